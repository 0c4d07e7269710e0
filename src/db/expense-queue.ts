import { type ExpenseLineInput, RECEIPTS_PER_LINE_MAX } from '../contract/expenses/lines';
import { db } from './database';
import { forgetLineIfUnqueued } from './expense-local';
import { type ExpenseLineRow, type ExpenseReceiptRow, lineIdOf, newReceiptId, sha256Hex } from './expense-rows';
import { enqueueChange, outboxTable } from './outbox';

/*
 * Expense changes made on this device: each writes its local rows AND its outbox entry in ONE Dexie
 * transaction (docs/outbox.md), online or offline alike; the caller then asks for a flush. Line and
 * report ids are client-made uuids, so no draft-id mapping is needed: only receipt ids are local.
 */

const expenseTables = () => [db.expenseLines, db.expenseReceipts, db.outbox];

/** "Expense: Uber INR 450.00", "Expense: fuel 120 km": what the outbox list shows for a line. */
export function expenseLineLabel(input: ExpenseLineInput): string {
  const what = input.merchant?.trim() || input.categoryid;
  const how =
    input.linetype === 'mileage'
      ? `${input.distance ?? '0'} ${input.distanceunit ?? 'km'}`
      : input.linetype === 'perdiem'
        ? `${input.days ?? 1} day(s)`
        : `${input.currency ?? ''} ${input.amount ?? '0'}`.trim();
  return `Expense: ${what} ${how}`;
}

/**
 * Saves a line (new or edited) with its new receipt files and queues its saveexpenseline. The
 * entry's `jsondata.receiptfileids` lists the receipts the input already names (server file ids or
 * earlier local ids) then the new files' local ids; the flush uploads those before sending.
 */
export async function queueExpenseLine(profileid: string, input: ExpenseLineInput, files: File[]): Promise<ExpenseLineRow> {
  const newIds = files.map(() => newReceiptId());
  const receiptids = [...(input.receiptfileids ?? []), ...newIds];
  if (receiptids.length > RECEIPTS_PER_LINE_MAX) throw new Error(`A line may have at most ${RECEIPTS_PER_LINE_MAX} receipts.`);
  // Hashed before the transaction: a non-Dexie await inside it would let IndexedDB commit early.
  const hashes = await Promise.all(files.map(sha256Hex));
  const receipts = files.map(
    (file, i): ExpenseReceiptRow => ({
      receiptid: newIds[i]!,
      lineid: input.lineid,
      profileid,
      blob: file,
      name: file.name,
      mime: file.type,
      size: file.size,
      sha256: hashes[i]!,
      state: 'waiting',
      bytesSent: 0,
    }),
  );
  const jsondata: ExpenseLineInput = { ...input, receiptfileids: receiptids };

  return db.transaction('rw', expenseTables(), async () => {
    await db.expenseReceipts.bulkPut(receipts);
    const entry = await enqueueChange(
      { operation: 'saveExpenseLine', fields: { jsondata }, label: expenseLineLabel(input) },
      { profileid },
    );
    const row: ExpenseLineRow = {
      ...jsondata,
      lineid: input.lineid,
      profileid,
      reportid: input.reportid ?? '',
      pending: true,
      receipts: receiptids,
      outboxid: entry.id,
      savedAt: entry.createdAt,
    };
    await db.expenseLines.put(row);
    return row;
  });
}

/**
 * Deletes a line: its local copy goes at once. Its saves that never left this device are dropped
 * (nothing to upload for a line about to go); a save already tried may have reached the server, so
 * it stays, with the receipts it names, and the delete follows it (a line already gone answers OK).
 */
export async function queueExpenseLineDelete(profileid: string, lineid: string, label = 'Delete expense line'): Promise<void> {
  const outbox = outboxTable(db);
  await db.transaction('rw', expenseTables(), async () => {
    const unsent = await outbox
      .filter((e) => e.profileid === profileid && e.operation === 'saveExpenseLine' && e.state !== 'sending' && e.attempts === 0 && lineIdOf(e.fields) === lineid)
      .primaryKeys();
    await outbox.bulkDelete(unsent);
    await forgetLineIfUnqueued(profileid, lineid);
    await db.expenseLines.delete(lineid);
    await enqueueChange({ operation: 'deleteExpenseLine', fields: { lineid }, label }, { profileid });
  });
}

/** Creates a report with a client-made `reportid` (a uuid), so lines queued after it can name it at once. */
export async function queueExpenseReport(profileid: string, report: { reportid: string; title: string; tripid?: string }): Promise<void> {
  await db.transaction('rw', expenseTables(), () =>
    enqueueChange(
      { operation: 'createExpenseReport', fields: { reportid: report.reportid, title: report.title, tripid: report.tripid ?? '' }, label: `Create expense report ${report.title}` },
      { profileid },
    ),
  );
}

/** Sends a report to its approvers once every change queued before it (its lines, its receipts) is through. */
export async function queueExpenseSubmit(profileid: string, reportid: string, title = ''): Promise<void> {
  await db.transaction('rw', expenseTables(), () =>
    enqueueChange({ operation: 'submitExpenseReport', fields: { reportid }, label: `Submit expense report ${title}`.trim() }, { profileid }),
  );
}

/**
 * Deletes a report; its lines stay, in no report. A report whose create never left this device is
 * simply not created: its queued create and submit go, and the lines queued into it are moved to no
 * report, on this device and in their queued saves. Otherwise the delete is queued after every
 * change before it (the server moves the lines out).
 */
export async function queueExpenseReportDelete(profileid: string, reportid: string, title = ''): Promise<void> {
  const outbox = outboxTable(db);
  await db.transaction('rw', expenseTables(), async () => {
    const entries = await outbox.filter((e) => e.profileid === profileid && e.fields.reportid === reportid).toArray();
    const create = entries.find((e) => e.operation === 'createExpenseReport');
    if (!create || create.state === 'sending' || create.attempts > 0) {
      await enqueueChange({ operation: 'deleteExpenseReport', fields: { reportid }, label: `Delete expense report ${title}`.trim() }, { profileid });
      return;
    }
    await outbox.bulkDelete(entries.filter((e) => e.operation !== 'saveExpenseLine').map((e) => e.id));
    const lineSaves = await outbox
      .filter((e) => e.profileid === profileid && e.operation === 'saveExpenseLine' && lineReportOf(e.fields) === reportid)
      .toArray();
    for (const save of lineSaves) {
      await outbox.update(save.id, { fields: { ...save.fields, jsondata: { ...(save.fields.jsondata as object), reportid: '' } } });
    }
    await db.expenseLines.where('profileid').equals(profileid).filter((row) => row.reportid === reportid).modify({ reportid: '' });
  });
}

const lineReportOf = (fields: Record<string, unknown>) => (fields.jsondata as { reportid?: string } | undefined)?.reportid;
