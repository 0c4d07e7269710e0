/*
 * The expense report (claim) statuses and events (docs/features/expenses.md "Statuses"). Kept apart
 * from the machine so the database schema and the contract can name them without importing xstate.
 */

/**
 * `draft` is ours (a report being gathered); `approvalpending` and `partiallyapproved` are the
 * approval words trips use; the rest are the product's eleven expense statuses.
 */
export const EXPENSE_REPORT_STATUSES = [
  'draft',
  'approvalpending',
  'partiallyapproved',
  'approved',
  'rejected',
  'recalled',
  'verificationpending',
  'controllerverified',
  'verified',
  'adjusted',
  'partiallyadjusted',
  'forexsettled',
  'financeprocessing',
  'reimbursed',
] as const;
export type ExpenseReportStatus = (typeof EXPENSE_REPORT_STATUSES)[number];

export const EXPENSE_REPORT_EVENTS = [
  'EDIT',
  'SUBMIT',
  'RECALL',
  'APPROVE',
  'REJECT',
  'SEND_BACK',
  'RESPOND',
  'CONTROLLER_VERIFY',
  'VERIFY',
  'SETTLE',
  'PROCESS',
  'PAY',
] as const;
export type ExpenseReportEventType = (typeof EXPENSE_REPORT_EVENTS)[number];

/** How finance's verification changed the claimed amounts: no line, some lines, or every line. */
export const EXPENSE_ADJUSTMENTS = ['none', 'some', 'all'] as const;
export type ExpenseAdjustment = (typeof EXPENSE_ADJUSTMENTS)[number];

/** What the guards read; the server derives it from the report's rows. */
export interface ExpenseReportContext {
  /** Approval levels still undecided once this event's own decision is recorded. */
  levelsRemaining: number;
  /** What VERIFY found. */
  adjustment: ExpenseAdjustment;
  /** The report's trip has an advance (imprest) not yet set against a report. */
  hasAdvance: boolean;
  /** After any advance, the company still owes the employee money. */
  owesEmployee: boolean;
}

export const DEFAULT_EXPENSE_CONTEXT: ExpenseReportContext = { levelsRemaining: 0, adjustment: 'none', hasAdvance: false, owesEmployee: true };

export function isExpenseReportStatus(value: string): value is ExpenseReportStatus {
  return (EXPENSE_REPORT_STATUSES as readonly string[]).includes(value);
}
