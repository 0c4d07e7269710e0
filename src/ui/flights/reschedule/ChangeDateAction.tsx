import { Button } from '@mantine/core';
import type { RescheduleTrip } from '../../../machines/flights/flight-reschedule.logic';
import { useSession } from '../../../session/store';
import { RescheduleDrawer } from './RescheduleDrawer';
import { type ChangeLaunch, useFlightReschedule } from './use-flight-reschedule';

export interface ChangeDateActionProps {
  txid: string;
  trip: RescheduleTrip;
  launch: ChangeLaunch;
}

/** The e-ticket's 'Change date' button and its drawer (docs/features/flights-reschedule.md). */
export function ChangeDateAction({ txid, trip, launch }: ChangeDateActionProps) {
  const login = useSession();
  const reschedule = useFlightReschedule(txid, trip, launch);
  const profile = login?.profilemaster;
  const payer = {
    profileid: profile?.profileid ?? '',
    corporateid: profile?.corporateid ?? '',
    currency: profile?.base_currency || 'INR',
  };
  return (
    <>
      <Button variant="light" onClick={() => reschedule.send({ type: 'OPEN' })}>
        Change date
      </Button>
      <RescheduleDrawer reschedule={reschedule} payer={payer} />
    </>
  );
}
