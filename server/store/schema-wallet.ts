/* Tables of the payments area (issue 5); re-exported by schema.ts so one migration set covers them. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentModesConfig } from '../../src/contract/wallet/operations';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/*
 * Money in paise as int8, read as a JS bigint: drizzle maps the driver's value with BigInt(), which
 * accepts both pg's string and PGlite's number, so the two drivers agree.
 */
const paise = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A prepaid wallet: a company's shared wallet (profileId null) or one person's own (a
 * businesstraveller). The CHECK is the last line of defence; debits are conditional updates.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    profileId: text('profile_id').references(() => profiles.id),
    currency: text('currency').notNull(),
    balancePaise: paise('balance_paise').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check('wallet_accounts_balance_not_negative', sql`${t.balancePaise} >= 0`),
    uniqueIndex('wallet_accounts_corporate_key')
      .on(t.corporateId)
      .where(sql`${t.profileId} is null`),
    uniqueIndex('wallet_accounts_profile_key').on(t.profileId),
  ],
);

/** One posting: amount signed (debits negative), with the balance right after it. Append-only. */
export const walletLedgerEntries = pgTable(
  'wallet_ledger_entries',
  {
    /** Also the posting order (ties in created_at are common inside one transaction). */
    id: serial('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    amountPaise: paise('amount_paise').notNull(),
    balanceAfterPaise: paise('balance_after_paise').notNull(),
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    /** Who caused the posting ('' for the seed's opening balance). */
    byProfileId: text('by_profile_id').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('wallet_ledger_account_idx').on(t.accountId, t.id)],
);

export type CardPaymentStatus = 'created' | 'succeeded' | 'failed';

/** A payment through the sandbox card gateway; decided once (created → succeeded | failed). */
export const cardPayments = pgTable(
  'card_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    /** Which capture handler settles it ('insurance', 'flight'). */
    purpose: text('purpose').notNull(),
    /** The booking it pays for; one reference is captured at most once (unique index below). */
    reference: text('reference').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<CardPaymentStatus>().notNull(),
    successUrl: text('success_url').notNull(),
    failureUrl: text('failure_url').notNull(),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    check('card_payments_amount_positive', sql`${t.amountPaise} > 0`),
    index('card_payments_reference_idx').on(t.purpose, t.reference),
    uniqueIndex('card_payments_captured_key')
      .on(t.purpose, t.reference)
      .where(sql`${t.status} = 'succeeded'`),
  ],
);

/**
 * Money sent back to the card that paid (the sandbox gateway's refund stand-in: accepted at once).
 * Append-only; server/booking/refund.ts keeps the refunds of a payment within what it captured.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => cardPayments.paymentId),
    corporateId: text('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** The product and booking refunded, as on the payment ('flight', 'FL700001'). */
    purpose: text('purpose').notNull(),
    reference: text('reference').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    description: text('description').notNull(),
    byProfileId: text('by_profile_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check('card_refunds_amount_positive', sql`${t.amountPaise} > 0`),
    index('card_refunds_payment_idx').on(t.paymentId),
  ],
);

/**
 * Per-company booking configuration of getcorporatebookingconfig not already in the profile's
 * service config (lpomandatory_guest and nameseditable live there). No row = nothing set.
 */
export const corporateBookingConfig = pgTable('corporate_booking_config', {
  corporateId: text('corporate_id')
    .primaryKey()
    .references(() => corporates.id),
  paymentModes: text('payment_modes').$type<PaymentModesConfig>().notNull().default(''),
  hotelVersion: text('hotel_version').notNull().default(''),
  /** Whether a booking may be billed to the company account (paymentmode 'company'); off unless the company turns it on. */
  companyAccount: boolean('company_account').notNull().default(false),
});
