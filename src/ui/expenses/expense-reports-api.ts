import { api } from '../../api';
import { NetworkError } from '../../api/errors';
import type { ExpenseReport } from '../../contract/expenses/report-shape';
import {
  createExpenseReport,
  decideExpenseReport,
  getExpenseReport,
  recallExpenseReport,
  respondExpenseReport,
} from '../../contract/expenses/reports';
import { queueExpenseReport, queueExpenseReportDelete, queueExpenseSubmit } from '../../db/expense-queue';
import { requestOutboxFlush } from '../../db/outbox-page';
import { myProfileId } from './expense-lines-api';

/* The report calls of the owner and the approver (docs/features/expenses.md "Reports"). */

/**
 * Online, the server creates it (naming a trip that already has a report answers that one). With no
 * connection the create is queued under the same client-made id, so lines added offline can name it.
 */
export async function createReport(title: string, tripid: string): Promise<{ reportid: string }> {
  const reportid = crypto.randomUUID();
  try {
    return (await api.callOperation(createExpenseReport, { reportid, title, tripid })).report;
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    await queueExpenseReport(myProfileId(), { reportid, title, tripid });
    return { reportid };
  }
}

export async function loadReport(reportid: string): Promise<ExpenseReport> {
  return (await api.callOperation(getExpenseReport, { reportid })).report;
}

/**
 * Always queued: the queue sends it only after the report's lines and receipts saved before it, so
 * a report is never submitted without them. The page reads the report again once it is sent.
 */
export async function submitReport(reportid: string, title: string): Promise<void> {
  await queueExpenseSubmit(myProfileId(), reportid, title);
  void requestOutboxFlush();
}

export async function recallReport(reportid: string, remarks: string): Promise<ExpenseReport> {
  return (await api.callOperation(recallExpenseReport, { reportid, remarks })).report;
}

export async function respondToFinance(reportid: string, remarks: string): Promise<ExpenseReport> {
  return (await api.callOperation(respondExpenseReport, { reportid, remarks })).report;
}

/** Queued like a submit, so it works offline and follows the report's queued lines. */
export async function deleteReport(reportid: string, title: string): Promise<void> {
  await queueExpenseReportDelete(myProfileId(), reportid, title);
  void requestOutboxFlush();
}

export async function decideReport(
  reportid: string,
  decision: 'approve' | 'reject',
  remarks: string,
): Promise<ExpenseReport> {
  return (await api.callOperation(decideExpenseReport, { reportid, decision, remarks })).report;
}
