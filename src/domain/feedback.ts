import type { Role } from '../contract/roles';

/*
 * The trip feedback rules of docs/product.md#trip-feedback "Feedback prompt", docs/product.md#validation-rules "Feedback", docs/product.md#roles and docs/product.md#constants-and-code-tables, shared by
 * the prompt machine, the dialog and the server.
 *
 * "Special client" is a per-company setting kept server-side (corporate_feedback_settings, seeded
 * on for Acme); the client learns it from the getpendingfeedbacktrip answer (`specialclient`).
 */

/** docs/product.md#constants-and-code-tables: "trips fetched 5" / "Default limit of pending feedback trips: 5". */
export const PENDING_FEEDBACK_LIMIT = 5;
/** docs/product.md#constants-and-code-tables: "for the special client only trips with travel date after 2025-07-31". */
export const FEEDBACK_TRAVEL_DATE_AFTER = '2025-07-31';
/** Issue 15: only a trip that ended within this many days is asked about; an older one is not news any more. */
export const FEEDBACK_RECENT_DAYS = 30;
/** docs/product.md#constants-and-code-tables: "rating step 0.5, scale 5". */
export const RATING_STEP = 0.5;
export const RATING_MAX = 5;

export const RATINGS_REQUIRED = 'Please provide ratings for both booking and travel arrangements.';
export const FEEDBACK_FAILED = 'Failed to submit feedback. Please try again.';

/** What the prompt needs of a completed trip (one row of the getpendingfeedbacktrip answer). */
export interface FeedbackTrip {
  tripid: string;
  tripname: string;
  destination: string;
  /** YYYY-MM-DD; the trip's travel (start) date. */
  fromdate: string;
  /** YYYY-MM-DD; the trip's last day. */
  todate: string;
}

export interface PromptFacts {
  specialclient: boolean;
  role: Role;
  /** 'Do it later' was chosen this login (the stored flag is 'false'). */
  dismissed: boolean;
  trips: readonly FeedbackTrip[];
  /** YYYY-MM-DD of the caller's today: a trip must have ended before it. */
  today: string;
}

/** A trip is completed once booked (ticketed, or rescheduled and rebooked) and its last day is over. */
export const COMPLETED_TRIP_STATUSES = ['ticketed', 'rescheduled'] as const;

export function isCompletedTrip(status: string, todate: string, today: string): boolean {
  return (COMPLETED_TRIP_STATUSES as readonly string[]).includes(status) && todate < today;
}

/** The UTC calendar day of an instant, YYYY-MM-DD (the server's "today"). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first day (YYYY-MM-DD) a trip may have ended on to be asked about on `today` (FEEDBACK_RECENT_DAYS before it). */
export function recentFeedbackFrom(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - FEEDBACK_RECENT_DAYS);
  return utcDay(day);
}

/** docs/product.md#roles "Feedback prompt not shown to travel admins" (traveladmin only, not the whole staff group). */
export function isTravelAdmin(role: Role): boolean {
  return role === 'traveladmin';
}

/** The user may be prompted at all: a special client's user, not a travel admin, not dismissed. */
export function mayPrompt({
  specialclient,
  role,
  dismissed,
}: Pick<PromptFacts, 'specialclient' | 'role' | 'dismissed'>): boolean {
  return specialclient && !isTravelAdmin(role) && !dismissed;
}

/**
 * A trip the prompt may ask about: synced (server ids have no dash; offline drafts are
 * `draft-<uuid>`), ended before today but within FEEDBACK_RECENT_DAYS, and travelled after the
 * spec's cut-off date.
 */
export function isPromptableTrip(trip: FeedbackTrip, today: string): boolean {
  return (
    !trip.tripid.includes('-') &&
    trip.todate < today &&
    trip.todate >= recentFeedbackFrom(today) &&
    trip.fromdate > FEEDBACK_TRAVEL_DATE_AFTER
  );
}

/** Newest travel date first; ties by later end, then by id, so the choice never depends on order. */
export function compareByTravelDateDesc(a: FeedbackTrip, b: FeedbackTrip): number {
  if (a.fromdate !== b.fromdate) return a.fromdate < b.fromdate ? 1 : -1;
  if (a.todate !== b.todate) return a.todate < b.todate ? 1 : -1;
  return a.tripid < b.tripid ? 1 : a.tripid > b.tripid ? -1 : 0;
}

/** docs/product.md#trip-feedback: the trip the prompt shows, or null when it must stay closed. */
export function promptTrip(facts: PromptFacts): FeedbackTrip | null {
  if (!mayPrompt(facts)) return null;
  const candidates = facts.trips.filter((t) => isPromptableTrip(t, facts.today));
  return candidates.sort(compareByTravelDateDesc)[0] ?? null;
}

export type RatingProblem = 'must be between 0.5 and 5' | 'must be in steps of 0.5';

/** Why a given rating is not a valid half-star value, or null when it is. */
export function ratingProblem(value: number): RatingProblem | null {
  if (!Number.isFinite(value) || value < RATING_STEP || value > RATING_MAX) return 'must be between 0.5 and 5';
  if (!Number.isInteger(value / RATING_STEP)) return 'must be in steps of 0.5';
  return null;
}

export function isValidRating(value: number): boolean {
  return ratingProblem(value) === null;
}

/** docs/product.md#validation-rules: both ratings non-zero; the dialog's only message. 0 is Mantine Rating's "not rated". */
export function ratingsMessage(booking: number, travel: number): string | null {
  return booking > 0 && travel > 0 ? null : RATINGS_REQUIRED;
}

/**
 * docs/product.md#validation-rules "overall is the average of the two". Half steps average to quarter steps (4.5 and 4 give
 * 4.25), all exact in binary floating point, so no rounding is needed or done.
 */
export function overallRating(booking: number, travel: number): number {
  return (booking + travel) / 2;
}

/** Where the dialog's link goes (docs/product.md#screens-and-routes: "a link to /pre-trip-flow/view/{tripId}"). */
export function tripViewPath(tripid: string): string {
  return `/pre-trip-flow/view/${encodeURIComponent(tripid)}`;
}
