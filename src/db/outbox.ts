import Dexie, { type Table } from 'dexie';
import type { ChangeName } from '../contract';
import { getSession } from '../session/store';
import type { OutboxRow } from './database';
import { draftIdsIn } from './outbox-draft-ids';
import type { OutboxFields } from './outbox-fields';

/** What a screen queues: one user action (a click on "Save"), described for the outbox list. */
export interface OutboxChange {
  /** Only changes are queued: a read has no Idempotency-Key and nothing to lose (checked by the type). */
  operation: ChangeName;
  fields: OutboxFields;
  /** Shown in the outbox list, e.g. "Create trip Mumbai → Delhi (12 Mar)". */
  label: string;
}

export type OutboxState = OutboxRow['state'];

/** One queued change as stored in `db.outbox`. */
export interface OutboxEntry extends OutboxChange {
  /** Made once per user action; also the Idempotency-Key of every attempt, so replays apply once. */
  id: string;
  /** Position in the queue: entries are sent in ascending seq. */
  seq: number;
  state: OutboxState;
  /** The profile that made the change: only that profile's session flushes it. */
  profileid: string;
  createdAt: number;
  /** How many times it was handed to the network (a crash mid-send counts too). */
  attempts: number;
  /** The server's refusal (state 'failed') or the last transport problem (still 'pending'). */
  lastError?: string;
  /** The draft ids its fields name (indexed): kept equal to draftIdsIn(fields) whenever fields change. */
  refs: string[];
}

/** `db.outbox` typed with the fields this module owns (database.ts declares only the indexed ones). */
export function outboxTable(db: Dexie): Table<OutboxEntry, string> {
  return db.table<OutboxEntry, string>('outbox');
}

export interface EnqueueOptions {
  /** Defaults to the logged-in profile. */
  profileid?: string;
  now?: () => number;
}

/**
 * Queues a change. MUST run inside the caller's `db.transaction('rw', [...tables, db.outbox], ...)`
 * that also writes the local change (docs/outbox.md): both commit or
 * neither does, so the screen never shows an edit the outbox will not send, nor the reverse.
 *
 * seq is max + 1 read in that same readwrite transaction: IndexedDB runs readwrite transactions
 * over the same store one at a time, across tabs too, so two tabs can never take the same seq.
 */
export async function enqueueChange(change: OutboxChange, options: EnqueueOptions = {}): Promise<OutboxEntry> {
  // Checked before any await: after one, a caller outside a transaction could pick up someone else's.
  const tx = Dexie.currentTransaction;
  if (!tx || tx.mode !== 'readwrite' || !tx.storeNames.includes('outbox')) {
    throw new Error('enqueueChange must run inside a readwrite Dexie transaction that includes db.outbox');
  }
  const profileid = options.profileid ?? getSession()?.profilemaster.profileid;
  if (!profileid) throw new Error('enqueueChange needs a logged-in profile');

  const outbox = outboxTable(tx.db);
  const last = await outbox.orderBy('seq').last();
  const entry: OutboxEntry = {
    id: crypto.randomUUID(),
    seq: (last?.seq ?? 0) + 1,
    state: 'pending',
    operation: change.operation,
    // A structured clone now, so a later mutation of the caller's object cannot change what is sent.
    fields: structuredClone(change.fields),
    refs: [...draftIdsIn(change.fields)],
    label: change.label,
    profileid,
    createdAt: (options.now ?? Date.now)(),
    attempts: 0,
  };
  await outbox.add(entry);
  return entry;
}
