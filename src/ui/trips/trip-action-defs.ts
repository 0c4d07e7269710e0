import { isDraftId } from '../../db/outbox-draft-ids';
import { TRIP_FAILURE } from '../shared/trip-errors';

/*
 * The trip page's actions. Each is offered ONLY when the server's `calleractions` allow it (the
 * lifecycle's legal events this caller may trigger: src/domain/trip-caller-actions.ts); the server
 * refuses anything else anyway. Running them: trip-action-run.ts.
 */
export type TripActionKey =
  | 'submit'
  | 'editDates'
  | 'deleteDraft'
  | 'recall'
  | 'book'
  | 'payTrip'
  | 'requestDateChange'
  | 'requestCancellation'
  | 'reopen'
  | 'reschedule';

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

type Def = Omit<TripActionDef, 'key'>;
const def = (key: TripActionKey, rest: Def): TripActionDef => ({ key, ...rest });

export const TRIP_ACTIONS: Record<TripActionKey, TripActionDef> = {
  submit: def('submit', { label: 'Submit for approval', title: 'Submit for approval', question: 'Send this trip to its approvers?', confirm: 'Submit', fallback: TRIP_FAILURE.submitForApproval, success: 'The trip was submitted.' }),
  editDates: def('editDates', { label: 'Edit dates', title: 'Edit trip dates', question: 'Choose the new travel dates.', confirm: 'Save dates', dates: true, remarks: 'optional', fallback: TRIP_FAILURE.update, success: 'The new dates are saved.' }),
  deleteDraft: def('deleteDraft', { label: 'Delete draft', title: 'Delete draft', question: 'Delete this draft trip? This cannot be undone.', confirm: 'Delete', danger: true, fallback: TRIP_FAILURE.update, success: 'The draft was deleted.' }),
  recall: def('recall', { label: 'Recall', title: 'Recall trip', question: 'Take this trip back from its approvers to change it? You will need to submit it again.', confirm: 'Recall', remarks: 'optional', fallback: TRIP_FAILURE.update, success: 'The trip was recalled. You can change it and submit it again.' }),
  book: def('book', { label: 'Book trip', title: 'Book trip', question: 'Book the items of this trip now?', confirm: 'Book', fallback: TRIP_FAILURE.book, success: 'The trip was booked.' }),
  payTrip: def('payTrip', { label: 'Pay trip payment', title: 'Pay trip payment', question: 'Pay for the bookings held on this trip?', confirm: 'Pay', fallback: TRIP_FAILURE.update, success: 'The trip payment was made.' }),
  requestDateChange: def('requestDateChange', { label: 'Request date change', title: 'Request date change', question: 'Choose the new dates. Your manager approves the change.', confirm: 'Send request', dates: true, remarks: 'required', fallback: TRIP_FAILURE.amendment, success: 'The date change was sent for approval.' }),
  requestCancellation: def('requestCancellation', { label: 'Request cancellation', title: 'Request cancellation', question: 'Ask to cancel this trip and its bookings?', confirm: 'Request cancellation', remarks: 'required', danger: true, fallback: TRIP_FAILURE.deleteItem, success: 'The cancellation was requested.' }),
  reopen: def('reopen', { label: 'Reopen', title: 'Reopen trip', question: 'Reopen this trip as a draft?', confirm: 'Reopen', remarks: 'required', fallback: TRIP_FAILURE.update, success: 'The trip was reopened.' }),
  reschedule: def('reschedule', { label: 'Reschedule', title: 'Reschedule trip', question: 'Choose the new dates of the booked trip.', confirm: 'Reschedule', dates: true, remarks: 'required', fallback: TRIP_FAILURE.update, success: 'The trip was rescheduled.' }),
};

export interface ActionState {
  tripid: string;
  status: string;
  allowed: readonly string[];
  /** Changes of this trip still in the outbox: the server's view is behind, lifecycle steps wait. */
  queued: boolean;
}

/** Lifecycle steps offered on a synced trip with nothing queued, by the event that gates them (display order). */
const SERVER_STEPS: [TripActionKey, string][] = [
  ['submit', 'SUBMIT'],
  ['recall', 'RECALL'],
  ['book', 'BOOK'],
  ['payTrip', 'PAY'],
  ['requestDateChange', 'REQUEST_AMENDMENT'],
  ['reschedule', 'RESCHEDULE'],
  ['reopen', 'REOPEN'],
];

/** Which actions to offer now, in display order. */
export function offeredActions({ tripid, status, allowed, queued }: ActionState): TripActionKey[] {
  const draft = isDraftId(tripid);
  const editable = draft || allowed.includes('EDIT');
  const live = !draft && !queued;
  const keys: TripActionKey[] = [];
  for (const [key, event] of SERVER_STEPS) {
    if (live && allowed.includes(event)) keys.push(key);
    // Dates are edited right after submit in the row, as before.
    if (key === 'submit' && editable) keys.push('editDates');
  }
  // A pending trip is simply deleted; cancellation is for trips past the draft stage.
  if (live && status !== 'pending' && allowed.includes('REQUEST_CANCELLATION')) keys.push('requestCancellation');
  if (status === 'pending' && (draft || (editable && !queued))) keys.push('deleteDraft');
  return keys;
}
