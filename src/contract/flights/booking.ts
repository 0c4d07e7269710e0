import * as v from 'valibot';
import { ApiStatusSchema, StatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { FlightOfferSchema, TRIP_TYPES } from '../../domain/flight-offer';
import { flightEticket } from './invoice';
import { ValidateSearchRequestSchema } from './policy';
import { FlightBookingRequestSchema } from './booking-request';

export { FLIGHT_GENDERS, FLIGHT_TITLES, flightTravellerProblem } from '../../domain/flight-booking-rules';
export * from './booking-request';

/*
 * Flight booking (docs/features/flights-booking.md; docs/product.md#records, docs/operations.md, docs/product.md#error-messages): REPRICE (ours),
 * TG-FLIGHTBOOKING, TG-FLIGHTBOOKINGAPPROVAL, ADDTOTRIP (ours). The request names the fares picked
 * from one of the caller's searches; the server re-prices everything (fares, extras, promo) and
 * refuses a total different from the one the user agreed to. Money: decimal strings, INR.
 */

export const RepricedFareSchema = v.object({
  flightkey: v.string(),
  farekey: v.string(),
  /** fares = [the chosen fare, re-priced]. */
  offer: FlightOfferSchema,
  inpolicy: v.boolean(),
  policyviolationreason: v.string(),
  blocked: v.boolean(),
  blockedreason: v.string(),
});
export type RepricedFare = v.InferOutput<typeof RepricedFareSchema>;

export const RepriceResponseSchema = v.object({
  status: StatusSchema,
  message: v.string(),
  fares: v.array(RepricedFareSchema),
  /** Σ re-priced fares (fares only), and Σ as the search showed them. */
  totalfare: v.string(),
  searchedtotalfare: v.string(),
  farechanged: v.boolean(),
  inpolicy: v.boolean(),
  /** Out of policy and the company's policy wants an approval before booking. */
  approvalrequired: v.boolean(),
  /** Out of policy: the booking needs `policyreason`. */
  reasonrequired: v.boolean(),
  /** The reasons the traveller's policy offers to pick from (docs/features/policy.md); the traveller may also write their own. */
  policyreasons: v.array(v.string()),
  adults: v.number(),
  children: v.number(),
  infants: v.number(),
  domint: v.picklist(['domestic', 'international']),
  triptype: v.picklist(TRIP_TYPES),
});
export type RepriceResponse = v.InferOutput<typeof RepriceResponseSchema>;

/** Re-prices the chosen fares of one of the caller's searches and judges them against the policy. */
export const repriceFlights = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'REPRICE',
  request: ValidateSearchRequestSchema,
  response: RepriceResponseSchema,
  roles: 'any',
  mutates: false,
});

/**
 * profileid and tcprofileid: '' or the caller's own (the dispatcher refuses any other profileid,
 * 403). Booking for a colleague: travel staff send the colleague as `travellers[i].profileid`
 * (someone of their company; others get 403 'travellers[0].profileid: not yours').
 */
const bookingCall = {
  profileid: v.optional(v.string('profileid must be a string'), ''),
  /** The booking travel staff member (the caller) when travelling colleagues are named in travellers. */
  tcprofileid: v.optional(v.string('tcprofileid must be a string'), ''),
};

export const FlightBookingResponseSchema = v.object({
  /** '' on failure. */
  tgbookingref: v.string(),
  /** The e-ticket's id (/flights/eticket/{txid}); '' on failure. */
  txid: v.string(),
  errormessage: v.string(),
  status: v.picklist(['pending', 'ticketed', 'paymentpending', 'failed', 'expired', 'canxprocessing', 'cancelled', 'refunded', 'rescheduled']),
  /** The card gateway page when status is 'paymentpending'; '' otherwise. */
  paymenturl: v.string(),
});
export type FlightBookingResponse = v.InferOutput<typeof FlightBookingResponseSchema>;

/**
 * Books the fares. Same clientref or Idempotency-Key → the same booking. Wallet: debit and booking
 * in one transaction, status 'pending' until ticketed. Card: 'paymentpending' with paymenturl.
 */
export const bookFlight = defineOperation({
  opid: 'TG-FLIGHTBOOKING',
  actionKey: null,
  action: null,
  request: v.object({
    ...bookingCall,
    jsondata: v.pipe(
      FlightBookingRequestSchema,
      v.check((r) => r.clientref !== '', 'clientref is required'),
    ),
  }),
  response: v.object({ FlightBookingResponse: FlightBookingResponseSchema }),
  roles: 'any',
  mutates: true,
});

/** Asks the approver for an out-of-policy booking; the approved id is then sent as jsondata.approvalid. */
export const sendFlightForApproval = defineOperation({
  opid: 'TG-FLIGHTBOOKINGAPPROVAL',
  actionKey: null,
  action: null,
  request: v.object({ ...bookingCall, jsondata: FlightBookingRequestSchema }),
  response: v.object({
    ResponseStatus: v.object({
      status: StatusSchema,
      message: v.string(),
      responsedata: v.object({ approvalid: v.string() }),
    }),
  }),
  roles: 'any',
  mutates: true,
});

/** Puts the chosen fares on a trip (item type 'flight', amount = the server's price), to book later. */
export const addFlightToTrip = defineOperation({
  opid: 'TGFS',
  actionKey: 'actioncode',
  action: 'ADDTOTRIP',
  request: v.object({
    jsondata: v.pipe(
      FlightBookingRequestSchema,
      v.check((r) => r.tripid !== '', 'tripid is required'),
    ),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, itemid: v.optional(v.string()) }),
  roles: 'any',
  mutates: true,
});

/**
 * The booking request a flight approval was asked with (docs/operations.md "TG-GETFLIGHTBOOKINGREQUEST…
 * FROMAPPROVALID", id and type), so 'Continue booking' comes back to the same travellers, add-ons,
 * GST, trip details and reason. Only the requester reads it; anyone else (or an unknown id) gets NOK
 * and null, like an unknown id.
 */
export const flightBookingRequestFromApproval = defineOperation({
  opid: 'TG-GETFLIGHTBOOKINGREQUESTFROMAPPROVALID',
  actionKey: null,
  action: null,
  request: v.object({
    id: v.pipe(v.string('id is required'), v.trim(), v.nonEmpty('id is required'), v.maxLength(64, 'id is too long')),
    type: v.optional(v.picklist(['flight', 'hotel'], 'type must be flight or hotel'), 'flight'),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, jsondata: v.nullable(FlightBookingRequestSchema) }),
  roles: 'any',
  mutates: false,
});

/** flightEticket (TG-GENERIC act eticket) is defined with FlightInvoice in ../flight-invoice.ts; served here. */
export const flightBookingOperations = {
  repriceFlights,
  bookFlight,
  sendFlightForApproval,
  addFlightToTrip,
  flightEticket,
  flightBookingRequestFromApproval,
} as const;
