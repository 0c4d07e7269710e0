import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './database';
import { pendingExpenseDeletes, pendingExpenseLines, receiptProgress } from './expense-local';
import {
  expenseLineLabel,
  queueExpenseLine,
  queueExpenseLineDelete,
  queueExpenseReport,
  queueExpenseReportDelete,
  queueExpenseSubmit,
} from './expense-queue';
import { isReceiptId } from './expense-rows';
import { ME, clearExpenseStores, lineInput, photo } from './expense-test-kit';
import { outboxTable } from './outbox';

const outbox = vi.hoisted(() => ({ failNext: false }));
vi.mock('./outbox', async (importOriginal) => {
  const real = await importOriginal<typeof import('./outbox')>();
  return {
    ...real,
    enqueueChange: async (...args: Parameters<typeof real.enqueueChange>) => {
      if (outbox.failNext) {
        outbox.failNext = false;
        throw new Error('disk full');
      }
      return real.enqueueChange(...args);
    },
  };
});

afterEach(clearExpenseStores);

const queued = () => outboxTable(db).orderBy('seq').toArray();

describe('queueing expense changes offline', () => {
  it('writes the line, its receipt files and one saveexpenseline naming the local receipt ids', async () => {
    const input = lineInput({ receiptfileids: ['fserver1'] });
    const line = await queueExpenseLine(ME, input, [photo('taxi.jpg', 3000, 7)]);

    const [entry] = await queued();
    expect(entry).toMatchObject({ operation: 'saveExpenseLine', profileid: ME, state: 'pending', label: 'Expense: Uber INR 450.00' });
    const sent = (entry!.fields.jsondata as { receiptfileids: string[] }).receiptfileids;
    expect(sent[0]).toBe('fserver1');
    expect(isReceiptId(sent[1])).toBe(true);

    expect(line).toMatchObject({ lineid: input.lineid, pending: true, receipts: sent, outboxid: entry!.id, merchant: 'Uber' });
    expect(await pendingExpenseLines(ME)).toEqual([line]);

    const receipt = await db.expenseReceipts.get(sent[1]!);
    expect(receipt).toMatchObject({ lineid: input.lineid, profileid: ME, name: 'taxi.jpg', mime: 'image/jpeg', size: 3000, state: 'waiting', bytesSent: 0 });
    expect(receipt!.sha256).toBe(createHash('sha256').update(new Uint8Array(3000).fill(7)).digest('hex'));
    expect(receipt!.blob.size).toBe(3000);
    expect(await receiptProgress(input.lineid)).toEqual([
      { receiptid: sent[1], name: 'taxi.jpg', size: 3000, bytesSent: 0, state: 'waiting', lastError: undefined },
    ]);
  });

  it('writes nothing when the outbox entry cannot be written (one transaction)', async () => {
    outbox.failNext = true;
    await expect(queueExpenseLine(ME, lineInput(), [photo('a.jpg')])).rejects.toThrow('disk full');
    expect(await db.expenseLines.count()).toBe(0);
    expect(await db.expenseReceipts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses more receipts than a line may have', async () => {
    const files = Array.from({ length: 11 }, (_, i) => photo(`${i}.jpg`));
    await expect(queueExpenseLine(ME, lineInput(), files)).rejects.toThrow(/at most 10 receipts/);
  });

  it('labels mileage and per-diem lines by distance and days', () => {
    expect(expenseLineLabel(lineInput({ linetype: 'mileage', merchant: '', categoryid: 'fuel', distance: '120', distanceunit: 'km' }))).toBe('Expense: fuel 120 km');
    expect(expenseLineLabel(lineInput({ linetype: 'perdiem', merchant: '', categoryid: 'perdiem', days: 3 }))).toBe('Expense: perdiem 3 day(s)');
  });

  it('queues a report create and its submit, in order after its lines', async () => {
    const reportid = crypto.randomUUID();
    await queueExpenseReport(ME, { reportid, title: 'Delhi trip', tripid: '710042' });
    await queueExpenseLine(ME, lineInput({ reportid }), []);
    await queueExpenseSubmit(ME, reportid, 'Delhi trip');
    expect((await queued()).map((e) => [e.operation, e.label])).toEqual([
      ['createExpenseReport', 'Create expense report Delhi trip'],
      ['saveExpenseLine', 'Expense: Uber INR 450.00'],
      ['submitExpenseReport', 'Submit expense report Delhi trip'],
    ]);
    expect((await queued())[0]!.fields).toEqual({ reportid, title: 'Delhi trip', tripid: '710042' });
  });

  it('deleting a line never sent drops its save and receipts; a save already tried stays with its receipts', async () => {
    const fresh = lineInput();
    await queueExpenseLine(ME, fresh, [photo('a.jpg')]);
    await queueExpenseLineDelete(ME, fresh.lineid);
    expect((await queued()).map((e) => e.operation)).toEqual(['deleteExpenseLine']);
    expect(await db.expenseReceipts.count()).toBe(0);
    expect(await pendingExpenseLines(ME)).toEqual([]);
    expect(await pendingExpenseDeletes(ME)).toEqual([fresh.lineid]);

    await clearExpenseStores();
    const tried = lineInput();
    const line = await queueExpenseLine(ME, tried, [photo('b.jpg')]);
    await outboxTable(db).update(line.outboxid, { attempts: 1 });
    await queueExpenseLineDelete(ME, tried.lineid);
    expect((await queued()).map((e) => e.operation)).toEqual(['saveExpenseLine', 'deleteExpenseLine']);
    expect(await db.expenseReceipts.count()).toBe(1);
    expect(await db.expenseLines.count()).toBe(0);
  });

  it('deleting a report made here and never sent drops its create and submit and moves its lines to no report', async () => {
    const reportid = crypto.randomUUID();
    await queueExpenseReport(ME, { reportid, title: 'Pune offsite' });
    const input = lineInput({ reportid });
    await queueExpenseLine(ME, input, []);
    await queueExpenseSubmit(ME, reportid, 'Pune offsite');
    await queueExpenseReportDelete(ME, reportid, 'Pune offsite');

    const left = await queued();
    expect(left.map((e) => e.operation)).toEqual(['saveExpenseLine']);
    expect((left[0]!.fields.jsondata as { reportid: string }).reportid).toBe('');
    expect((await db.expenseLines.get(input.lineid))!.reportid).toBe('');
  });

  it('deleting a report the server may have queues the delete after the changes before it', async () => {
    const reportid = crypto.randomUUID();
    await queueExpenseReport(ME, { reportid, title: 'Tried' });
    const [create] = await queued();
    await outboxTable(db).update(create!.id, { attempts: 1 });
    await queueExpenseLine(ME, lineInput({ reportid }), []);
    await queueExpenseReportDelete(ME, reportid, 'Tried');
    expect((await queued()).map((e) => [e.operation, e.label])).toEqual([
      ['createExpenseReport', 'Create expense report Tried'],
      ['saveExpenseLine', 'Expense: Uber INR 450.00'],
      ['deleteExpenseReport', 'Delete expense report Tried'],
    ]);

    await clearExpenseStores();
    const onServer = crypto.randomUUID();
    await queueExpenseReportDelete(ME, onServer, 'Mumbai');
    expect((await queued()).map((e) => [e.operation, e.fields])).toEqual([['deleteExpenseReport', { reportid: onServer }]]);
  });
});
