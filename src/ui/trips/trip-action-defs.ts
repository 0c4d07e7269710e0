import { api } from '../../api';
import { operations } from '../../contract';
import { newActionKey } from '../../api';
import { discardEntry } from '../../db/outbox-actions';
import { db } from '../../db/database';
import { isDraftId } from '../../db/outbox-draft-ids';
import { queueTripDates } from '../../db/trips-drafts';
import { syncTripChanges } from '../../db/trips-sync';
import { TRIP_FAILURE } from './trip-errors';

/*
 * The trip page's actions. Each is offered ONLY when the trip's lifecycle allows it (the server's
 * `allowedactions`, computed by src/domain/trip-lifecycle.ts); the server refuses anything else
 * anyway. Drafting changes (dates) go through the outbox like the create; lifecycle steps
 * (submit, cancel, reopen, reschedule) need the server's judgement now, so they are online calls.
 */
export type TripActionKey = 'submit' | 'editDates' | 'deleteDraft' | 'requestCancellation' | 'reopen' | 'reschedule';

export interface ActionInput {
  remarks: string;
  fromdate: string;
  todate: string;
}

export interface TripActionDef {
  key: TripActionKey;
  label: string;
  title: string;
  question: string;
  confirm: string;
  remarks?: 'optional' | 'required';
  dates?: boolean;
  danger?: boolean;
  fallback: string;
  success: string;
}

export const TRIP_ACTIONS: Record<TripActionKey, TripActionDef> = {
  submit: {
    key: 'submit',
    label: 'Submit for approval',
    title: 'Submit for approval',
    question: 'Send this trip to its approvers?',
    confirm: 'Submit',
    fallback: TRIP_FAILURE.submitForApproval,
    success: 'The trip was submitted.',
  },
  editDates: {
    key: 'editDates',
    label: 'Edit dates',
    title: 'Edit trip dates',
    question: 'Choose the new travel dates.',
    confirm: 'Save dates',
    dates: true,
    remarks: 'optional',
    fallback: TRIP_FAILURE.update,
    success: 'The new dates are saved.',
  },
  deleteDraft: {
    key: 'deleteDraft',
    label: 'Delete draft',
    title: 'Delete draft',
    question: 'Delete this draft trip? This cannot be undone.',
    confirm: 'Delete',
    danger: true,
    fallback: TRIP_FAILURE.update,
    success: 'The draft was deleted.',
  },
  requestCancellation: {
    key: 'requestCancellation',
    label: 'Request cancellation',
    title: 'Request cancellation',
    question: 'Ask to cancel this trip and its bookings?',
    confirm: 'Request cancellation',
    remarks: 'required',
    danger: true,
    fallback: TRIP_FAILURE.deleteItem,
    success: 'The cancellation was requested.',
  },
  reopen: {
    key: 'reopen',
    label: 'Reopen',
    title: 'Reopen trip',
    question: 'Reopen this trip as a draft?',
    confirm: 'Reopen',
    remarks: 'required',
    fallback: TRIP_FAILURE.update,
    success: 'The trip was reopened.',
  },
  reschedule: {
    key: 'reschedule',
    label: 'Reschedule',
    title: 'Reschedule trip',
    question: 'Choose the new dates of the booked trip.',
    confirm: 'Reschedule',
    dates: true,
    remarks: 'required',
    fallback: TRIP_FAILURE.update,
    success: 'The trip was rescheduled.',
  },
};

export interface ActionState {
  tripid: string;
  status: string;
  allowed: readonly string[];
  /** Changes of this trip still in the outbox: the server's view is behind, lifecycle steps wait. */
  queued: boolean;
}

/** Which actions to offer now, in display order. */
export function offeredActions({ tripid, status, allowed, queued }: ActionState): TripActionKey[] {
  const draft = isDraftId(tripid);
  const editable = draft || allowed.includes('EDIT');
  const keys: TripActionKey[] = [];
  if (!draft && !queued && allowed.includes('SUBMIT')) keys.push('submit');
  if (editable) keys.push('editDates');
  if (!draft && !queued && allowed.includes('RESCHEDULE')) keys.push('reschedule');
  if (!draft && !queued && allowed.includes('REOPEN')) keys.push('reopen');
  // A pending trip is simply deleted; cancellation is for trips past the draft stage.
  if (!draft && !queued && status !== 'pending' && allowed.includes('REQUEST_CANCELLATION'))
    keys.push('requestCancellation');
  if (status === 'pending' && (draft || (editable && !queued))) keys.push('deleteDraft');
  return keys;
}

/** Runs the action; resolves when the server (or, for queued changes, the device) has it. */
export async function runTripAction(
  key: TripActionKey,
  profileid: string,
  tripid: string,
  input: ActionInput,
): Promise<void> {
  const idempotencyKey = newActionKey();
  switch (key) {
    case 'submit':
      await api.callOperation(operations.submitTripForApproval, { tripid, remarks: input.remarks }, { idempotencyKey });
      return;
    case 'editDates':
      await queueTripDates(profileid, tripid, {
        fromdate: input.fromdate,
        todate: input.todate,
        remark: input.remarks,
      });
      void syncTripChanges(profileid);
      return;
    case 'deleteDraft':
      if (isDraftId(tripid)) {
        // Never sent: dropping its queued create removes the draft and its queued edits (outbox-actions.ts).
        const create = await db.outbox
          .filter((row) => (row.fields as { clientref?: string } | undefined)?.clientref === tripid)
          .first();
        if (create) await discardEntry(db, create.id);
        return;
      }
      await api.callOperation(operations.deleteTrip, { tripid }, { idempotencyKey });
      await db.transaction('rw', [db.trips, db.tripDetails], async () => {
        await db.trips.delete(tripid);
        await db.tripDetails.delete(tripid);
      });
      return;
    case 'requestCancellation':
      await api.callOperation(
        operations.tripCancellationRequest,
        { tripid, remarks: input.remarks },
        { idempotencyKey },
      );
      return;
    case 'reopen':
      await api.callOperation(operations.reopenTrip, { tripid, remarks: input.remarks }, { idempotencyKey });
      return;
    case 'reschedule':
      await api.callOperation(
        operations.updateRescheduleDateInfo,
        { tripid, fromdate: input.fromdate, todate: input.todate, remarks: input.remarks },
        { idempotencyKey },
      );
      return;
  }
}
