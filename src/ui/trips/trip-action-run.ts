import { api, newActionKey } from '../../api';
import { payTripPayment, reopenTrip, tripAmendmentRequestApproval, tripBooking, tripCancellationRequest, updateRescheduleDateInfo } from '../../contract/trips/actions';
import { deleteTrip as deleteTripOperation, submitTripForApproval } from '../../contract/trips/core';
import { recallTrip } from '../../contract/trips/recall';
import { discardEntry } from '../../db/outbox-actions';
import { db } from '../../db/database';
import { isDraftId } from '../../db/outbox-draft-ids';
import { queueTripDates } from '../../db/trips-drafts';
import { syncTripChanges } from '../../db/trips-sync';
import type { ActionInput, TripActionKey } from './trip-action-defs';

/*
 * Drafting changes (dates) go through the outbox like the create; lifecycle steps (submit, recall,
 * book, pay, amendments, cancel, reopen, reschedule) need the server's judgement now, so they are
 * online calls, each with its own idempotency key (a repeated tap is answered once).
 */
async function deleteTrip(tripid: string, idempotencyKey: string): Promise<void> {
  if (isDraftId(tripid)) {
    // Never sent: dropping its queued create removes the draft and its queued edits (outbox-actions.ts).
    const create = await db.outbox.filter((row) => (row.fields as { clientref?: string } | undefined)?.clientref === tripid).first();
    if (create) await discardEntry(db, create.id);
    return;
  }
  await api.callOperation(deleteTripOperation, { tripid }, { idempotencyKey });
  await db.transaction('rw', [db.trips, db.tripDetails], async () => {
    await db.trips.delete(tripid);
    await db.tripDetails.delete(tripid);
  });
}

/** Runs the action; resolves when the server (or, for queued changes, the device) has it. */
export async function runTripAction(key: TripActionKey, profileid: string, tripid: string, input: ActionInput): Promise<void> {
  const idempotencyKey = newActionKey();
  const opts = { idempotencyKey };
  const { remarks, fromdate, todate } = input;
  switch (key) {
    case 'submit':
      await api.callOperation(submitTripForApproval, { tripid, remarks }, opts);
      return;
    case 'editDates':
      await queueTripDates(profileid, tripid, { fromdate, todate, remark: remarks });
      void syncTripChanges(profileid);
      return;
    case 'deleteDraft':
      return deleteTrip(tripid, idempotencyKey);
    case 'recall':
      await api.callOperation(recallTrip, { tripid, remarks }, opts);
      return;
    case 'book':
      await api.callOperation(tripBooking, { tripid }, opts);
      return;
    case 'payTrip':
      await api.callOperation(payTripPayment, { tripid }, opts);
      return;
    case 'requestDateChange':
      // Without a decision this call records the date change and routes it to the manager in one step.
      await api.callOperation(tripAmendmentRequestApproval, { tripid, amendmenttype: 'datechange', fromdate, todate, remarks }, opts);
      return;
    case 'requestCancellation':
      await api.callOperation(tripCancellationRequest, { tripid, remarks }, opts);
      return;
    case 'reopen':
      await api.callOperation(reopenTrip, { tripid, remarks }, opts);
      return;
    case 'reschedule':
      await api.callOperation(updateRescheduleDateInfo, { tripid, fromdate, todate, remarks }, opts);
      return;
  }
}
