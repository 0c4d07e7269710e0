import type Dexie from 'dexie';
import { ApiError } from '../api/errors';
import { forgetLineIfUnqueued } from './expense-local';
import type { ExpenseReceiptRow } from './expense-rows';
import { lineIdOf, receiptIdsIn } from './expense-rows';
import { type ReceiptUpload, type UploadCheckpoint, xhrReceiptUpload } from './expense-upload';
import { type OutboxEntry, outboxTable } from './outbox';
import { replaceDeep } from './outbox-draft-ids';
import type { OutboxFields } from './outbox-fields';
import type { OutboxHooks } from './outbox-flush';
import { verdictOf } from './outbox-verdict';

/*
 * The outbox's expense hooks (docs/outbox.md "Expense lines and receipts"): before an entry naming
 * local receipt ids is sent, its receipts are uploaded one by one and the ids replaced by the
 * server's file ids; once the server confirms the last queued change of a line, the line's local
 * copy and receipt files go.
 */

/** Progress is written at most this often: every XHR progress event would be a write per few KB. */
const PROGRESS_EVERY_MS = 250;

export function expenseOutboxHooks(upload: ReceiptUpload = xhrReceiptUpload, now: () => number = Date.now): OutboxHooks {
  return {
    tables: ['expenseLines', 'expenseReceipts'],
    prepare: (db, entry) => uploadReceiptsOf(db, entry, upload, now),
    settled: async (db, entry) => {
      const lineid = lineIdOf(entry.fields);
      if (lineid) await forgetLineIfUnqueued(entry.profileid, lineid, db);
    },
  };
}

async function uploadReceiptsOf(db: Dexie, entry: OutboxEntry, upload: ReceiptUpload, now: () => number): Promise<OutboxFields> {
  let fields = entry.fields;
  // One at a time, in the line's order: a drop costs at most the file in flight.
  for (const receiptid of receiptIdsIn(entry.fields)) {
    fields = replaceDeep(fields, receiptid, await uploadedFileId(db, receiptid, upload, now));
  }
  // Kept with the entry, so a resend after a lost reply or a crash names the same files.
  if (fields !== entry.fields) await outboxTable(db).update(entry.id, { fields });
  return fields;
}

/** The server file id of a receipt, uploading it unless an earlier attempt already did. */
async function uploadedFileId(db: Dexie, receiptid: string, upload: ReceiptUpload, now: () => number): Promise<string> {
  const receipts = db.table<ExpenseReceiptRow, string>('expenseReceipts');
  const receipt = await receipts.get(receiptid);
  if (!receipt) throw new ApiError(410, 'A receipt of this line is no longer on this device: discard this change and add the line again.');
  if (receipt.state === 'uploaded' && receipt.fileid) return receipt.fileid;

  // bytesSent stays where the server's offset left it: the upload continues from there.
  await receipts.update(receiptid, { state: 'uploading', lastError: undefined });
  // Progress and checkpoint writes are chained so none lands after the final state.
  let writes = Promise.resolve();
  let lastWrite = 0;
  const write = (changes: Partial<ExpenseReceiptRow>) => {
    writes = writes.then(() => receipts.update(receiptid, changes).then(() => undefined));
  };
  const onProgress = (bytesSent: number) => {
    if (now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = now();
    write({ bytesSent });
  };
  // What the server confirmed holding: kept at once, so a drop or a crash resumes from it.
  let held = receipt.uploadid ? receipt.bytesSent : 0;
  const onCheckpoint = ({ uploadid, offset }: UploadCheckpoint) => {
    held = offset;
    write({ uploadid, bytesSent: offset });
  };
  try {
    const fileid = await upload(receipt, onProgress, onCheckpoint);
    await writes;
    await receipts.update(receiptid, { state: 'uploaded', fileid, bytesSent: receipt.size, uploadid: undefined });
    return fileid;
  } catch (error) {
    await writes.catch(() => undefined);
    const verdict = verdictOf(error);
    // A refusal (type, size) will be refused again: the user reads why, and a retry starts afresh.
    // Anything else leaves the server's session: the next flush continues from the bytes it holds.
    await receipts.update(
      receiptid,
      verdict.kind === 'fail' ? { state: 'failed', lastError: verdict.message, bytesSent: 0, uploadid: undefined } : { state: 'waiting', bytesSent: held },
    );
    throw error;
  }
}
