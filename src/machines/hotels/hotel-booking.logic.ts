import type { BookHotelRequest } from '../../contract/hotels/booking-request';
import type { HotelPolicyVerdictWire, HotelRateSummary } from '../../contract/hotels/search-shapes';

/*
 * What the hotel booking machine decides on (docs/features/hotels.md "Screens", booking screen):
 * the recheck's answer as the page's call shapes it, the request the page builds, and the texts of
 * calls that answered nothing usable.
 */

/**
 * The recheck of the rate before anything is booked: the rate as the hotel sells it now, a new
 * price to accept, a room gone, no network (the page waits for one), or a refusal.
 */
export type HotelRecheckOutcome =
  | { status: 'unchanged' | 'pricechanged'; rate: HotelRateSummary; previoustotal: string }
  | { status: 'soldout' }
  | { status: 'offline' }
  | { status: 'failed'; message: string };

/** The request as the book page built it; the machine passes it on untouched. */
export type HotelBookingDraft = BookHotelRequest;

export type { AddToTripOutcome } from '../booking/add-to-trip.machine';
export type { ApprovalOutcome } from '../booking/approval.machine';
export type { PaymentOutcome as HotelBookingOutcome } from '../booking/payment.machine';

export const RECHECK_FAILED_MESSAGE = 'Failed to check the room’s price. Please try again.';
export const BOOKING_FAILED_MESSAGE = 'Failed to book the hotel. Please try again.';
export const APPROVAL_FAILED_MESSAGE = 'Failed to send the booking request for approval. Please try again.';
export const ADD_TO_TRIP_FAILED_MESSAGE = 'Failed to add the hotel to the trip. Please try again.';
/**
 * The book call's word for bookhotel's 409 (a new price or the room gone since the recheck): the
 * page then asks the machine to check the rate again, which shows the new price or the sold-out room.
 */
export const RATE_MOVED_MESSAGE = 'The room’s price or availability changed. Checking it again…';

/** Send for approval: the verdict asks for approval and the page was not resumed with an approved one. */
export function needsApproval(policy: HotelPolicyVerdictWire | null, approvalid: string): boolean {
  return Boolean(policy?.needsapproval) && approvalid === '';
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
