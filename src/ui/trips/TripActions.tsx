import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import type { CorporateTripWire } from '../../contract/trips/shapes';
import { isDraftId } from '../../db/outbox-draft-ids';
import type { TripAuthor } from '../../db/trips-drafts';
import { ActionDialog } from './ActionDialog';
import { DocketButton } from './DocketButton';
import { EditTripDialog } from './EditTripDialog';
import { type ActionInput, type TripActionKey, TRIP_ACTIONS, offeredActions } from './trip-action-defs';
import { runTripAction } from './trip-action-run';
import { tripFailureMessage } from '../shared/trip-errors';

export interface TripActionsProps {
  user: TripAuthor;
  trip: CorporateTripWire;
  /** The events this caller may trigger now (the server's calleractions). */
  allowed: readonly string[];
  /** Changes of this trip wait in the outbox. */
  queued: boolean;
  /** After a successful action: the message to show (the page reloads or leaves). */
  onDone: (message: string, key: TripActionKey | 'editDetails') => void;
  onError: (message: string) => void;
}

/** The legal actions as buttons; each opens its confirmation, failures show inside it. */
export function TripActions({ user, trip, allowed, queued, onDone, onError }: TripActionsProps) {
  const [open, setOpen] = useState<TripActionKey | 'editDetails' | null>(null);
  const me = user.profileid;
  // recalltrip is the traveller's or the creator's alone; calleractions also offers it to trip staff.
  const owner = trip.createdbyprofileid === me || trip.traveller_profileid === me || trip.travellers.some((t) => t.travellerprofileid === me);
  const keys = offeredActions({ tripid: trip.tripid, status: trip.status, allowed, queued }).filter((key) => key !== 'recall' || owner);
  // Details are edited whenever dates are: both are drafting changes.
  const canEditDetails = keys.includes('editDates');

  const confirm = async (key: TripActionKey, input: ActionInput) => {
    try {
      await runTripAction(key, user.profileid, trip.tripid, input);
      setOpen(null);
      onDone(TRIP_ACTIONS[key].success, key);
      return null;
    } catch (error) {
      return tripFailureMessage(error, TRIP_ACTIONS[key].fallback);
    }
  };

  return (
    <Group gap="xs" role="group" aria-label="Trip actions">
      {keys.map((key) => (
        <Button
          key={key}
          variant={key === 'submit' ? 'filled' : 'light'}
          color={TRIP_ACTIONS[key].danger ? 'red' : undefined}
          onClick={() => setOpen(key)}
        >
          {TRIP_ACTIONS[key].label}
        </Button>
      ))}
      {canEditDetails && (
        <Button variant="light" onClick={() => setOpen('editDetails')}>
          Edit details
        </Button>
      )}
      {!isDraftId(trip.tripid) && <DocketButton tripid={trip.tripid} onError={onError} />}
      {open === 'editDetails' && (
        <EditTripDialog
          user={user}
          trip={trip}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            onDone('The trip details are saved.', 'editDetails');
          }}
        />
      )}
      {open && open !== 'editDetails' && (
        <ActionDialog
          action={TRIP_ACTIONS[open]}
          initial={{ remarks: '', fromdate: trip.fromdate, todate: trip.todate }}
          onConfirm={(input) => confirm(open, input)}
          onClose={() => setOpen(null)}
        />
      )}
    </Group>
  );
}
