import type Dexie from 'dexie';
import { db as appDb } from './database';
import { type ExpenseLineRow, type ExpenseReceiptRow, type ReceiptUploadState, lineIdOf } from './expense-rows';
import { outboxTable } from './outbox';

/*
 * Readers for the screens (plain Dexie reads: wrap them in liveQuery / useLiveQuery) and the one rule
 * for when local expense rows may go.
 */

/**
 * The profile's lines saved here and not yet confirmed, newest first. A line whose queued save was
 * discarded from the outbox is left out: it will never reach the server.
 */
export async function pendingExpenseLines(profileid: string, db: Dexie = appDb): Promise<ExpenseLineRow[]> {
  const rows = await db.table<ExpenseLineRow, string>('expenseLines').where('profileid').equals(profileid).toArray();
  const queued = await outboxTable(db).bulkGet(rows.map((row) => row.outboxid));
  return rows.filter((_, i) => queued[i]).sort((a, b) => b.savedAt - a.savedAt);
}

/** Lines whose delete waits in the outbox: a screen listing the server's lines hides these. */
export async function pendingExpenseDeletes(profileid: string, db: Dexie = appDb): Promise<string[]> {
  const deletes = await outboxTable(db)
    .filter((e) => e.profileid === profileid && e.operation === 'deleteExpenseLine')
    .toArray();
  return deletes.map((e) => lineIdOf(e.fields)).filter((id): id is string => id !== undefined);
}

export interface ReceiptProgress {
  receiptid: string;
  name: string;
  size: number;
  bytesSent: number;
  state: ReceiptUploadState;
  lastError?: string;
}

/** Upload progress of a line's local receipts, in the line's order (no blobs: cheap to re-read on every change). */
export async function receiptProgress(lineid: string, db: Dexie = appDb): Promise<ReceiptProgress[]> {
  const rows = await lineReceipts(lineid, db);
  return rows.map(({ receiptid, name, size, bytesSent, state, lastError }) => ({ receiptid, name, size, bytesSent, state, lastError }));
}

/** A line's local receipts with their files (for thumbnails: URL.createObjectURL(row.blob)), in the line's order. */
export async function lineReceipts(lineid: string, db: Dexie = appDb): Promise<ExpenseReceiptRow[]> {
  const line = await db.table<ExpenseLineRow, string>('expenseLines').get(lineid);
  const rows = await db.table<ExpenseReceiptRow, string>('expenseReceipts').where('lineid').equals(lineid).toArray();
  const order = line?.receipts ?? [];
  const rank = (row: ExpenseReceiptRow) => (order.includes(row.receiptid) ? order.indexOf(row.receiptid) : order.length);
  return rows.sort((a, b) => rank(a) - rank(b));
}

/**
 * Drops a line's local copy and receipt files once no queued change of the profile names the line:
 * the server has confirmed (or the user discarded) all of them, so nothing here is needed to send.
 * MUST run inside a readwrite transaction over outbox, expenseLines and expenseReceipts.
 */
export async function forgetLineIfUnqueued(profileid: string, lineid: string, db: Dexie = appDb): Promise<void> {
  const named = await outboxTable(db)
    .filter((e) => e.profileid === profileid && lineIdOf(e.fields) === lineid)
    .count();
  if (named > 0) return;
  await db.table('expenseLines').delete(lineid);
  await db.table('expenseReceipts').where('lineid').equals(lineid).delete();
}
