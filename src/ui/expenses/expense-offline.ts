import { NetworkError } from '../../api/errors';
import type { ExpenseLine } from '../../contract/expenses/line-shape';
import type { ExpenseReport } from '../../contract/expenses/report-shape';
import { db } from '../../db/database';
import type { ExpenseLineRow } from '../../db/expense-rows';
import { keepExpenseView, keptExpenseView } from '../../db/expense-views';
import { type OutboxEntry, outboxTable } from '../../db/outbox';
import { getSession } from '../../session/store';

/*
 * Offline reading for the expense screens (docs/outbox.md "Expense lines and receipts"): the last
 * answer of each list kept on this device, the server's lines merged with the ones saved here, and a report created
 * here that the server has not seen yet.
 */

export interface Loaded<T> {
  value: T | undefined;
  /** No answer from the server: `value` is the last one this device kept, if any. */
  offline: boolean;
}

/**
 * Calls the server and keeps its answer on this device; with no answer at all, gives what the same
 * call answered last (after a reload too). Refusals still throw.
 */
export async function loadOrLast<T>(call: string, load: () => Promise<T>): Promise<Loaded<T>> {
  // Kept per profile: another login on this device never sees this one's lists.
  const profileid = getSession()?.profilemaster.profileid ?? '';
  try {
    const value = await load();
    await keepExpenseView(profileid, call, value).catch(() => undefined);
    return { value, offline: false };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const kept = await keptExpenseView(profileid, call).catch(() => undefined);
    return { value: kept?.data as T | undefined, offline: true };
  }
}

/** The server's lines without those changed (shown from this device instead) or deleted here. */
export function serverLinesShown(
  lines: readonly ExpenseLine[],
  pending: readonly ExpenseLineRow[],
  deletes: ReadonlySet<string>,
): ExpenseLine[] {
  const changedHere = new Set(pending.map((row) => row.lineid));
  return lines.filter((line) => !changedHere.has(line.lineid) && !deletes.has(line.lineid));
}

/** The lines saved here that belong in a place: a report's id, or '' for the lines in no report. */
export const pendingLinesIn = (pending: readonly ExpenseLineRow[], reportid: string) =>
  pending.filter((row) => row.reportid === reportid);

/**
 * A report whose create waits in the outbox, as an empty draft its owner may add lines to and
 * submit (the queue sends those after the create); undefined when none waits.
 */
export async function queuedReport(
  profileid: string,
  reportid: string,
  currency: string,
): Promise<ExpenseReport | undefined> {
  const entry = await outboxTable(db)
    .filter((e) => e.profileid === profileid && e.operation === 'createExpenseReport' && e.fields.reportid === reportid)
    .first();
  return entry && reportOfQueuedCreate(entry, currency);
}

/** The draft a queued createexpensereport makes: no number, lines or totals until the server answers. */
export function reportOfQueuedCreate(entry: OutboxEntry, currency: string): ExpenseReport {
  return {
    reportid: String(entry.fields.reportid),
    reportno: '',
    title: String(entry.fields.title ?? ''),
    tripid: String(entry.fields.tripid ?? ''),
    tripname: '',
    profileid: entry.profileid,
    claimant: '',
    status: 'draft',
    currency,
    total: '0.00',
    reimbursable: '0.00',
    allowed: '',
    linecount: 0,
    outofpolicy: false,
    submittedon: '',
    updatedon: new Date(entry.createdAt).toISOString(),
    lines: [],
    approvals: [],
    events: [],
    advance: null,
    settlement: null,
    payment: null,
    actions: ['EDIT', 'SUBMIT'],
  };
}
