/* The hotels feature's tables (docs/features/hotels.md); re-exported by schema.ts. */
import {
  boolean,
  date,
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
import type { HotelSearchQuery } from '../../src/contract/hotels/search-shapes';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One hotel search, read back by its searchid (gethotelsearch). Only the query is kept: the
 * supplier answers the same hotels and rates for the same query priced on the same day
 * (docs/sandbox-hotels.md), so a 2,000-hotel search costs a row, not megabytes. `pricedOn` is that
 * day (India's calendar day when searched).
 */
export const hotelSearches = pgTable(
  'hotel_searches',
  {
    searchId: text('search_id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    query: jsonb('query').$type<HotelSearchQuery>().notNull(),
    pricedOn: date('priced_on', { mode: 'string' }).notNull(),
    searchedAt: ts('searched_at').notNull(),
  },
  (t) => [index('hotel_searches_owner_idx').on(t.corporateId, t.profileId, t.searchedAt)],
);

/** paymentpending → booked (paid) → confirmed (the hotel's number) → cancellationrequested → cancelled; expired unpaid. */
export type HotelBookingStatusColumn =
  | 'paymentpending'
  | 'booked'
  | 'confirmed'
  | 'cancellationrequested'
  | 'cancelled'
  | 'expired';
/** 'company': billed to the company account (no money moves). */
export type HotelPaymentModeColumn = 'cashcard' | 'creditcard' | 'company';

/** One night of a stay as charged: each room's value, GST percent and tax, paise as decimal text (jsonb has no bigint). */
export interface HotelNightChargeColumn {
  night: string;
  rooms: { base: string; gstpercent: number; tax: string }[];
}

/** txid = 'HTL' + this number; cast to text in the query (docs/architecture.md#tooling-notes). */
export const hotelTxidSequence = pgSequence('hotel_txid_seq', { startWith: 700001 });

/**
 * One hotel booking (docs/features/hotels.md "Bookings"). `clientRef` is unique per booker, so a
 * retried or doubled submit finds this row instead of booking again. The hotel and stay are a
 * snapshot of the rechecked rate (`rateKey`, the key the booker accepted); amounts are integer
 * paise (int4), GST per room per night in `nightCharges`.
 */
export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    txid: text('txid').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** The booker. */
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    /** The lead guest's profile when they are a colleague, else the booker. */
    travellerProfileId: text('traveller_profile_id')
      .notNull()
      .references(() => profiles.id),
    clientRef: text('client_ref').notNull(),
    hotelCode: text('hotel_code').notNull(),
    hotelName: text('hotel_name').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    address: text('address').notNull(),
    stars: integer('stars').notNull(),
    checkInTime: text('checkin_time').notNull(),
    checkOutTime: text('checkout_time').notNull(),
    checkIn: date('checkin', { mode: 'string' }).notNull(),
    checkOut: date('checkout', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    /** Each room's occupancy, as the rate key has it. */
    rooms: jsonb('rooms').$type<{ adults: number; childages: number[] }[]>().notNull(),
    roomType: text('room_type').notNull(),
    roomName: text('room_name').notNull(),
    board: text('board').notNull(),
    boardName: text('board_name').notNull(),
    refundable: boolean('refundable').notNull(),
    rateKey: text('rate_key').notNull(),
    basePaise: integer('base_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    nightCharges: jsonb('night_charges').$type<HotelNightChargeColumn[]>().notNull(),
    status: text('status').$type<HotelBookingStatusColumn>().notNull(),
    paymentMode: text('payment_mode').$type<HotelPaymentModeColumn>().notNull(),
    /** Card payments: the gateway's id of the latest attempt. */
    paymentId: text('payment_id').notNull().default(''),
    /** Wallet payments: the wallet debited, which a cancellation credits back. */
    walletAccountId: text('wallet_account_id').notNull().default(''),
    paidAt: ts('paid_at'),
    /** The hotel confirms at this time (the supplier's ticket step); its number is given then. */
    confirmationDueAt: ts('confirmation_due_at'),
    confirmationNumber: text('confirmation_number').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelRequestedAt: ts('cancel_requested_at'),
    cancelDueAt: ts('cancel_due_at'),
    penaltyPercent: integer('penalty_percent').notNull().default(0),
    penaltyPaise: integer('penalty_paise').notNull().default(0),
    refundPaise: integer('refund_paise').notNull().default(0),
    refundMode: text('refund_mode').$type<'wallet' | 'card' | 'none'>().notNull().default('none'),
    /** '' for none, as every product's BookingRecord. */
    tripId: text('trip_id').notNull().default(''),
    approvalId: text('approval_id').notNull().default(''),
    /** A date change (docs/features/hotels-change.md): the booking this one replaces, and the one that replaced it; '' for none. */
    replacesTxid: text('replaces_txid').notNull().default(''),
    replacedByTxid: text('replaced_by_txid').notNull().default(''),
    /** The hotel policy's verdict on the rate booked (docs/features/hotels.md "Approval and trips"); trip items are judged by the trip's approval. */
    inPolicy: boolean('in_policy').notNull().default(true),
    policyReasons: jsonb('policy_reasons').$type<string[]>().notNull().default([]),
    /** The booker's reason for a stay out of policy; '' when in policy. */
    policyReason: text('policy_reason').notNull().default(''),
    /** The company's GST registration for the invoice; all '' when none was given. */
    gstDetails: jsonb('gst_details').$type<{ gstin: string; companyname: string; address: string }>().notNull(),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull(),
    bookedOn: ts('booked_on').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('hotel_bookings_client_ref_key').on(t.corporateId, t.profileId, t.clientRef),
    index('hotel_bookings_profile_idx').on(t.corporateId, t.profileId, t.bookedOn),
    index('hotel_bookings_status_idx').on(t.status, t.bookedOn),
  ],
);

/** The guests of a booking, lead guest first (guestSno 1); names from the profile when `profileId` is set. */
export const hotelBookingGuests = pgTable(
  'hotel_booking_guests',
  {
    txid: text('txid')
      .notNull()
      .references(() => hotelBookings.txid, { onDelete: 'cascade' }),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    guestSno: integer('guest_sno').notNull(),
    profileId: text('profile_id').notNull().default(''),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.txid, t.guestSno] })],
);
