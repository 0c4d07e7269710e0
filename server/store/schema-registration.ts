/* Tables of the registration area (issue 3); re-exported by schema.ts so one migration set covers them. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RegistrationPayload } from '../../src/domain/registration';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per self sign-up: the spec's registration payload as received (with its defaults, never
 * the password). The Idempotency-Key and body hash let a retried sign-up get its first answer.
 */
export const registrations = pgTable('registrations', {
  profileId: text('profile_id').primaryKey(),
  email: text('email').notNull(),
  payload: jsonb('payload').$type<RegistrationPayload>().notNull(),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Public (sessionless) calls per client address, counted in a sliding window against abuse. */
export const publicCallAttempts = pgTable(
  'public_call_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    address: text('address').notNull(),
    attemptedAt: ts('attempted_at').notNull(),
  },
  (t) => [index('public_call_attempts_idx').on(t.kind, t.address, t.attemptedAt)],
);

/** Mail the server would send; the demo reads it (server/mail/show-mailbox.ts, DEMO_MAILBOX=1). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
    /** Set by a mail relay once one is configured; the demo leaves it empty. */
    sentAt: ts('sent_at'),
  },
  (t) => [index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

export type OnboardingStage = 'otp' | 'verified' | 'confirmed' | 'gstverified';

/**
 * An SME onboarding in progress (docs/product.md#registration): start → verifyotp → confirm → verifygst. The
 * OTP is kept only as an argon2id hash; tokenSecret signs this onboarding's confirmation tokens,
 * so a token dies with its row and needs no server-wide key.
 */
export const onboardings = pgTable(
  'onboardings',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    stage: text('stage').$type<OnboardingStage>().notNull(),
    otpHash: text('otp_hash'),
    otpExpiresAt: ts('otp_expires_at'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    otpSends: integer('otp_sends').notNull().default(0),
    lastSentAt: ts('last_sent_at'),
    tokenSecret: text('token_secret').notNull(),
    corporateId: text('corporate_id'),
    profileId: text('profile_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('onboardings_email_idx').on(t.email)],
);

/** Company mail domains registered by onboarding (confirm); one company per domain. */
export const companyDomains = pgTable('company_domains', {
  domain: text('domain').primaryKey(),
  corporateId: text('corporate_id').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** A company's verified GSTIN (verifygst). */
export const companyGst = pgTable('company_gst', {
  corporateId: text('corporate_id').primaryKey(),
  gstin: text('gstin').notNull(),
  verifiedAt: ts('verified_at').notNull(),
});
