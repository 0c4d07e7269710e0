import { File as NodeFile } from 'node:buffer';
import type { ExpenseLineInput } from '../contract/expenses/lines';
import { db } from './database';
import type { ReceiptUpload } from './expense-upload';

/** Test helpers for the expense outbox tests (only *.test.ts import it). */
export const ME = '20001';

export async function clearExpenseStores(): Promise<void> {
  await Promise.all(['outbox', 'meta', 'expenseLines', 'expenseReceipts', 'expenseViews'].map((name) => db.table(name).clear()));
}

/**
 * A photo of `size` bytes. Node's File, not jsdom's: fake-indexeddb stores by Node's structured
 * clone, which keeps Node blobs (as browsers keep theirs) but turns jsdom's into empty objects.
 */
export function photo(name: string, size = 1024, fill = 1): File {
  return new NodeFile([new Uint8Array(size).fill(fill)], name, { type: 'image/jpeg' }) as unknown as File;
}

export function lineInput(overrides: Partial<ExpenseLineInput> = {}): ExpenseLineInput {
  return {
    lineid: crypto.randomUUID(),
    categoryid: 'taxi',
    expensedate: '2026-03-11',
    merchant: 'Uber',
    currency: 'INR',
    amount: '450.00',
    ...overrides,
  };
}

/**
 * An upload that records each receipt it was given and answers `f-<name>`, unless `fail` throws
 * for that receipt. Reports half the bytes, then all of them.
 */
export function recordingUpload(fail: (name: string) => Error | undefined = () => undefined) {
  const uploaded: string[] = [];
  const upload: ReceiptUpload = async (receipt, onProgress) => {
    onProgress(Math.floor(receipt.size / 2));
    const error = fail(receipt.name);
    if (error) throw error;
    onProgress(receipt.size);
    uploaded.push(receipt.name);
    return `f-${receipt.name}`;
  };
  return { upload, uploaded };
}
