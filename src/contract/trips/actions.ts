import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { tripDocumentOperations } from './actions-documents';
import { remarks, isoDate, ownIds, tripId } from './actions-fields';
import { tripInfoOperations } from './actions-info';
import { tripRescheduleOperations } from './actions-reschedule';

/*
 * Trip operations beyond the core (issue 4, area trip-actions; docs/operations.md "Trip actions").
 * Every status change goes through the one lifecycle (server/workflow/trip-access.ts applyTripEvent): an
 * illegal one answers 409 with the lifecycle's message naming the status and the action.
 */

/** A lifecycle action's answer: the trip's status after it. */
const moved = v.object({ ApiStatus: ApiStatusSchema, tripid: v.string(), status: v.string() });
const expense = (action: string) => ({ opid: 'TG-EXPENSE', actionKey: 'action', action, roles: 'any', mutates: true }) as const;
const bare = (opid: string) => ({ opid, actionKey: null, action: null, roles: 'any', mutates: true }) as const;

/** A rejected or cancelled trip back to a draft (REOPEN). */
export const reopenTrip = defineOperation({ ...expense('reopentrip'), request: v.object({ ...ownIds, tripid: tripId, remarks }), response: moved });

/** New dates for a booked trip (RESCHEDULE); fromdate ≤ todate. */
export const updateRescheduleDateInfo = defineOperation({
  ...expense('updaterescheduledateinfo'),
  request: v.object({ ...ownIds, tripid: tripId, fromdate: isoDate('fromdate'), todate: isoDate('todate'), remarks }),
  response: moved,
});

/** REQUEST_CANCELLATION: live items become 'cancellationrequested'; a trip without bookings is cancelled at once. */
export const tripCancellationRequest = defineOperation({
  ...bare('TG-TRIPCANCELLATIONREQUEST'),
  request: v.object({ ...ownIds, tripid: tripId, remarks }),
  response: moved,
});

const amendmentType = v.optional(
  v.pipe(v.string('amendmenttype must be a string'), v.trim(), v.toLowerCase(), v.regex(/^[a-z][a-z0-9_-]{0,29}$/, 'amendmenttype must be a short word such as datechange')),
  'datechange',
);
const optionalDate = (field: string) => v.optional(isoDate(field));

/** REQUEST_AMENDMENT of a booked trip; a datechange names the new dates. Answers the amendment id. */
export const tripAmendmentRequest = defineOperation({
  ...bare('TG-TRIPAMENDMENDREQUEST'),
  request: v.object({
    ...ownIds,
    tripid: tripId,
    amendmenttype: amendmentType,
    fromdate: optionalDate('fromdate'),
    todate: optionalDate('todate'),
    remarks,
    details: v.optional(v.record(v.string(), v.unknown(), 'details must be an object'), {}),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, tripid: v.string(), status: v.string(), amendmentid: v.string() }),
});

/**
 * The date change's approval. Without `decision` the traveller routes a date change for approval
 * (as TG-TRIPAMENDMENDREQUEST with amendmenttype datechange). With `decision` the approver (the
 * traveller's manager, else travel staff; never the traveller) decides the pending amendment:
 * approve applies the new dates (APPROVE_AMENDMENT), reject keeps the old (REJECT_AMENDMENT).
 */
export const tripAmendmentRequestApproval = defineOperation({
  ...bare('TG-TRIPAMENDMENDREQUESTAPPROVAL'),
  request: v.object({
    ...ownIds,
    tripid: tripId,
    amendmenttype: amendmentType,
    fromdate: optionalDate('fromdate'),
    todate: optionalDate('todate'),
    remarks,
    decision: v.optional(v.picklist(['approve', 'reject'], 'decision must be approve or reject')),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, tripid: v.string(), status: v.string(), amendmentid: v.string(), amendmentstatus: v.string() }),
});

/** PAY: a booking held for payment is paid. */
export const payTripPayment = defineOperation({ ...expense('paytrippayment'), request: v.object({ ...ownIds, tripid: tripId }), response: moved });

/** BOOK: items get transaction ids and the trip is ticketed (sme and business travellers first wait for payment). */
export const tripBooking = defineOperation({
  ...bare('TG-TRIPBOOKING'),
  request: v.object({ ...ownIds, tripid: tripId }),
  response: moved,
});

export const tripLifecycleActionOperations = {
  reopenTrip,
  updateRescheduleDateInfo,
  tripCancellationRequest,
  tripAmendmentRequest,
  tripAmendmentRequestApproval,
  payTripPayment,
  tripBooking,
};

export const tripActionOperations = {
  ...tripLifecycleActionOperations,
  ...tripRescheduleOperations,
  ...tripInfoOperations,
  ...tripDocumentOperations,
};
