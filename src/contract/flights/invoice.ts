import * as v from 'valibot';
import { normalizeList } from '../../api/normalize-list';
import { defineOperation } from '../operation';

/*
 * FlightInvoice, the flight e-ticket record (docs/product.md#records "Flight ticket"), read by TG-GENERIC
 * act eticket (docs/product.md#list-responses). docs/product.md#list-responses: a single item may arrive as a lone object instead of a list, and
 * an empty list as ''; every list field here accepts all three and always hands out a list, so a
 * one-passenger ticket is never read as "no passengers". Ids and numbers may come as numbers or
 * numeric strings; amounts as decimal strings (2 places, the project's wire money) or numbers.
 */

/** A list field: a list, a lone object or '' (absent or null too) → always a list. */
export function listOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.optional(v.nullable(v.union([v.literal(''), v.array(item), item])), ''),
    v.transform((value) => normalizeList<v.InferOutput<TItem>>(value)),
  );
}

/** Text that a supplier may send as a number (paxid 1, flight_number 6012); missing → ''. */
const Text = v.optional(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((x) => String(x)),
  ),
  '',
);

const AMOUNT_MESSAGE = 'amount must be a decimal with at most 2 places';
/** Money as a decimal string, canonical "1234.50"; numbers are accepted when they hold whole paise. */
const Amount = v.pipe(
  v.union(
    [
      v.pipe(v.string(AMOUNT_MESSAGE), v.trim(), v.regex(/^-?\d+(\.\d{1,2})?$/, AMOUNT_MESSAGE)),
      v.pipe(
        v.number(AMOUNT_MESSAGE),
        v.check((n) => Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, AMOUNT_MESSAGE),
        v.transform((n) => n.toFixed(2)),
      ),
    ],
    AMOUNT_MESSAGE,
  ),
  v.transform((s) => {
    const [whole = '0', fraction = ''] = s.split('.');
    return `${whole}.${fraction.padEnd(2, '0')}`;
  }),
);

/** An integer sent as a number or numeric string (fare_componentid 37, trip_number '2'). */
const Int = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/))], 'must be an integer'),
  v.transform((x) => Number(x)),
  v.integer(),
);

/** 1 onward, 2 return. */
const TripNumber = v.pipe(Int, v.picklist([1, 2], 'trip number must be 1 or 2'));

export const PassengerRecordSchema = v.object({
  title: Text,
  first_name: Text,
  last_name: Text,
  trip_number: TripNumber,
  paxid: Text,
  /** The booking's status, or this traveller's own once cancelled (canxprocessing, cancelled, refunded). */
  status: Text,
  email: Text,
});

export const FlightTicketSchema = v.object({
  trip_number: TripNumber,
  paxid: Text,
  ticket_number: Text,
  airline_pnr: Text,
});

/** ssrtype is seat, meal or baggage in the spec; other kinds are kept, not refused. */
export const PassengerSsrRecordSchema = v.object({
  jtype: Text,
  ssrtype: Text,
  paxid: Text,
  ssrname: Text,
  ssrvalue: Text,
});

export const PassengerFareSchema = v.object({
  paxtype: Text,
  /** 37 CGST, 38 SGST, 39 IGST, 40 K3, 41 YR (src/domain/flight-codes.ts); others: base fare and other taxes. */
  fare_componentid: Int,
  amount: Amount,
});

export const FlightRecordSchema = v.object({
  /** 'pending' in any case while the ticket is being issued (docs/product.md#flight-e-ticket). */
  booking_status: Text,
  cabinclass: Text,
  basefare: Amount,
  /** The total tax, GST components, K3 and YR included. */
  tax: Amount,
  total_amount: Amount,
  /** Paid back for cancelled travellers so far (TG-FLIGHTCANCELLATIONREQUEST); '0.00' when none. */
  refund_amount: v.optional(Amount, '0.00'),
  /** A reschedule: the booking this one replaced; '' otherwise. */
  reftxid: v.optional(Text, ''),
  /** A 'rescheduled' booking: the paid booking that replaced it; '' otherwise. */
  rescheduledto: v.optional(Text, ''),
});

export const SectorRecordSchema = v.object({
  txid: Text,
  tripnumber: TripNumber,
  /** "code-name", e.g. "6E-IndiGo" (splitCarrier in src/domain/flight-codes.ts). */
  carrier: Text,
  flight_number: Text,
  operatedby: Text,
  origin: Text,
  origin_fullname: Text,
  destination: Text,
  destination_fullname: Text,
  jdate: Text,
  arrdate: Text,
  departure_time: Text,
  arrival_time: Text,
  dep_terminal: Text,
  arr_terminal: Text,
  journey_duration: Text,
});

export const FlightInvoiceSchema = v.object({
  passengerRecords: listOf(PassengerRecordSchema),
  flightTickets: listOf(FlightTicketSchema),
  passengerssrrecords: listOf(PassengerSsrRecordSchema),
  passengerFareCollection: listOf(PassengerFareSchema),
  // One record per ticket; a supplier wrapping it in a list of one is read the same.
  flightRecord: v.union([
    FlightRecordSchema,
    v.pipe(
      v.tuple([FlightRecordSchema]),
      v.transform(([only]) => only),
    ),
  ]),
  sectorRecords: listOf(SectorRecordSchema),
});

export type FlightInvoice = v.InferOutput<typeof FlightInvoiceSchema>;
export type FlightInvoiceWire = v.InferInput<typeof FlightInvoiceSchema>;
export type PassengerRecord = v.InferOutput<typeof PassengerRecordSchema>;
export type FlightTicket = v.InferOutput<typeof FlightTicketSchema>;
export type PassengerSsrRecord = v.InferOutput<typeof PassengerSsrRecordSchema>;
export type PassengerFare = v.InferOutput<typeof PassengerFareSchema>;
export type FlightRecord = v.InferOutput<typeof FlightRecordSchema>;
export type SectorRecord = v.InferOutput<typeof SectorRecordSchema>;

/**
 * docs/product.md#flight-e-ticket: no FlightInvoice (sent as '' or missing) means no ticket was found. null too: the
 * server checks its answer with this schema and sends the checked output, where '' became null.
 */
export const FlightInvoiceResponseSchema = v.object({
  FlightInvoice: v.optional(
    v.union([
      v.null(),
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      FlightInvoiceSchema,
    ]),
    '',
  ),
});

/** TG-GENERIC act eticket {txid} → FlightInvoice (docs/operations.md "Other operations"). */
export const flightEticket = defineOperation({
  opid: 'TG-GENERIC',
  actionKey: 'act',
  action: 'eticket',
  request: v.object({
    txid: v.pipe(
      v.string('txid is required'),
      v.trim(),
      v.nonEmpty('txid is required'),
      v.maxLength(64, 'txid is too long'),
    ),
  }),
  response: FlightInvoiceResponseSchema,
  roles: 'any',
  mutates: false,
});
