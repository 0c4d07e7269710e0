import { transition } from 'xstate';
import { expenseReportMachine } from './expense-report.machine';
import {
  DEFAULT_EXPENSE_CONTEXT,
  EXPENSE_REPORT_EVENTS,
  type ExpenseReportContext,
  type ExpenseReportEventType,
  type ExpenseReportStatus,
  isExpenseReportStatus,
} from './expense-report-types';

export * from './expense-report-types';

/** How a status reads to people (lists, badges, sentences). */
export const EXPENSE_STATUS_LABELS: Record<ExpenseReportStatus, string> = {
  draft: 'Draft',
  approvalpending: 'Waiting for approval',
  partiallyapproved: 'Partly approved',
  approved: 'Approved',
  rejected: 'Rejected',
  recalled: 'Recalled',
  verificationpending: 'Question from finance',
  controllerverified: 'Checked by controller',
  verified: 'Verified',
  adjusted: 'Adjusted',
  partiallyadjusted: 'Partly adjusted',
  forexsettled: 'Advance settled',
  financeprocessing: 'Payment in process',
  reimbursed: 'Reimbursed',
};

/** What each event does to a report, as the refusal names it. */
export const EXPENSE_EVENT_PHRASES: Record<ExpenseReportEventType, string> = {
  EDIT: 'be edited',
  SUBMIT: 'be submitted',
  RECALL: 'be recalled',
  APPROVE: 'be approved',
  REJECT: 'be rejected',
  SEND_BACK: 'be sent back with a question',
  RESPOND: 'be answered',
  CONTROLLER_VERIFY: 'be checked by the controller',
  VERIFY: 'be verified',
  SETTLE: 'have its advance settled',
  PROCESS: 'be sent for payment',
  PAY: 'be marked paid',
};

/** "An expense report that is Reimbursed cannot be submitted". */
export function expenseRefusalMessage(status: string, event: ExpenseReportEventType): string {
  const label = isExpenseReportStatus(status) ? EXPENSE_STATUS_LABELS[status].toLowerCase() : status;
  return `An expense report that is ${label} cannot ${EXPENSE_EVENT_PHRASES[event]}`;
}

export type ExpenseTransition = { ok: true; status: ExpenseReportStatus } | { ok: false; message: string };

function snapshotAt(status: ExpenseReportStatus, context: Partial<ExpenseReportContext>) {
  return expenseReportMachine.resolveState({ value: status, context: { ...DEFAULT_EXPENSE_CONTEXT, ...context } });
}

/** The events the machine accepts in this status with this context (what the client may offer). */
export function allowedExpenseEvents(status: string, context: Partial<ExpenseReportContext> = {}): ExpenseReportEventType[] {
  if (!isExpenseReportStatus(status)) return [];
  const snapshot = snapshotAt(status, context);
  return EXPENSE_REPORT_EVENTS.filter((type) => snapshot.can({ type }));
}

/** One step of the lifecycle, computed without an actor: the new status or why not. */
export function nextExpenseStatus(status: string, event: ExpenseReportEventType, context: Partial<ExpenseReportContext> = {}): ExpenseTransition {
  if (!isExpenseReportStatus(status)) return { ok: false, message: expenseRefusalMessage(status, event) };
  const snapshot = snapshotAt(status, context);
  if (!snapshot.can({ type: event })) return { ok: false, message: expenseRefusalMessage(status, event) };
  const [next] = transition(expenseReportMachine, snapshot, { type: event });
  return { ok: true, status: next.value as ExpenseReportStatus };
}

/** Statuses in which the employee may add, change and remove the report's lines. */
export function isExpenseReportEditable(status: string): boolean {
  return allowedExpenseEvents(status).includes('EDIT');
}

/** Statuses waiting on finance (the verification queue), and those paid or closed. */
export const FINANCE_VERIFY_STATUSES: readonly ExpenseReportStatus[] = ['approved', 'controllerverified'];
export const FINANCE_PAY_STATUSES: readonly ExpenseReportStatus[] = ['verified', 'adjusted', 'partiallyadjusted', 'forexsettled', 'financeprocessing'];
