import { EXPENSE_STATUS_LABELS, isExpenseReportStatus } from '../../domain/expense-report';
import { formatMoneyExact, tryParseMinorUnits } from '../../domain/money';

/* How the expense screens write amounts, statuses and line types. */

/** A wire decimal ("12345.50") as "₹12,345.50"; a malformed one shows as a dash rather than a wrong sum. */
export function showAmount(decimal: string, currency: string): string {
  const minor = tryParseMinorUnits(decimal);
  return minor === null ? '—' : formatMoneyExact(minor, currency);
}

export function statusLabel(status: string): string {
  return isExpenseReportStatus(status) ? EXPENSE_STATUS_LABELS[status] : status;
}

/** Badge colours by stage: with the employee, with approvers, with finance, paid, refused. */
export function statusColor(status: string): string {
  if (status === 'rejected') return 'red';
  if (status === 'reimbursed' || status === 'forexsettled') return 'green';
  if (status === 'draft' || status === 'recalled' || status === 'verificationpending') return 'gray';
  if (status === 'approvalpending' || status === 'partiallyapproved') return 'yellow';
  return 'blue';
}

export const LINE_TYPE_LABELS: Record<string, string> = {
  expense: 'Expense',
  mileage: 'Mileage',
  perdiem: 'Per diem',
  booking: 'Booking',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  personalcard: 'Personal card',
  cash: 'Cash',
  companycard: 'Company card',
  company: 'Paid by the company',
};
