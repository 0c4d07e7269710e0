/* Insurance bookings (issue 5, area insurance-booking); re-exported by schema.ts. */
import {
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** expired: left unpaid past the hold time (docs/booking-lifecycle.md). */
export type InsuranceBookingStatus = 'paymentpending' | 'expired' | 'confirmed' | 'cancelled';
/** 'company': billed to the company, issued with a booked trip or on the company account (no money moves). */
export type InsurancePaymentModeColumn = 'cashcard' | 'creditcard' | 'company';

/** txid = 'INS' + this number; cast to text in the query, never an int8 in the app (docs/architecture.md#tooling-notes). */
export const insuranceTxidSequence = pgSequence('insurance_txid_seq', { startWith: 500001 });

/**
 * One policy booking. `clientRef` (made once per review-page visit) is unique per booker: a
 * retried or doubled submit finds this row instead of booking again. Amounts are integer paise
 * (int4, like trips: far above any premium), the plan/category/dates a snapshot of the re-price.
 */
export const insuranceBookings = pgTable(
  'insurance_bookings',
  {
    txid: text('txid').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** The booker (the caller of `booking`). */
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    travellerProfileId: text('traveller_profile_id')
      .notNull()
      .references(() => profiles.id),
    clientRef: text('client_ref').notNull(),
    /** '' until the policy is issued (wallet: at once; card: on capture). */
    tgBookingRef: text('tg_booking_ref').notNull().default(''),
    policyNumber: text('policy_number').notNull().default(''),
    planCode: text('plan_code').notNull(),
    planName: text('plan_name').notNull(),
    categoryId: text('category_id').notNull(),
    categoryCode: text('category_code').notNull(),
    categoryDescription: text('category_description').notNull(),
    domInt: text('domint').$type<'domestic' | 'international'>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    dayLimit: integer('day_limit').notNull(),
    premiumPaise: integer('premium_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    paymentMode: text('payment_mode').$type<InsurancePaymentModeColumn>().notNull(),
    status: text('status').$type<InsuranceBookingStatus>().notNull(),
    /** Card payments: the gateway's id of the latest attempt. */
    paymentId: text('payment_id').notNull().default(''),
    /** Wallet payments: the wallet debited, which a cancellation credits back. */
    walletAccountId: text('wallet_account_id').notNull().default(''),
    tripId: text('trip_id').notNull().default(''),
    approvalId: text('approval_id').notNull().default(''),
    contactEmail: text('contact_email').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    bookedOn: ts('booked_on').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('insurance_bookings_client_ref_key').on(t.corporateId, t.profileId, t.clientRef),
    index('insurance_bookings_profile_idx').on(t.corporateId, t.profileId, t.bookedOn),
  ],
);

export const insurancePassengers = pgTable(
  'insurance_passengers',
  {
    txid: text('txid')
      .notNull()
      .references(() => insuranceBookings.txid, { onDelete: 'cascade' }),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    paxSno: integer('pax_sno').notNull(),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    age: integer('age').notNull(),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    premiumPaise: integer('premium_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    status: text('status').$type<'confirmed' | 'cancelled'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.txid, t.paxSno] })],
);

/** One row per cancelled traveller: what went back, and where (wallet credit or card refund). */
export const insuranceRefunds = pgTable(
  'insurance_refunds',
  {
    id: serial('id').primaryKey(),
    txid: text('txid')
      .notNull()
      .references(() => insuranceBookings.txid, { onDelete: 'cascade' }),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    paxSno: integer('pax_sno').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    mode: text('mode').$type<'wallet' | 'card'>().notNull(),
    remarks: text('remarks').notNull().default(''),
    refundedOn: ts('refunded_on').notNull(),
  },
  (t) => [uniqueIndex('insurance_refunds_pax_key').on(t.txid, t.paxSno)],
);
