import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { ActionDialog } from './ActionDialog';
import { DocketButton } from './DocketButton';
import { type ActionState, type TripActionKey, TRIP_ACTIONS, offeredActions, runTripAction } from './trip-action-defs';
import { tripFailureMessage } from './trip-errors';
import { isDraftId } from '../../db/outbox-draft-ids';

export interface TripActionsProps extends ActionState {
  profileid: string;
  fromdate: string;
  todate: string;
  /** After a successful action: the message to show (the page reloads or leaves). */
  onDone: (message: string, key: TripActionKey) => void;
  onError: (message: string) => void;
}

/** The legal actions as buttons; each opens its confirmation, failures show inside it. */
export function TripActions({ profileid, fromdate, todate, onDone, onError, ...state }: TripActionsProps) {
  const [open, setOpen] = useState<TripActionKey | null>(null);
  const keys = offeredActions(state);
  const action = open ? TRIP_ACTIONS[open] : null;

  const confirm = async (key: TripActionKey, input: Parameters<typeof runTripAction>[3]) => {
    try {
      await runTripAction(key, profileid, state.tripid, input);
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
      {!isDraftId(state.tripid) && <DocketButton tripid={state.tripid} onError={onError} />}
      {action && open && (
        <ActionDialog
          action={action}
          initial={{ remarks: '', fromdate, todate }}
          onConfirm={(input) => confirm(open, input)}
          onClose={() => setOpen(null)}
        />
      )}
    </Group>
  );
}
