import { useEffect, useEffectEvent, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { FlightRescheduleInput } from '../../../machines/flights/flight-reschedule.machine';
import type { RescheduleTrip } from '../../../machines/flights/flight-reschedule.logic';
import { usePaymentView } from '../../payment/use-payment-view';
import { rescheduleMachine } from './reschedule-machine-calls';

/** How the e-ticket's route starts the change and where it goes when the change is made. */
export interface ChangeLaunch {
  /** `?change=1`: the drawer opens with the page. */
  open: boolean;
  /** `?change=1&rid=…&fares=[…]&approvalid=BA…`: an approved change, priced again at once. */
  resume: FlightRescheduleInput['resume'];
  /** Paid (wallet): the new booking's e-ticket. */
  onChanged: (txid: string) => void;
  /** Card: the gateway's page, outside the app. */
  onGateway: (paymenturl: string) => void;
}

/** The 'Change date' drawer's machine, bound to the e-ticket: opened as the route asks, left when the change is made. */
export function useFlightReschedule(txid: string, trip: RescheduleTrip, launch: ChangeLaunch) {
  const [input] = useState<FlightRescheduleInput>(() => ({ txid, trip, resume: launch.resume ?? null }));
  const [snapshot, send] = useMachine(rescheduleMachine, { input });
  const payment = usePaymentView(snapshot.children.payment);
  const openAtStart = launch.open && !launch.resume;
  useEffect(() => {
    if (openAtStart) send({ type: 'OPEN' });
  }, [openAtStart, send]);

  const ended = snapshot.matches('changed') ? 'changed' : snapshot.matches('redirectingToGateway') ? 'gateway' : '';
  const finish = useEffectEvent(() => {
    if (ended === 'changed') launch.onChanged(snapshot.context.txidNew);
    else if (ended === 'gateway') launch.onGateway(snapshot.context.paymenturl);
  });
  useEffect(() => {
    if (ended) finish();
  }, [ended]);
  return { snapshot, send, payment };
}
