import type Dexie from 'dexie';
import { forgetLineIfUnqueued } from './expense-local';
import { lineIdOf } from './expense-rows';
import { type OutboxEntry, outboxTable } from './outbox';
import { createdDraftId, dependencyKeys } from './outbox-draft-ids';

/** Retry: a failed entry goes back in the queue with the same id, so it is still applied at most once. */
export async function retryEntry(db: Dexie, id: string): Promise<void> {
  await outboxTable(db)
    .where('id')
    .equals(id)
    .modify((entry) => {
      if (entry.state !== 'failed') return;
      entry.state = 'pending';
      delete entry.lastError;
    });
}

/**
 * Discard: the change is forgotten on this device and never sent. Nothing is reverted on the
 * server: an entry is only discardable before it is confirmed, so the server never applied it
 * (or, after a lost reply, applied it once; the next refresh then shows it).
 *
 * Discarding the last queued change of an expense line drops its local copy and receipt files.
 * Discarding the create of an offline draft drops the draft itself: its later queued changes and its
 * cached rows go too, since they would name a trip that exists nowhere. Discarding an edit leaves the
 * local copy as edited until the next refresh from the server replaces it.
 *
 * Refused while the entry is being sent: the request is already on its way. Returns the number of
 * entries removed.
 */
export async function discardEntry(db: Dexie, id: string): Promise<number> {
  const outbox = outboxTable(db);
  const tables = [outbox, ...['trips', 'tripDetails', 'expenseLines', 'expenseReceipts'].map((name) => db.table(name))];
  return db.transaction('rw', tables, async () => {
    const entry = await outbox.get(id);
    if (!entry) return 0;
    if (entry.state === 'sending') throw new Error('This change is being sent right now; try again in a moment.');
    await outbox.delete(id);
    // An expense line's local copy and receipt files go with its last queued change.
    const lineid = lineIdOf(entry.fields);
    if (lineid) await forgetLineIfUnqueued(entry.profileid, lineid, db);
    const draftId = createdDraftId(entry.fields);
    if (!draftId) return 1;
    const dependents = await outbox
      .where('refs')
      .equals(draftId)
      .filter((row) => row.profileid === entry.profileid && row.seq > entry.seq)
      .primaryKeys();
    await outbox.bulkDelete(dependents);
    await db.table('trips').delete(draftId);
    await db.table('tripDetails').delete(draftId);
    return 1 + dependents.length;
  });
}

/**
 * Entries that wait behind a failed one under the flusher's dependency rule (dependencyKeys): the
 * outbox list shows them as held up, rather than as simply waiting. `entries` oldest first.
 */
export function blockedEntryIds(entries: readonly OutboxEntry[]): Set<string> {
  const blockedKeys = new Set<string>();
  const blocked = new Set<string>();
  for (const entry of entries) {
    const keys = dependencyKeys(entry.fields);
    const held = entry.state !== 'failed' && [...keys].some((key) => blockedKeys.has(key));
    if (held) blocked.add(entry.id);
    if (held || entry.state === 'failed') for (const key of keys) blockedKeys.add(key);
  }
  return blocked;
}
