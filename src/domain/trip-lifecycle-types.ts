/*
 * The trip statuses and events of the lifecycle (docs/trip-lifecycle.md). Kept apart from the
 * machine so the database schema and the contract can name them without importing xstate.
 */

/** The spec's trip statuses (docs/product.md#trip-statuses) that the lifecycle uses. */
export const TRIP_STATUSES = [
  'pending',
  'approvalpending',
  'partiallyapproved',
  'approved',
  'rejected',
  'submitted',
  'ticketed',
  'sentforamendment',
  'rescheduled',
  'canxprocessing',
  'cancelled',
  'paymentpending',
  'paymentreleased',
] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export const TRIP_EVENTS = [
  'SUBMIT',
  'APPROVE',
  'REJECT',
  'RECALL',
  'BOOK',
  'REQUEST_CANCELLATION',
  'CANCEL',
  'REQUEST_AMENDMENT',
  'APPROVE_AMENDMENT',
  'REJECT_AMENDMENT',
  'RESCHEDULE',
  'REOPEN',
  'PAY',
  'EDIT',
] as const;
export type TripEventType = (typeof TRIP_EVENTS)[number];

/** Per company: approve before booking, book then approve, or only notify the approver. */
export const TRIP_APPROVAL_MODES = ['before', 'after', 'notify'] as const;
export type TripApprovalMode = (typeof TRIP_APPROVAL_MODES)[number];

/** What the guards read; the server derives it from the trip's rows (server/workflow/trip-access.ts). */
export interface TripLifecycleContext {
  approvalMode: TripApprovalMode;
  /** Approval levels still undecided once this event's own decision is recorded. */
  levelsRemaining: number;
  /** The trip holds a booked item, so a cancellation needs processing by the supplier. */
  hasBookings: boolean;
  /** A booking held until the trip payment is made (BOOK then waits in paymentpending). */
  paymentRequired: boolean;
}

export const DEFAULT_TRIP_CONTEXT: TripLifecycleContext = { approvalMode: 'before', levelsRemaining: 0, hasBookings: false, paymentRequired: false };

export function isTripStatus(value: string): value is TripStatus {
  return (TRIP_STATUSES as readonly string[]).includes(value);
}
