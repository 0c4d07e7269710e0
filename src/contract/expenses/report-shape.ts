import * as v from 'valibot';
import { EXPENSE_REPORT_EVENTS, EXPENSE_REPORT_STATUSES } from '../../domain/expense-report-types';
import { Money } from './fields';
import { ExpenseLineSchema } from './line-shape';

/* An expense report (claim) as the server answers it (docs/features/expenses.md "Reports"). */

export const ExpenseReportSummarySchema = v.object({
  reportid: v.string(),
  /** A short number for people ('ER100042'); the id may be a client-made uuid. */
  reportno: v.string(),
  title: v.string(),
  tripid: v.string(),
  tripname: v.string(),
  profileid: v.string(),
  claimant: v.string(),
  status: v.picklist(EXPENSE_REPORT_STATUSES),
  currency: v.string(),
  /** Every line in the base currency; what the employee is reimbursed (personal card and cash); what finance allowed of it. */
  total: Money,
  reimbursable: Money,
  allowed: Money,
  linecount: v.number(),
  outofpolicy: v.boolean(),
  submittedon: v.string(),
  updatedon: v.string(),
});
export type ExpenseReportSummary = v.InferOutput<typeof ExpenseReportSummarySchema>;

export const ExpenseApprovalLevelSchema = v.object({
  level: v.number(),
  approverid: v.string(),
  approvername: v.string(),
  /** The approver a delegate stands in for ('' when none). */
  onbehalfof: v.string(),
  status: v.picklist(['waiting', 'pending', 'approved', 'rejected', 'skipped']),
  remarks: v.string(),
  decidedon: v.string(),
});

export const ExpenseReportEventSchema = v.object({
  event: v.picklist(EXPENSE_REPORT_EVENTS),
  fromstatus: v.string(),
  tostatus: v.string(),
  by: v.string(),
  remarks: v.string(),
  on: v.string(),
});

export const ExpenseReportSchema = v.object({
  ...ExpenseReportSummarySchema.entries,
  lines: v.array(ExpenseLineSchema),
  approvals: v.array(ExpenseApprovalLevelSchema),
  events: v.array(ExpenseReportEventSchema),
  /** The trip's advance (imprest), in its own currency and in the base currency at the rate kept. */
  advance: v.nullable(v.object({ amount: Money, currency: v.string(), rate: v.string(), baseamount: Money })),
  settlement: v.nullable(v.object({ owedtoemployee: Money, tosurrender: Money, imprestsurrenderid: v.string(), settledon: v.string() })),
  payment: v.nullable(v.object({ batchid: v.string(), reference: v.string(), bankname: v.string(), accountlast4: v.string(), paidon: v.string() })),
  /** What the caller may do now: the lifecycle's events their role and routing allow. */
  actions: v.array(v.picklist(EXPENSE_REPORT_EVENTS)),
});
export type ExpenseReport = v.InferOutput<typeof ExpenseReportSchema>;
