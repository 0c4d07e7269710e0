import { api } from '../../api';
import { type ExpenseLineInput, getMyExpenses } from '../../contract/expenses/lines';
import type { ExpenseLine } from '../../contract/expenses/line-shape';
import type { ExpenseReportSummary } from '../../contract/expenses/report-shape';
import { queueExpenseLine, queueExpenseLineDelete } from '../../db/expense-queue';
import type { ExpenseLineRow } from '../../db/expense-rows';
import { requestOutboxFlush } from '../../db/outbox-page';
import { getSession } from '../../session/store';

/*
 * The employee's line calls (docs/features/expenses.md "Lines"). Changes go through the outbox
 * (docs/outbox.md "Expense lines and receipts"), online or not: the screens show them at once and
 * the queue uploads the receipts, then sends the line, whenever there is a connection.
 */

export type MyExpensesFilter = 'all' | 'open' | 'submitted' | 'finance' | 'closed';

export async function loadMyExpenses(
  filter: MyExpensesFilter,
): Promise<{ reports: ExpenseReportSummary[]; unreportedlines: ExpenseLine[] }> {
  const answer = await api.callOperation(getMyExpenses, { filter });
  return { reports: answer.reports, unreportedlines: answer.unreportedlines };
}

export function myProfileId(): string {
  const profileid = getSession()?.profilemaster.profileid;
  if (!profileid) throw new Error('Log in again to save expenses.');
  return profileid;
}

/**
 * Saves a line with its new receipts on this device and queues it; the line id is the client's, so
 * a second save of the same line replaces the first. An edit names its stored receipts in
 * `input.receiptfileids`.
 */
export async function saveExpenseLine(input: ExpenseLineInput, files: readonly File[]): Promise<ExpenseLineRow> {
  const row = await queueExpenseLine(myProfileId(), input, [...files]);
  void requestOutboxFlush();
  return row;
}

/** `what` names the line in the outbox list ("Taxi 2026-11-02"). */
export async function deleteLine(lineid: string, what: string): Promise<void> {
  await queueExpenseLineDelete(myProfileId(), lineid, `Delete expense: ${what}`.trim());
  void requestOutboxFlush();
}
