import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';

/*
 * Flight cancellation: a quote, then the request. Whole booking or some travellers; each
 * cancelled traveller's paid share (their fare on every sector + their extras − their part of a
 * promo discount) comes back less the fare rules' penalty per sector at this moment, never below
 * 0. Money: decimal strings, 2 places, INR.
 *
 * Quote      → { opid: 'TG-FLIGHTCANCELLATIONQUOTE', jsondata: { reftxid: 'FL700001', paxsno: [1, 2] } }
 *            ← { ResponseStatus: { status: 'OK', message: '' }, quote: { txid, refundto, travellers: [
 *                { paxsno: 1, name: 'Mr Rahul Verma', paid: '5123.00', penalty: '3000.00', refund: '2123.00',
 *                  sectors: [{ tripnumber: 1, origin: 'BLR', destination: 'DEL', departure: '2026-03-20T06:00',
 *                              farelabel: 'sme', window: '72 to 4 hours before departure', penalty: '3000.00' }] } ],
 *                totalpenalty: '3000.00', totalrefund: '2123.00' } }
 *              NOK (quote null) with the reason the travellers cannot be cancelled.
 * Request    → { opid: 'TG-FLIGHTCANCELLATIONREQUEST',
 *                jsondata: { reftxid: 'FL700001', paxsno: [1, 2], remarks: 'Meeting moved' } }
 *            ← { ResponseStatus: { status: 'OK', message: 'Travellers 1, 2 are cancelled. INR 2123.00 will be
 *                refunded to your wallet.' }, refundamount: '2123.00' }
 *              NOK (no refundamount) with the reason, e.g. 'This booking is already cancelled'.
 * The booking is 'canxprocessing' once every traveller is cancelled, then 'refunded' (something
 * came back) or 'cancelled'; the e-ticket (TG-GENERIC eticket) shows each traveller's status.
 */

const Money = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));

const reftxid = v.pipe(
  v.string('reftxid is required'),
  v.trim(),
  v.nonEmpty('reftxid is required'),
  v.maxLength(64, 'reftxid is too long'),
);

const PAXSNO_MESSAGE = 'paxsno must be a list of traveller numbers like [1, 2]';
/** Traveller serial numbers (1 = the first traveller); duplicates are dropped. An empty list is answered NOK. */
const paxsno = v.pipe(
  v.optional(v.array(v.pipe(v.number(PAXSNO_MESSAGE), v.integer(PAXSNO_MESSAGE), v.minValue(1, PAXSNO_MESSAGE), v.maxValue(99, PAXSNO_MESSAGE)), PAXSNO_MESSAGE), []),
  v.maxLength(99, PAXSNO_MESSAGE),
  v.transform((list) => [...new Set(list)]),
);

/**
 * Where the refund goes: the wallet or card that paid; nothing is paid out for a booking billed to
 * the company, 'trip' when it was booked with its trip, 'company' on the company account.
 */
export const REFUND_DESTINATIONS = ['wallet', 'card', 'trip', 'company'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const SectorPenaltySchema = v.object({
  tripnumber: v.number(),
  origin: v.string(),
  destination: v.string(),
  /** The sector's first departure, local time at the origin, 'YYYY-MM-DDTHH:mm'. */
  departure: v.string(),
  farelabel: v.string(),
  /** The fare rules' window this moment falls in, as GETFARERULES words it. */
  window: v.string(),
  penalty: Money,
});

export const TravellerQuoteSchema = v.object({
  paxsno: v.number(),
  name: v.string(),
  /** fare + extras − their part of any promo discount. */
  paid: Money,
  penalty: Money,
  /** max(0, paid − penalty); '0.00' when the booking is billed to a trip. */
  refund: Money,
  sectors: v.array(SectorPenaltySchema),
});
export type TravellerQuote = v.InferOutput<typeof TravellerQuoteSchema>;

export const CancellationQuoteSchema = v.object({
  txid: v.string(),
  refundto: v.picklist(REFUND_DESTINATIONS),
  travellers: v.array(TravellerQuoteSchema),
  totalpenalty: Money,
  totalrefund: Money,
});
export type CancellationQuote = v.InferOutput<typeof CancellationQuoteSchema>;

export const FlightCancelQuoteRequestSchema = v.object({ reftxid, paxsno });

/** What cancelling these travellers now would keep and pay back; changes nothing. */
export const flightCancellationQuote = defineOperation({
  opid: 'TG-FLIGHTCANCELLATIONQUOTE',
  actionKey: null,
  action: null,
  roles: 'any',
  mutates: false,
  request: v.object({ jsondata: FlightCancelQuoteRequestSchema }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, quote: v.nullable(CancellationQuoteSchema) }),
});

/** profileid / corporateid: '' or the caller's own (403 otherwise). */
export const FlightCancelRequestSchema = v.object({
  corporateid: v.optional(v.string('corporateid must be a string'), ''),
  profileid: v.optional(v.string('profileid must be a string'), ''),
  reftxid,
  paxsno,
  remarks: v.optional(
    v.pipe(v.string('remarks must be a string'), v.trim(), v.maxLength(1000, 'remarks is too long')),
    '',
  ),
});

/** Cancels the travellers and refunds them, once; the airline then finishes the cancellation. */
export const flightCancellationRequest = defineOperation({
  opid: 'TG-FLIGHTCANCELLATIONREQUEST',
  actionKey: null,
  action: null,
  roles: 'any',
  mutates: true,
  request: v.object({ jsondata: FlightCancelRequestSchema }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, refundamount: v.optional(Money) }),
});

export const flightCancelOperations = { flightCancellationQuote, flightCancellationRequest } as const;
