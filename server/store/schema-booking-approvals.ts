/* Tables of the booking-approvals area (issue 5); re-exported by schema.ts so one migration set covers them. */
import { boolean, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BookingApprovalService, BookingApprovalStatus, CheaperAlternative } from '../../src/contract/booking-approvals/operations';
import { corporates, profiles } from './schema-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Ids are 'BA' || nextval(...)::text, written in the query: no int8 ever reaches the app (pg answers it as a string, PGlite as a number). */
export const bookingApprovalIdSequence = pgSequence('booking_approval_id_seq', { startWith: 100001 });

/**
 * One booking waiting for (or given) one approver's decision. `request` is the booking request as
 * the requester sent it; `totalNetPaise` and the policy fields are the server's own pricing at the
 * time of sending, so the approver sees the exact amount. An approved row is booked at most once
 * (`usedTxid`).
 */
export const bookingApprovals = pgTable(
  'booking_approvals',
  {
    id: text('id').primaryKey(),
    corporateId: text('corporate_id').notNull().references(() => corporates.id),
    service: text('service').$type<BookingApprovalService>().notNull(),
    requesterProfileId: text('requester_profile_id').notNull().references(() => profiles.id),
    /** Whose booking it is: the requester, or the traveller they booked for. */
    travellerProfileId: text('traveller_profile_id').notNull().references(() => profiles.id),
    approverProfileId: text('approver_profile_id').notNull().references(() => profiles.id),
    /** Set when the request went to the approver's delegate (a window covering the day it was sent): the approver. */
    onBehalfOfProfileId: text('on_behalf_of_profile_id').references(() => profiles.id),
    status: text('status').$type<BookingApprovalStatus>().notNull(),
    summary: text('summary').notNull(),
    fromDate: text('from_date').notNull().default(''),
    toDate: text('to_date').notNull().default(''),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    totalNetPaise: integer('total_net_paise').notNull(),
    currency: text('currency').notNull(),
    inPolicy: boolean('in_policy').notNull(),
    policyViolationReason: text('policy_violation_reason').notNull().default(''),
    /** App path the requester continues at once approved; the approval id is appended. */
    resumeUrl: text('resume_url').notNull(),
    remarks: text('remarks').notNull().default(''),
    /** The cheapest in-policy offer of the same search when it costs less than the requested one (flights). */
    alternative: jsonb('alternative').$type<CheaperAlternative>(),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
    usedTxid: text('used_txid'),
    usedAt: ts('used_at'),
  },
  (t) => [
    index('booking_approvals_approver_idx').on(t.corporateId, t.approverProfileId, t.status),
    index('booking_approvals_requester_idx').on(t.corporateId, t.requesterProfileId, t.service),
  ],
);

/** The audit trail: one row per request, decision and use, with who did it. */
export const bookingApprovalEvents = pgTable(
  'booking_approval_events',
  {
    id: serial('id').primaryKey(),
    approvalId: text('approval_id').notNull().references(() => bookingApprovals.id, { onDelete: 'cascade' }),
    corporateId: text('corporate_id').notNull().references(() => corporates.id),
    action: text('action').$type<'requested' | 'approved' | 'rejected' | 'used'>().notNull(),
    byProfileId: text('by_profile_id').notNull(),
    remarks: text('remarks').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('booking_approval_events_approval_idx').on(t.approvalId, t.createdAt)],
);

export type BookingApprovalRow = typeof bookingApprovals.$inferSelect;

/** int4 paise (₹2.1 crore) cover any single booking; a larger amount is refused rather than wrapped. */
export const MAX_APPROVAL_PAISE = 2_147_483_647;
