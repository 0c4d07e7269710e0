/* Flight bookings (issue 6, area booking-server); re-exported by schema.ts. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { corporates, profiles } from './schema-core';
import type { PolicyFacts } from '../../src/domain/policy-facts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * paymentpending: claimed, not paid yet (card at the gateway, or a wallet short of money);
 * expired: left unpaid past the hold time, its seats released; pending: paid, the airline is
 * issuing the tickets; ticketed: PNRs and ticket numbers issued; canxprocessing: the airline is
 * cancelling it; cancelled / refunded: cancelled, with nothing or something paid back;
 * rescheduled: replaced by a booking on new dates (which names this one as its reftxid).
 */
export type FlightBookingStatus =
  | 'paymentpending'
  | 'expired'
  | 'pending'
  | 'ticketed'
  | 'canxprocessing'
  | 'cancelled'
  | 'refunded'
  | 'rescheduled';
/**
 * One traveller of a booking: booked; canxprocessing while the airline cancels their seat;
 * cancelled (nothing paid back) or refunded; rescheduled with their booking. A booking with some travellers cancelled stays
 * pending or ticketed for the others.
 */
export type FlightTravellerStatus = 'booked' | 'canxprocessing' | 'cancelled' | 'refunded' | 'rescheduled';
/** 'company': billed to the company, booked with a trip or on the company account (no money moves). */
export type FlightPaymentModeColumn = 'cashcard' | 'creditcard' | 'company';

/** One extra as priced at booking (priceExtras' line, paise as a number). */
export interface StoredExtraLine {
  paxindex: number;
  selectedindex: number;
  tripnumber: 1 | 2;
  segmentindex: number;
  ssrtype: 'meal' | 'baggage' | 'seat';
  code: string;
  name: string;
  amountPaise: number;
}

/** txid = 'FL' + this number; cast to text in the query (never an int8 in the app: pg answers int8 as a string, PGlite as a number). */
export const flightTxidSequence = pgSequence('flight_txid_seq', { startWith: 700001 });

/**
 * One booking of the fares chosen from one search. `clientRef` is unique per booker: a retried or
 * doubled submit finds this row instead of booking (and paying) again. `offers` is the snapshot of
 * the re-priced offers, each with only the chosen fare: the e-ticket is built from it, never from
 * the search (searches are dropped after a week). Amounts are int4 paise.
 */
export const flightBookings = pgTable(
  'flight_bookings',
  {
    txid: text('txid').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** The booker (the caller of TG-FLIGHTBOOKING; travel staff when booking for a colleague). */
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    /** The first traveller's profile when they have one in the company, else the booker. */
    travellerProfileId: text('traveller_profile_id')
      .notNull()
      .references(() => profiles.id),
    clientRef: text('client_ref').notNull(),
    /** '' until paid. */
    tgBookingRef: text('tg_booking_ref').notNull().default(''),
    responseId: text('response_id').notNull(),
    domInt: text('domint').$type<'domestic' | 'international'>().notNull(),
    tripType: text('trip_type').$type<'oneway' | 'roundtrip' | 'multicity'>().notNull(),
    offers: jsonb('offers').$type<FlightOffer[]>().notNull(),
    extras: jsonb('extras').$type<StoredExtraLine[]>().notNull(),
    farePaise: integer('fare_paise').notNull(),
    extrasPaise: integer('extras_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    /** fare + extras − discount: what was charged. */
    totalPaise: integer('total_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    promoCode: text('promo_code').notNull().default(''),
    inPolicy: boolean('in_policy').notNull(),
    policyViolationReason: text('policy_violation_reason').notNull().default(''),
    policyReason: text('policy_reason').notNull().default(''),
    /** What the policy simulator judges (src/domain/policy-facts.ts); null for bookings made before it. */
    policyFacts: jsonb('policy_facts').$type<PolicyFacts>(),
    paymentMode: text('payment_mode').$type<FlightPaymentModeColumn>().notNull(),
    status: text('status').$type<FlightBookingStatus>().notNull(),
    paymentId: text('payment_id').notNull().default(''),
    walletAccountId: text('wallet_account_id').notNull().default(''),
    tripId: text('trip_id').notNull().default(''),
    approvalId: text('approval_id').notNull().default(''),
    /** A reschedule: the booking this one replaces once paid (that one becomes 'rescheduled'); '' otherwise. */
    refTxid: text('ref_txid').notNull().default(''),
    /** A reschedule: the change fee the replaced booking keeps (int4 paise; 0 otherwise). */
    changeFeePaise: integer('change_fee_paise').notNull().default(0),
    contactEmail: text('contact_email').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    bookedOn: ts('booked_on').notNull(),
    paidAt: ts('paid_at'),
    /** When the airline issues the tickets; null while unpaid, and for good on a route whose tickets never issue. */
    ticketingDueAt: ts('ticketing_due_at'),
    ticketedAt: ts('ticketed_at'),
    /** When the airline finishes cancelling the whole booking ('canxprocessing' until then). */
    cancellationDueAt: ts('cancellation_due_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('flight_bookings_client_ref_key').on(t.corporateId, t.profileId, t.clientRef),
    index('flight_bookings_profile_idx').on(t.corporateId, t.profileId, t.bookedOn),
    index('flight_bookings_corporate_booked_idx').on(t.corporateId, t.bookedOn),
    index('flight_bookings_ticketing_idx').on(t.status, t.ticketingDueAt),
    index('flight_bookings_cancellation_idx').on(t.status, t.cancellationDueAt),
  ],
);

/** The travellers of a booking, in the search's order (adults, children, infants); paxSno from 1. */
export const flightBookingTravellers = pgTable(
  'flight_booking_travellers',
  {
    txid: text('txid')
      .notNull()
      .references(() => flightBookings.txid, { onDelete: 'cascade' }),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    paxSno: integer('pax_sno').notNull(),
    paxType: text('pax_type').$type<'ADT' | 'CHD' | 'INF'>().notNull(),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    /** '' allowed for domestic adults. */
    dob: text('dob').notNull().default(''),
    profileId: text('profile_id').notNull().default(''),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    passportNumber: text('passport_number').notNull().default(''),
    passportExpiry: text('passport_expiry').notNull().default(''),
    nationality: text('nationality').notNull().default(''),
    status: text('status').$type<FlightTravellerStatus>().notNull().default('booked'),
    /** Set when cancelled: the fare-rule penalty kept and the money paid back (int4 paise). */
    penaltyPaise: integer('penalty_paise').notNull().default(0),
    refundPaise: integer('refund_paise').notNull().default(0),
    cancelRemarks: text('cancel_remarks').notNull().default(''),
    cancelledAt: ts('cancelled_at'),
    /** When the airline finishes cancelling this traveller ('canxprocessing' until then). */
    cancellationDueAt: ts('cancellation_due_at'),
  },
  (t) => [
    primaryKey({ columns: [t.txid, t.paxSno] }),
    index('flight_booking_travellers_cancellation_idx').on(t.status, t.cancellationDueAt),
  ],
);

/**
 * Seats held by bookings, one row per seat per flown segment: the primary key makes a seat one
 * traveller's, even when two bookings race for it. `flightId` is the segment's flightIdOf
 * ('AI.401.2026-03-20T06:00', server/suppliers/airline/extras.ts), the same whatever the fare.
 */
export const flightSeatHolds = pgTable(
  'flight_seat_holds',
  {
    flightId: text('flight_id').notNull(),
    seatNo: text('seat_no').notNull(),
    txid: text('txid')
      .notNull()
      .references(() => flightBookings.txid, { onDelete: 'cascade' }),
    paxSno: integer('pax_sno').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flightId, t.seatNo] }), index('flight_seat_holds_txid_idx').on(t.txid)],
);
