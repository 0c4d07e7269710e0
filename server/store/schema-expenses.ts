/* Tables of the expense claims (docs/features/expenses.md); re-exported by schema.ts so one migration set covers them. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DistanceUnit } from '../../src/domain/expense-amounts';
import type { ExpenseReportEventType, ExpenseReportStatus } from '../../src/domain/expense-report-types';
import type { ExpenseKind, ExpenseLineType, PaymentMethod } from '../../src/contract/expenses/line-shape';
import { corporates, profiles } from './schema-core';
import { uploadedFiles } from './schema-trip-actions';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/* Money in minor units as int8, read as a JS bigint (as schema-wallet.ts does). */
const minor = (name: string) => bigint(name, { mode: 'bigint' });
const corporateId = () =>
  text('corporate_id')
    .notNull()
    .references(() => corporates.id);
const profileId = (name = 'profile_id') => text(name).references(() => profiles.id);

/** The people-facing report numbers ('ER' + digits); the ids themselves may be client-made uuids. */
export const expenseReportNoSequence = pgSequence('expense_report_no_seq', { startWith: 100001 });
/** Imprest surrender ids ('IS' + digits) and payment batch ids ('PB' + digits). */
export const imprestSurrenderIdSequence = pgSequence('imprest_surrender_id_seq', { startWith: 500001 });
export const expensePaymentBatchIdSequence = pgSequence('expense_payment_batch_id_seq', { startWith: 300001 });

export const expenseReports = pgTable(
  'expense_reports',
  {
    id: text('id').primaryKey(),
    reportNo: text('report_no').notNull().unique(),
    corporateId: corporateId(),
    profileId: profileId().notNull(),
    title: text('title').notNull(),
    /** A trip of the owner's ('' for none); a trip has at most one report per owner. */
    tripId: text('trip_id').notNull().default(''),
    status: text('status').$type<ExpenseReportStatus>().notNull().default('draft'),
    /** The company's base currency when the report was made: every base amount of its lines is in it. */
    currency: text('currency').notNull(),
    /** Approval round: a resubmission starts a new one; rows of older rounds stay as history. */
    round: integer('round').notNull().default(0),
    submittedAt: ts('submitted_at'),
    /** The trip's advance, in its own currency, and the rate that put it into `currency` at settlement. */
    advanceMinor: minor('advance_minor').notNull().default(sql`0`),
    advanceCurrency: text('advance_currency').notNull().default(''),
    advanceRate: text('advance_rate').notNull().default(''),
    advanceBaseMinor: minor('advance_base_minor').notNull().default(sql`0`),
    owedMinor: minor('owed_minor').notNull().default(sql`0`),
    surrenderMinor: minor('surrender_minor').notNull().default(sql`0`),
    settledAt: ts('settled_at'),
    paymentBatchId: text('payment_batch_id').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('expense_reports_owner_idx').on(t.corporateId, t.profileId, t.updatedAt),
    index('expense_reports_queue_idx').on(t.corporateId, t.status, t.submittedAt),
    uniqueIndex('expense_reports_trip_key')
      .on(t.profileId, t.tripId)
      .where(sql`trip_id <> ''`),
  ],
);

export const expenseLines = pgTable(
  'expense_lines',
  {
    id: text('id').primaryKey(),
    corporateId: corporateId(),
    profileId: profileId().notNull(),
    /** '' while the line is in no report. */
    reportId: text('report_id').notNull().default(''),
    tripId: text('trip_id').notNull().default(''),
    kind: text('kind').$type<ExpenseKind>().notNull(),
    lineType: text('line_type').$type<ExpenseLineType>().notNull(),
    categoryId: text('category_id').notNull(),
    expenseDate: text('expense_date').notNull(),
    merchant: text('merchant').notNull().default(''),
    notes: text('notes').notNull().default(''),
    currency: text('currency').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    rate: text('rate').notNull(),
    baseCurrency: text('base_currency').notNull(),
    baseMinor: minor('base_minor').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    gstin: text('gstin').notNull().default(''),
    cgstMinor: minor('cgst_minor').notNull().default(sql`0`),
    sgstMinor: minor('sgst_minor').notNull().default(sql`0`),
    igstMinor: minor('igst_minor').notNull().default(sql`0`),
    itcEligible: boolean('itc_eligible').notNull().default(false),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    /** Mileage: hundredths of `distanceUnit`, the vehicle and its rate as used. */
    distanceHundredths: minor('distance_hundredths'),
    distanceUnit: text('distance_unit').$type<DistanceUnit>(),
    vehicleId: text('vehicle_id'),
    ratePerUnitMinor: minor('rate_per_unit_minor'),
    rateUnit: text('rate_unit').$type<DistanceUnit>(),
    /** Per diem: days at the daily rate (in `currency`) of the plan row found for `place`. */
    days: integer('days'),
    dailyRateMinor: minor('daily_rate_minor'),
    place: text('place'),
    perDiemGroup: text('per_diem_group'),
    /** A company-paid booking of the trip shown as a read-only line. */
    bookingTxid: text('booking_txid'),
    bookingService: text('booking_service'),
    outOfPolicy: boolean('out_of_policy').notNull().default(false),
    policyReasons: jsonb('policy_reasons').$type<string[]>().notNull().default([]),
    receiptRequired: boolean('receipt_required').notNull().default(false),
    justification: text('justification').notNull().default(''),
    /** Finance's verdict in the base currency (null before verification) and its remark. */
    allowedMinor: minor('allowed_minor'),
    financeRemark: text('finance_remark').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('expense_lines_report_idx').on(t.reportId, t.expenseDate),
    index('expense_lines_owner_idx').on(t.corporateId, t.profileId, t.reportId),
    index('expense_lines_lookalike_idx').on(t.corporateId, t.expenseDate, t.baseMinor),
    uniqueIndex('expense_lines_booking_key')
      .on(t.reportId, t.bookingTxid)
      .where(sql`booking_txid is not null`),
  ],
);

/** The receipts of a line: uploaded files; the sha256 finds the same image claimed twice in the company. */
export const expenseReceipts = pgTable(
  'expense_receipts',
  {
    id: serial('id').primaryKey(),
    lineId: text('line_id')
      .notNull()
      .references(() => expenseLines.id, { onDelete: 'cascade' }),
    corporateId: corporateId(),
    fileId: text('file_id')
      .notNull()
      .references(() => uploadedFiles.id),
    sha256: text('sha256').notNull(),
  },
  (t) => [uniqueIndex('expense_receipts_line_file_key').on(t.lineId, t.fileId), index('expense_receipts_hash_idx').on(t.corporateId, t.sha256)],
);

/** One row per approval level per round, as trips have (docs/approvals.md): waiting, pending, approved, rejected, skipped. */
export const expenseReportApprovals = pgTable(
  'expense_report_approvals',
  {
    id: serial('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => expenseReports.id, { onDelete: 'cascade' }),
    corporateId: corporateId(),
    round: integer('round').notNull(),
    level: integer('level').notNull(),
    approverProfileId: profileId('approver_profile_id').notNull(),
    onBehalfOfProfileId: profileId('on_behalf_of_profile_id'),
    status: text('status').$type<'waiting' | 'pending' | 'approved' | 'rejected' | 'skipped'>().notNull(),
    remarks: text('remarks').notNull().default(''),
    decidedBy: profileId('decided_by'),
    decidedAt: ts('decided_at'),
  },
  (t) => [index('expense_report_approvals_approver_idx').on(t.corporateId, t.approverProfileId, t.status), index('expense_report_approvals_report_idx').on(t.reportId, t.round, t.level)],
);

/** The report's history: every event applied, by whom, with the remarks. */
export const expenseReportEvents = pgTable(
  'expense_report_events',
  {
    id: serial('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => expenseReports.id, { onDelete: 'cascade' }),
    corporateId: corporateId(),
    event: text('event').$type<ExpenseReportEventType>().notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actorProfileId: profileId('actor_profile_id').notNull(),
    remarks: text('remarks').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('expense_report_events_report_idx').on(t.reportId, t.createdAt)],
);

/** Advance the employee hands back when the claim used less than the trip's advance. */
export const imprestSurrenders = pgTable(
  'imprest_surrenders',
  {
    id: text('id').primaryKey(),
    corporateId: corporateId(),
    reportId: text('report_id')
      .notNull()
      .references(() => expenseReports.id),
    tripId: text('trip_id').notNull(),
    profileId: profileId().notNull(),
    /** In the advance's own currency, and in the base currency. */
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    baseMinor: minor('base_minor').notNull(),
    status: text('status').$type<'surrendered'>().notNull().default('surrendered'),
    createdBy: profileId('created_by').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('imprest_surrenders_report_key').on(t.reportId)],
);

export const expensePaymentBatches = pgTable(
  'expense_payment_batches',
  {
    id: text('id').primaryKey(),
    corporateId: corporateId(),
    status: text('status').$type<'processing' | 'paid'>().notNull().default('processing'),
    currency: text('currency').notNull(),
    totalMinor: minor('total_minor').notNull(),
    count: integer('count').notNull(),
    reference: text('reference').notNull().default(''),
    createdBy: profileId('created_by').notNull(),
    createdAt: ts('created_at').notNull(),
    paidAt: ts('paid_at'),
  },
  (t) => [index('expense_payment_batches_corporate_idx').on(t.corporateId, t.createdAt)],
);
