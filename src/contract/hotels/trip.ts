import * as v from 'valibot';
import { ApiStatusSchema, ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { BookHotelRequestSchema } from './booking-request';

/*
 * A hotel stay sent for approval or put on a trip instead of being paid now (docs/features/hotels.md
 * "Approval and trips"). Both take the booking request the book page would send to `bookhotel`;
 * the server rechecks the rate and judges it against the policy itself. TG-HOTEL, our names.
 */

const hotel = (action: string) => ({ opid: 'TG-HOTEL', actionKey: 'action', action, roles: 'any', mutates: true }) as const;
const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

/**
 * 'Send for approval': a booking approval (service 'hotel') holding the whole request; once
 * approved the booker resumes at the book page with `&approvalid=BA…` and books it.
 */
export const sendHotelForApproval = defineOperation({
  ...hotel('sendhotelforapproval'),
  request: v.object({ ...ownIds, jsondata: BookHotelRequestSchema }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, responsedata: v.object({ approvalid: v.string() }) }),
});

/**
 * 'Add to trip': the stay goes on the request's trip as a 'hotel' item (amount = the rechecked
 * total) and is booked, billed to the company, when the trip is booked; the trip's approval covers it.
 */
export const addHotelToTrip = defineOperation({
  ...hotel('addhoteltotrip'),
  request: v.object({
    ...ownIds,
    jsondata: v.pipe(
      BookHotelRequestSchema,
      v.check((r) => r.tripid !== '', 'tripid is required'),
    ),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, itemid: v.string() }),
});

export const hotelTripOperations = { sendHotelForApproval, addHotelToTrip };
