import type { TripEventType } from './trip-lifecycle-types';

/** How the caller stands to a trip (server/features/trips/read.ts works it out). */
export interface TripCallerStanding {
  /** Traveller, creator or trip staff: may change the trip. */
  writer: boolean;
  /** Trip staff of the company (the travel desk). */
  staff: boolean;
  /** On the trip as a traveller: never approves it. */
  traveller: boolean;
  /** Holds the trip's current pending approval level. */
  pendingApprover: boolean;
  /** Has any approval row on the trip. */
  approver: boolean;
}

/** Decisions of an approver; the travel desk completes cancellations; the rest is the trip owner's. */
const APPROVER_EVENTS: readonly TripEventType[] = ['APPROVE', 'REJECT'];
const AMENDMENT_DECISIONS: readonly TripEventType[] = ['APPROVE_AMENDMENT', 'REJECT_AMENDMENT'];

/**
 * Of the lifecycle's legal events, those this caller could trigger: what the client offers as
 * buttons (the lifecycle alone would offer the traveller 'Approve' on their own trip).
 */
export function callerTripEvents(allowed: readonly TripEventType[], who: TripCallerStanding): TripEventType[] {
  return allowed.filter((event) => {
    if (APPROVER_EVENTS.includes(event)) return who.pendingApprover && !who.traveller;
    if (AMENDMENT_DECISIONS.includes(event)) return (who.approver || who.staff) && !who.traveller;
    if (event === 'CANCEL') return who.staff;
    return who.writer;
  });
}
