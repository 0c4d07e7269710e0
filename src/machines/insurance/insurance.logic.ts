import type { InsurancePlan as WirePlan, InsurancePriceResult } from '../../contract/insurance/operations';
import type { InsuranceBookingRequestInput } from '../../contract/insurance/booking-request';
import type { InsuranceResultsQuery, InsuranceReviewQuery } from '../../domain/insurance-query';

/**
 * What the insurance machine needs of a plan and of a price result. The wire shapes (contract
 * `src/contract/insurance/operations.ts`) carry more; these are the fields the flow decides on, so the
 * contract's types are assignable to them.
 */
export interface InsurancePlanChoice {
  recordid: string;
  plancode: string;
  totalpremium: string;
  eligible: boolean;
}

export interface InsurancePriceChoice {
  totalnet: string;
  approvalrequired: boolean;
}

/** The plan and price the machine holds: the contract's shapes. */
export type InsurancePlan = WirePlan;
export type InsurancePrice = InsurancePriceResult;

/**
 * A booking request as the review page built it (with `insquery` for an approval request); the
 * machine passes it on untouched.
 */
export type InsuranceBookingDraft = InsuranceBookingRequestInput;

export type PriceOutcome<P> = { ok: true; price: P } | { ok: false; message: string };
/** The approval request's and the trip addition's answers: the shared booking machines' (src/machines/booking). */
export type { AddToTripOutcome } from '../booking/add-to-trip.machine';
export type { ApprovalOutcome } from '../booking/approval.machine';
export type BookingOutcome =
  { ok: true; txid: string; tgbookingref: string; paymenturl: string } | { ok: false; message: string };

/** docs/product.md#error-messages messages for calls that answered nothing usable. */
export const BOOKING_FAILED_MESSAGE = 'Failed to book the Insurance ticket. Please try again.';
export const PRICE_FAILED_MESSAGE = 'Failed to fetch the insurance price. Please try again.';
export const APPROVAL_FAILED_MESSAGE = 'Failed to send the booking request for approval. Please try again.';

/** Where the review page starts pricing from: the plan picked on the results list. */
export function reviewQueryFor(search: InsuranceResultsQuery, plan: InsurancePlanChoice): InsuranceReviewQuery {
  return {
    recordid: plan.recordid,
    plancode: plan.plancode,
    totalpremium: plan.totalpremium,
    categoryid: search.categoryid,
    categorycode: search.categorycode,
    noofpax: search.noofpax,
    startdate: search.startdate,
    enddate: search.enddate,
    paxList: search.paxList,
  };
}

/** docs/product.md#screens-and-routes: Send for Approval when the price result needs approval and there is no approval id. */
export function needsApproval(price: InsurancePriceChoice | null, approvalid: string): boolean {
  return Boolean(price?.approvalrequired) && approvalid === '';
}

/** The message of a refused call, or the spec's fallback when the server gave none. */
export function failureMessage(outcome: { ok: true } | { ok: false; message: string }, fallback: string): string {
  return outcome.ok ? '' : outcome.message || fallback;
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
