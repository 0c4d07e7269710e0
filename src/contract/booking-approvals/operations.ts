import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ApiStatusSchema } from '../envelope';
import { APPROVAL_DECISIONS } from '../../domain/approval-rules';

/*
 * Approval of a single booking (issue 5): insurance, flights (service 'flight') and hotel stays
 * (service 'hotel'). The requester sends the whole booking request, through its product's own
 * operation (sendInsuranceForApproval in ../insurance/booking.ts, sendFlightForApproval in
 * ../flights/booking.ts, sendHotelForApproval in ../hotels/trip.ts);
 * one approver (manager, else travel admin, else superadmin) decides; an approved request may be
 * booked once. docs/approvals.md "Booking approvals".
 */

export const BOOKING_APPROVAL_SERVICES = ['insurance', 'flight', 'hotel'] as const;
export type BookingApprovalService = (typeof BOOKING_APPROVAL_SERVICES)[number];

export const BOOKING_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BookingApprovalStatus = (typeof BOOKING_APPROVAL_STATUSES)[number];

/** Texts the server answers and the screens show. */
export const BOOKING_APPROVAL_MESSAGES = {
  sendFailed: 'Failed to send the booking request for approval. Please try again.',
  sent: 'Your booking request was sent for approval',
  notFound: 'approvalid: booking request not found',
  notRouted: 'approvalid: this booking request is not waiting for your approval',
  own: 'You cannot approve or reject your own booking request',
  remarksRequired: 'remarks: remarks are required to reject a booking request',
  decidedMeanwhile: 'This booking request was decided meanwhile. Reload and try again.',
  approved: 'Booking request approved',
  rejected: 'Booking request rejected',
} as const;

/** 'BA' + digits. */
export const APPROVAL_ID_PATTERN = /^BA\d{1,18}$/;
const approvalid = v.pipe(v.string('approvalid is required'), v.regex(APPROVAL_ID_PATTERN, 'approvalid must be a booking approval id (BA…)'));
const service = v.picklist(BOOKING_APPROVAL_SERVICES, 'service must be insurance, flight or hotel');
const own = { profileid: v.optional(v.string('profileid must be a string')), corporateid: v.optional(v.string('corporateid must be a string')) };

/** One sector of a fare chosen per sector (onward, return, …) as the alternative would fly it. */
export const AlternativeSectorSchema = v.object({
  /** 'BLR-DEL': the sector's first origin and last destination. */
  route: v.string(),
  flightnumber: v.string(),
  departtime: v.string(),
  arrivetime: v.string(),
  amount: v.string(),
  /** True when nothing in policy was cheaper for this sector, so the requested fare stays. */
  asrequested: v.boolean(),
});
export type AlternativeSector = v.InferOutput<typeof AlternativeSectorSchema>;

/**
 * The cheapest in-policy offer of the same search, captured when a flight was sent for approval
 * (issue 15): what the approver could ask for instead. Amounts are decimal strings in the
 * request's currency; `saving` is how much less than the requested option it costs. For fares
 * chosen per sector, `amount`/`saving` are the totals, the flight fields name the first sector and
 * `sectors` lists every sector; a one-list search has no `sectors`.
 */
export const CheaperAlternativeSchema = v.object({
  flightnumber: v.string(),
  /** HH:MM local times of the first departure and the last arrival. */
  departtime: v.string(),
  arrivetime: v.string(),
  amount: v.string(),
  saving: v.string(),
  sectors: v.optional(v.array(AlternativeSectorSchema)),
});
export type CheaperAlternative = v.InferOutput<typeof CheaperAlternativeSchema>;

/** One booking request, as its approver (getbookingapprovals) or requester (getmybookingapprovals) sees it. */
export const BookingApprovalSchema = v.object({
  approvalid: v.string(),
  service: v.picklist(BOOKING_APPROVAL_SERVICES),
  status: v.picklist(BOOKING_APPROVAL_STATUSES),
  /** True once a booking was made with it (it cannot be used again). */
  used: v.boolean(),
  requesterprofileid: v.string(),
  travellername: v.string(),
  approvername: v.string(),
  /** Set when a delegate decides (or decided) it: the approver they stand in for. */
  onbehalfof: v.string(),
  /** What is asked for, one line ('Travel insurance: Asia Gold, 2 travellers'). */
  summary: v.string(),
  fromdate: v.string(),
  todate: v.string(),
  /** The exact amount priced by the server when sent, decimal string in `currency`. */
  totalamount: v.string(),
  currency: v.string(),
  inpolicy: v.boolean(),
  policyviolationreason: v.string(),
  /** The requester's own reason for choosing an out-of-policy option ('' when none was asked). */
  requesterreason: v.string(),
  remarks: v.string(),
  requestedon: v.string(),
  decidedon: v.string(),
  /** Where the requester continues once approved ('' for the approver). */
  resumeurl: v.string(),
  /** Absent when the requested option was already the cheapest in policy (or the service has no alternatives). */
  alternative: v.optional(CheaperAlternativeSchema),
});
export type BookingApproval = v.InferOutput<typeof BookingApprovalSchema>;

/** The approver's list: pending requests routed to the caller first, then the recently decided ones. */
export const getBookingApprovals = defineOperation({
  opid: 'TG-APPROVALS', actionKey: 'action', action: 'getbookingapprovals',
  request: v.object(own),
  response: v.object({ ApiStatus: ApiStatusSchema, list: v.array(BookingApprovalSchema) }),
  roles: 'any', mutates: false,
});

/** Approve or reject a booking request routed to the caller; reject needs remarks. */
export const decideBookingApproval = defineOperation({
  opid: 'TG-APPROVALS', actionKey: 'action', action: 'decidebookingapproval',
  request: v.object({
    ...own,
    approvalid,
    decision: v.picklist(APPROVAL_DECISIONS, 'decision must be approve or reject'),
    remarks: v.optional(v.pipe(v.string('remarks must be a string'), v.trim(), v.maxLength(500, 'remarks is too long')), ''),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, approvalid: v.string(), status: v.picklist(BOOKING_APPROVAL_STATUSES), message: v.string() }),
  roles: 'any', mutates: true,
});

/** The requester's own booking requests of one service, newest first. */
export const getMyBookingApprovals = defineOperation({
  opid: 'TG-APPROVALS', actionKey: 'action', action: 'getmybookingapprovals',
  request: v.object({ ...own, service }),
  response: v.object({ ApiStatus: ApiStatusSchema, list: v.array(BookingApprovalSchema) }),
  roles: 'any', mutates: false,
});

export const bookingApprovalOperations = {
  getBookingApprovals,
  decideBookingApproval,
  getMyBookingApprovals,
};
