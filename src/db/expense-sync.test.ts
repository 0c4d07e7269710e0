import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api/errors';
import { db } from './database';
import { pendingExpenseLines, receiptProgress } from './expense-local';
import { queueExpenseLine, queueExpenseReport, queueExpenseSubmit } from './expense-queue';
import { expenseOutboxHooks } from './expense-sync';
import type { ReceiptUpload } from './expense-upload';
import { ME, clearExpenseStores, lineInput, photo, recordingUpload } from './expense-test-kit';
import { outboxTable } from './outbox';
import { discardEntry } from './outbox-actions';
import { flushOutbox } from './outbox-flush';
import { memoryOutboxLock } from './outbox-lock';
import { recordingSend } from './outbox-test-kit';

afterEach(clearExpenseStores);

const queued = (on: Dexie = db) => outboxTable(on).orderBy('seq').toArray();
const ticking = () => {
  let t = 0;
  return () => (t += 1000);
};

function flush(send: ReturnType<typeof recordingSend>['send'], upload: ReturnType<typeof recordingUpload>['upload'], on: Dexie = db) {
  return flushOutbox({ profileid: ME, send, db: on, lock: memoryOutboxLock, hooks: expenseOutboxHooks(upload, ticking()) });
}

const fileIdsSent = (call: { fields: Record<string, unknown> }) => (call.fields.jsondata as { receiptfileids: string[] }).receiptfileids;

describe('expense lines through the outbox', () => {
  it('uploads each receipt once, then sends the line once with the server file ids, then forgets the local copy', async () => {
    const input = lineInput();
    await queueExpenseLine(ME, input, [photo('a.jpg'), photo('b.jpg', 2048, 2)]);
    const { send, calls } = recordingSend();
    const { upload, uploaded } = recordingUpload();

    expect(await flush(send, upload)).toEqual({ outcome: 'done', sent: 1, failed: 0 });
    expect(uploaded).toEqual(['a.jpg', 'b.jpg']);
    expect(calls.map((c) => c.operation)).toEqual(['saveExpenseLine']);
    expect(fileIdsSent(calls[0]!)).toEqual(['f-a.jpg', 'f-b.jpg']);
    expect(await queued()).toEqual([]);
    expect(await pendingExpenseLines(ME)).toEqual([]);
    expect(await db.expenseReceipts.count()).toBe(0);
  });

  it('after a drop mid-upload, the retry uploads only the receipt not yet stored and sends the line once', async () => {
    const input = lineInput();
    await queueExpenseLine(ME, input, [photo('a.jpg'), photo('b.jpg')]);
    const { send, calls } = recordingSend();
    let online = false;
    const { upload, uploaded } = recordingUpload((name) => (name === 'b.jpg' && !online ? new NetworkError() : undefined));

    expect(await flush(send, upload)).toMatchObject({ outcome: 'offline', sent: 0 });
    expect(calls).toEqual([]);
    expect((await queued())[0]).toMatchObject({ state: 'pending', lastError: expect.stringMatching(/Cannot reach/) });
    expect((await receiptProgress(input.lineid)).map((r) => [r.name, r.state, r.bytesSent])).toEqual([
      ['a.jpg', 'uploaded', 1024],
      ['b.jpg', 'waiting', 0],
    ]);

    online = true;
    expect(await flush(send, upload)).toMatchObject({ outcome: 'done', sent: 1 });
    expect(uploaded).toEqual(['a.jpg', 'b.jpg']);
    expect(calls).toHaveLength(1);
    expect(fileIdsSent(calls[0]!)).toEqual(['f-a.jpg', 'f-b.jpg']);
  });

  it('after a drop keeps the server upload and the offset it confirmed, and the next flush continues it', async () => {
    const input = lineInput();
    await queueExpenseLine(ME, input, [photo('a.jpg', 4000)]);
    const { send, calls } = recordingSend();
    const attempts: string[] = [];
    let online = false;
    const upload: ReceiptUpload = async (receipt, onProgress, onCheckpoint) => {
      attempts.push(`${receipt.uploadid ?? 'new'} at ${receipt.bytesSent}`);
      onCheckpoint({ uploadid: 'u-1', offset: receipt.uploadid ? receipt.bytesSent : 0 });
      onCheckpoint({ uploadid: 'u-1', offset: 2000 });
      // The next chunk is on its way when the link drops: those bytes do not count.
      onProgress(3000);
      if (!online) throw new NetworkError();
      return 'f-a.jpg';
    };

    expect(await flush(send, upload)).toMatchObject({ outcome: 'offline', sent: 0 });
    const [dropped] = await db.expenseReceipts.toArray();
    expect(dropped).toMatchObject({ state: 'waiting', bytesSent: 2000, uploadid: 'u-1' });
    expect((await receiptProgress(input.lineid)).map((r) => [r.state, r.bytesSent])).toEqual([['waiting', 2000]]);

    online = true;
    expect(await flush(send, upload)).toMatchObject({ outcome: 'done', sent: 1 });
    expect(attempts).toEqual(['new at 0', 'u-1 at 2000']);
    expect(fileIdsSent(calls[0]!)).toEqual(['f-a.jpg']);
  });

  it('a refused upload forgets its server upload: a retry starts the file afresh', async () => {
    await queueExpenseLine(ME, lineInput(), [photo('a.jpg')]);
    const upload: ReceiptUpload = async (_receipt, _onProgress, onCheckpoint) => {
      onCheckpoint({ uploadid: 'u-2', offset: 1024 });
      throw new ApiError(415, 'a.jpg: the content is not a .jpg file');
    };
    await flush(recordingSend().send, upload);
    const [refused] = await db.expenseReceipts.toArray();
    expect(refused).toMatchObject({ state: 'failed', bytesSent: 0, lastError: 'a.jpg: the content is not a .jpg file' });
    expect(refused!.uploadid).toBeUndefined();
  });

  it('after a lost reply, resends the same file ids with the same key and uploads nothing again', async () => {
    await queueExpenseLine(ME, lineInput(), [photo('a.jpg')]);
    let replies = false;
    const { send, calls } = recordingSend(() => {
      if (!replies) throw new NetworkError();
      return {};
    });
    const { upload, uploaded } = recordingUpload();
    await flush(send, upload);
    replies = true;
    await flush(send, upload);
    expect(uploaded).toEqual(['a.jpg']);
    expect(calls.map((c) => [c.key, fileIdsSent(c)])).toEqual([
      [calls[0]!.key, ['f-a.jpg']],
      [calls[0]!.key, ['f-a.jpg']],
    ]);
    expect(await queued()).toEqual([]);
  });

  it('records upload progress in the receipt row while the file travels', async () => {
    const input = lineInput();
    await queueExpenseLine(ME, input, [photo('a.jpg', 4000)]);
    const seen: unknown[] = [];
    const hooks = expenseOutboxHooks(async (_receipt, onProgress) => {
      onProgress(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push((await receiptProgress(input.lineid)).map((r) => [r.state, r.bytesSent]));
      return 'f-1';
    }, ticking());
    await flushOutbox({ profileid: ME, send: recordingSend().send, lock: memoryOutboxLock, hooks });
    expect(seen).toEqual([[['uploading', 1000]]]);
  });

  it('a refused upload marks the entry failed with the server reason, keeps the line until discarded, and holds up its report submit', async () => {
    const reportid = crypto.randomUUID();
    await queueExpenseReport(ME, { reportid, title: 'March' });
    const input = lineInput({ reportid });
    await queueExpenseLine(ME, input, [photo('a.jpg')]);
    await queueExpenseSubmit(ME, reportid, 'March');
    const { send, calls } = recordingSend();
    const { upload } = recordingUpload(() => new ApiError(415, 'a.jpg: the file is not a jpg image'));

    expect(await flush(send, upload)).toMatchObject({ outcome: 'done', sent: 1, failed: 1 });
    expect(calls.map((c) => c.operation)).toEqual(['createExpenseReport']);
    expect((await queued()).map((e) => [e.operation, e.state, e.lastError])).toEqual([
      ['saveExpenseLine', 'failed', 'a.jpg: the file is not a jpg image'],
      ['submitExpenseReport', 'pending', undefined],
    ]);
    expect(await receiptProgress(input.lineid)).toMatchObject([{ state: 'failed', lastError: 'a.jpg: the file is not a jpg image' }]);
    expect(await pendingExpenseLines(ME)).toHaveLength(1);

    // Discarding the refused save forgets the line's local copy and receipt file with it.
    await discardEntry(db, (await queued())[0]!.id);
    expect(await pendingExpenseLines(ME)).toEqual([]);
    expect(await db.expenseReceipts.count()).toBe(0);
  });

  it('keeps a line queued offline across a new database connection, and sends it from there', async () => {
    const input = lineInput();
    await queueExpenseLine(ME, input, [photo('a.jpg', 3000)]);
    db.close({ disableAutoOpen: false });
    const again = new Dexie('voyage');
    await again.open();
    try {
      expect((await pendingExpenseLines(ME, again)).map((l) => l.lineid)).toEqual([input.lineid]);
      const { send, calls } = recordingSend();
      const { upload, uploaded } = recordingUpload();
      expect(await flush(send, upload, again)).toMatchObject({ outcome: 'done', sent: 1 });
      expect(uploaded).toEqual(['a.jpg']);
      expect(fileIdsSent(calls[0]!)).toEqual(['f-a.jpg']);
      expect(await again.table('expenseReceipts').count()).toBe(0);
    } finally {
      again.close();
    }
  });

  it('keeps the receipts of a line edited offline until its last queued save is confirmed', async () => {
    const input = lineInput();
    const first = await queueExpenseLine(ME, input, [photo('a.jpg')]);
    await queueExpenseLine(ME, { ...input, amount: '500.00', receiptfileids: first.receipts }, [photo('b.jpg', 10, 3)]);
    let answered = 0;
    const { send, calls } = recordingSend(() => {
      if (++answered === 2) throw new NetworkError();
      return {};
    });
    const { upload, uploaded } = recordingUpload();
    await flush(send, upload);
    expect(await db.expenseReceipts.count()).toBe(2);
    expect((await pendingExpenseLines(ME))[0]).toMatchObject({ amount: '500.00' });

    await flush(send, upload);
    expect(uploaded).toEqual(['a.jpg', 'b.jpg']);
    expect(calls.map(fileIdsSent)).toEqual([['f-a.jpg'], ['f-a.jpg', 'f-b.jpg'], ['f-a.jpg', 'f-b.jpg']]);
    expect(await db.expenseReceipts.count()).toBe(0);
    expect(await db.expenseLines.count()).toBe(0);
  });
});
