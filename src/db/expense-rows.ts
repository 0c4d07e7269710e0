import type { ExpenseLineInput } from '../contract/expenses/lines';

/*
 * Expense lines and receipts made on this device and not yet confirmed by the server
 * (docs/outbox.md "Expense lines and receipts"). Like the outbox they outlive a logout: they are
 * what the queued changes still need to send.
 */

/** A line as the user last saved it here; the screens show it until the server confirms that save. */
export interface ExpenseLineRow extends ExpenseLineInput {
  lineid: string;
  profileid: string;
  reportid: string;
  /** True while a queued change of this line waits in the outbox. */
  pending: boolean;
  /** The line's receipts in order: local 'receipt-<uuid>' ids, or server file ids of receipts already uploaded. */
  receipts: string[];
  /** The outbox entry of the latest save: only its confirmation makes the local copy redundant. */
  outboxid: string;
  savedAt: number;
}

export type ReceiptUploadState = 'waiting' | 'uploading' | 'uploaded' | 'failed';

/** A receipt file kept in IndexedDB until the line naming it is confirmed by the server. */
export interface ExpenseReceiptRow {
  receiptid: string;
  lineid: string;
  profileid: string;
  blob: Blob;
  name: string;
  mime: string;
  size: number;
  /** Hex sha256 of the bytes: the server's duplicate check uses the same digest. */
  sha256: string;
  state: ReceiptUploadState;
  /** Bytes the server holds (or, while sending, holds plus the chunk in flight): the "x of y" progress. */
  bytesSent: number;
  /** The server's file id, once its upload stored it. */
  fileid?: string;
  /** The server's upload session while the file is part-sent: a later attempt continues it (not indexed). */
  uploadid?: string;
  /** Why the last upload was refused (state 'failed'). */
  lastError?: string;
}

const RECEIPT_ID = /^receipt-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newReceiptId(): string {
  return `receipt-${crypto.randomUUID()}`;
}

export function isReceiptId(value: unknown): value is string {
  return typeof value === 'string' && RECEIPT_ID.test(value);
}

/** Every local receipt id anywhere in a value (an entry's fields). */
export function receiptIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (isReceiptId(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) receiptIdsIn(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) receiptIdsIn(item, found);
  return found;
}

/** The line an outbox entry's fields act on (a save names it in `jsondata`, a delete at the top). */
export function lineIdOf(fields: Record<string, unknown>): string | undefined {
  const jsondata = fields.jsondata as { lineid?: unknown } | undefined;
  const lineid = fields.lineid ?? jsondata?.lineid;
  return typeof lineid === 'string' && lineid ? lineid : undefined;
}

/** Hex sha256 of a file, with the platform's digest (a 3 MB photo takes milliseconds). */
export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
