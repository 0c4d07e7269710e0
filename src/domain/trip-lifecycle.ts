import { transition } from 'xstate';
import { tripLifecycleMachine } from './trip-lifecycle.machine';
import {
  DEFAULT_TRIP_CONTEXT,
  TRIP_EVENTS,
  type TripEventType,
  type TripLifecycleContext,
  type TripStatus,
  isTripStatus,
} from './trip-lifecycle-types';

export * from './trip-lifecycle-types';

/** How a status reads inside a sentence ("A trip that is … cannot …"). */
export const TRIP_STATUS_PHRASES: Record<TripStatus, string> = {
  pending: 'pending',
  approvalpending: 'pending approval',
  partiallyapproved: 'partially approved',
  approved: 'approved',
  rejected: 'rejected',
  submitted: 'submitted',
  ticketed: 'ticketed',
  sentforamendment: 'sent for amendment',
  rescheduled: 'rescheduled',
  canxprocessing: 'in cancellation processing',
  cancelled: 'cancelled',
  paymentpending: 'awaiting payment',
  paymentreleased: 'paid',
};

/** What each event does to a trip, as the refusal names it. */
export const TRIP_EVENT_PHRASES: Record<TripEventType, string> = {
  SUBMIT: 'be submitted',
  APPROVE: 'be approved',
  REJECT: 'be rejected',
  RECALL: 'be recalled',
  BOOK: 'be booked',
  REQUEST_CANCELLATION: 'be sent for cancellation',
  CANCEL: 'be cancelled',
  REQUEST_AMENDMENT: 'be sent for amendment',
  APPROVE_AMENDMENT: 'have an amendment approved',
  REJECT_AMENDMENT: 'have an amendment rejected',
  RESCHEDULE: 'be rescheduled',
  REOPEN: 'be reopened',
  PAY: 'be paid',
  EDIT: 'be edited',
};

/** "A trip that is approved cannot be submitted": names the status and the action. */
export function tripRefusalMessage(status: string, event: TripEventType): string {
  const phrase = isTripStatus(status) ? TRIP_STATUS_PHRASES[status] : status;
  return `A trip that is ${phrase} cannot ${TRIP_EVENT_PHRASES[event]}`;
}

export type TripTransition = { ok: true; status: TripStatus } | { ok: false; message: string };

function snapshotAt(status: TripStatus, context: Partial<TripLifecycleContext>) {
  return tripLifecycleMachine.resolveState({ value: status, context: { ...DEFAULT_TRIP_CONTEXT, ...context } });
}

/** The events the machine accepts in this status with this context (what the client may offer). */
export function allowedTripEvents(status: string, context: Partial<TripLifecycleContext> = {}): TripEventType[] {
  if (!isTripStatus(status)) return [];
  const snapshot = snapshotAt(status, context);
  return TRIP_EVENTS.filter((type) => snapshot.can({ type }));
}

/** One step of the lifecycle, computed without an actor: the new status or why not. */
export function nextTripStatus(status: string, event: TripEventType, context: Partial<TripLifecycleContext> = {}): TripTransition {
  if (!isTripStatus(status)) return { ok: false, message: tripRefusalMessage(status, event) };
  const snapshot = snapshotAt(status, context);
  if (!snapshot.can({ type: event })) return { ok: false, message: tripRefusalMessage(status, event) };
  const [next] = transition(tripLifecycleMachine, snapshot, { type: event });
  return { ok: true, status: next.value as TripStatus };
}

/** Statuses in which the trip's details, dates and items may still change. */
export function isTripEditable(status: string): boolean {
  return allowedTripEvents(status).includes('EDIT');
}
