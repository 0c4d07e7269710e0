import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { BookHotelRequestSchema, HOTEL_PAYMENT_MODES } from './booking-request';

/*
 * TG-HOTEL gethotelapprovalrequest (our name; docs/features/hotels.md "Approval and trips"): the
 * request a stay was sent for approval with, so the book page resumed with `&approvalid=BA…` comes
 * back to the same guests, GST details, custom fields, reason and payment mode. The request stays
 * as the approval keeps it (billed to the company); `paymentmode` is the mode the traveller picked
 * when sending it, '' for a request kept without one (sent before the mode was kept). Only its
 * requester reads it; an unknown id, another user's or company's, or an approval of another
 * service answer 404 alike.
 */

export const getHotelApprovalRequest = defineOperation({
  opid: 'TG-HOTEL',
  actionKey: 'action',
  action: 'gethotelapprovalrequest',
  request: v.object({
    approvalid: v.pipe(v.string('approvalid is required'), v.trim(), v.nonEmpty('approvalid is required'), v.maxLength(40, 'approvalid is too long')),
  }),
  response: v.object({
    ResponseStatus: ResponseStatusSchema,
    jsondata: BookHotelRequestSchema,
    // Optional: a server from before it answers without, and the page then leaves the mode to the chooser.
    paymentmode: v.optional(v.picklist([...HOTEL_PAYMENT_MODES, ''], 'paymentmode must be a payment mode or empty'), ''),
  }),
  roles: 'any',
  mutates: false,
});
