import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { ExpenseLine } from '../../src/contract/expenses/line-shape';
import type { ExpenseReport } from '../../src/contract/expenses/report-shape';
import type { TestApp } from './helpers/test-app';
import { SAMPLES, multipart } from './trip-actions-fixture';

/*
 * Shared by the expense tests (claims and finance): everything goes through the real API, so a
 * fixture breaks when the calls do. Acme (1001, INR): traveller@acme.test (20001) reports to
 * manager@acme.test (20002), one approval level; finance@acme.test is financeadmin. Globex (1002, USD).
 */

export const EXPENSE_OPID = 'TG-EXPENSECLAIM';
/** Acme's meals category: a receipt is needed above 500, so the default 450 line needs none. */
export const ACME_MEALS = 'CT1001MEALS';

/** One TG-EXPENSECLAIM call. */
export const claimCall = (t: TestApp, token: string, action: string, fields: Record<string, unknown> = {}) =>
  t.service(token, { opid: EXPENSE_OPID, action, ...fields });

/** The answer's JSON when the call succeeded; fails the test with the server's message otherwise. */
export function okJson<T = Record<string, unknown>>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/** The refusal's [status code, message]. */
export const refusal = (response: LightMyRequestResponse) => [response.statusCode, (response.json() as { ResponseStatus?: { message?: string } }).ResponseStatus?.message] as const;

let receipts = 0;
/** A receipt uploaded by `token`'s user: a PDF of its own bytes (its own sha256) unless `bytes` are given. Answers the file id. */
export async function uploadReceipt(t: TestApp, token: string, bytes?: Buffer): Promise<string> {
  const n = ++receipts;
  const { payload, headers } = multipart({ name: `receipt-${n}.pdf`, bytes: bytes ?? Buffer.concat([SAMPLES.pdf, Buffer.from(`% receipt ${n} ${randomUUID()}\n`)]) });
  const response = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return okJson<{ Result: { fileid: string } }>(response, 'upload').Result.fileid;
}

/** Sends saveexpenseline as is (for refusals); `fields` go in jsondata over a 450 INR meal today. */
export const saveLineRaw = (t: TestApp, token: string, fields: Record<string, unknown> = {}) =>
  claimCall(t, token, 'saveexpenseline', {
    jsondata: { lineid: randomUUID(), categoryid: ACME_MEALS, expensedate: '2026-04-11', merchant: 'Cafe Coffee Day', currency: 'INR', amount: '450.00', ...fields },
  });

/** Saves a line and answers it as stored. */
export async function saveLine(t: TestApp, token: string, fields: Record<string, unknown> = {}): Promise<ExpenseLine> {
  return okJson<{ line: ExpenseLine }>(await saveLineRaw(t, token, fields), 'saveexpenseline').line;
}

/** Creates a report (a fresh client-made id unless `fields.reportid`). */
export async function newReport(t: TestApp, token: string, fields: Record<string, unknown> = {}): Promise<ExpenseReport> {
  const answer = await claimCall(t, token, 'createexpensereport', { reportid: randomUUID(), title: 'Client visit expenses', ...fields });
  return okJson<{ report: ExpenseReport }>(answer, 'createexpensereport').report;
}

export async function getReport(t: TestApp, token: string, reportid: string): Promise<ExpenseReport> {
  return okJson<{ report: ExpenseReport }>(await claimCall(t, token, 'getexpensereport', { reportid }), 'getexpensereport').report;
}

/** Each of `lines` (jsondata fields) saved into one new report; one default line when none given. */
export async function reportWithLines(t: TestApp, token: string, lines: Record<string, unknown>[] = [{}], fields: Record<string, unknown> = {}): Promise<ExpenseReport> {
  const report = await newReport(t, token, fields);
  for (const line of lines) await saveLine(t, token, { ...line, reportid: report.reportid });
  return getReport(t, token, report.reportid);
}

/** A report with `lines` submitted by the claimant: waiting for their first approver. */
export async function submittedReport(t: TestApp, claimantToken: string, lines?: Record<string, unknown>[], fields?: Record<string, unknown>): Promise<ExpenseReport> {
  const report = await reportWithLines(t, claimantToken, lines, fields);
  return okJson<{ report: ExpenseReport }>(await claimCall(t, claimantToken, 'submitexpensereport', { reportid: report.reportid }), 'submitexpensereport').report;
}

export async function decideReport(t: TestApp, approverToken: string, reportid: string, decision: 'approve' | 'reject', remarks = ''): Promise<ExpenseReport> {
  const answer = await claimCall(t, approverToken, 'decideexpensereport', { reportid, decision, remarks });
  return okJson<{ report: ExpenseReport }>(answer, 'decideexpensereport').report;
}

/**
 * A report approved by `approverTokens` in turn (one per level; Acme has one, the manager): status
 * 'approved', in finance's verify queue. Lines as for submittedReport.
 */
export async function approvedReport(t: TestApp, claimantToken: string, approverTokens: string | readonly string[], lines?: Record<string, unknown>[], fields?: Record<string, unknown>): Promise<ExpenseReport> {
  let report = await submittedReport(t, claimantToken, lines, fields);
  for (const token of typeof approverTokens === 'string' ? [approverTokens] : approverTokens) report = await decideReport(t, token, report.reportid, 'approve', 'OK');
  if (report.status !== 'approved') throw new Error(`approvedReport: the report is ${report.status} after the approvers given`);
  return report;
}
