import type Dexie from 'dexie';
import type { OperationName } from '../contract';
import { db as appDb } from './database';
import { type OutboxEntry, outboxTable } from './outbox';
import type { OutboxFields } from './outbox-fields';
import { applyTripIdMapping, createdDraftId, dependencyKeys, draftIdsIn, isDraftId, resolveDraftIdsIn } from './outbox-draft-ids';
import { type OutboxLock, outboxLock } from './outbox-lock';
import { verdictOf } from './outbox-verdict';

/** Sends one change with its Idempotency-Key; resolves the server's answer, throws ApiError/NetworkError/... */
export type OutboxSend = (operation: OperationName, fields: OutboxFields, idempotencyKey: string) => Promise<unknown>;

/**
 * A feature's work around sending an entry (expense receipts: src/db/expense-sync.ts). Both run for
 * every entry; an entry the feature does not own passes through unchanged.
 */
export interface OutboxHooks {
  /** After the claim, before the send: answers the fields to send. Throws like send, with the same verdicts. */
  prepare(db: Dexie, entry: OutboxEntry): Promise<OutboxFields>;
  /** The tables `settled` writes: they join the transaction that deletes the confirmed entry. */
  tables: string[];
  /** Inside that transaction: what the server's confirmation means for the feature's local rows. */
  settled(db: Dexie, entry: OutboxEntry, answer: unknown): Promise<void>;
}

export interface FlushDeps {
  /** Only this profile's entries are sent: another profile's wait for that profile's login. */
  profileid: string;
  send: OutboxSend;
  db?: Dexie;
  lock?: OutboxLock;
  hooks?: OutboxHooks;
}

export interface FlushResult {
  /** done: nothing sendable is left; offline/session: stopped early; busy: another flusher holds the lock. */
  outcome: 'done' | 'offline' | 'session' | 'busy';
  sent: number;
  failed: number;
}

/** Flushes asked for while this realm's flusher was running: it makes one more pass for them. */
let askedWhileBusy = false;

/**
 * The one flush routine (page, worker and service-worker triggers all end here). Oldest first; each
 * entry leaves the outbox only in the same Dexie transaction that records what the server answered.
 * Why nothing is lost or doubled (tests/model/outbox-zero-loss.test.ts checks it):
 * - the entry's id is its Idempotency-Key, so a resend after a lost reply gets the first answer;
 * - the entry is deleted only after a success, so a crash anywhere before that means a resend;
 * - one flusher holds the lock, so two tabs never interleave the order.
 */
export async function flushOutbox(deps: FlushDeps): Promise<FlushResult> {
  const result = await (deps.lock ?? outboxLock)(() => flushHoldingLock(deps));
  if (result) return result;
  askedWhileBusy = true;
  return { outcome: 'busy', sent: 0, failed: 0 };
}

async function flushHoldingLock(deps: FlushDeps): Promise<FlushResult> {
  const total: FlushResult = { outcome: 'done', sent: 0, failed: 0 };
  for (;;) {
    askedWhileBusy = false;
    const pass = await flushPass(deps);
    total.sent += pass.sent;
    total.failed += pass.failed;
    if (pass.outcome !== 'done') return { ...total, outcome: pass.outcome };
    // New entries (queued during the pass) or a retry pressed meanwhile: go round again.
    if (pass.sent === 0 && pass.failed === 0 && !askedWhileBusy) return total;
  }
}

/** One walk over the queue as it stood at the start; entries queued meanwhile wait for the next. */
async function flushPass(deps: FlushDeps): Promise<FlushResult> {
  const db = deps.db ?? appDb;
  const outbox = outboxTable(db);
  const queued = await outbox.orderBy('seq').filter((row) => row.profileid === deps.profileid).toArray();
  const blocked = new Set<string>();
  const result: FlushResult = { outcome: 'done', sent: 0, failed: 0 };

  for (const listed of queued) {
    const keys = dependencyKeys(listed.fields);
    if (listed.state === 'failed' || [...keys].some((key) => blocked.has(key))) {
      for (const key of keys) blocked.add(key);
      continue;
    }
    const entry = await claim(db, listed.id);
    if (!entry) continue; // discarded (or failed) since the list was read
    let answer: unknown;
    try {
      const fields = deps.hooks ? await deps.hooks.prepare(db, entry) : entry.fields;
      answer = await deps.send(entry.operation, fields, entry.id);
    } catch (error) {
      const verdict = verdictOf(error);
      if (verdict.kind === 'fail') {
        await outbox.update(entry.id, { state: 'failed', lastError: verdict.message });
        for (const key of keys) blocked.add(key);
        result.failed++;
        continue;
      }
      await outbox.update(entry.id, { state: 'pending', lastError: verdict.message });
      return { ...result, outcome: verdict.kind };
    }
    await settle(db, entry, answer, deps.hooks);
    result.sent++;
  }
  return result;
}

/**
 * Marks the entry as being sent and counts the attempt, in one transaction with reading it, so a
 * discard pressed meanwhile wins. A 'sending' entry found here is one a crashed flusher left behind:
 * we hold the lock, so nobody else is sending it. Draft ids synced since it was queued are resolved.
 */
function claim(db: Dexie, id: string): Promise<OutboxEntry | null> {
  const outbox = outboxTable(db);
  return db.transaction('rw', [outbox, db.table('meta')], async () => {
    const entry = await outbox.get(id);
    if (!entry || entry.state === 'failed') return null;
    const fields = await resolveDraftIdsIn(db, entry.fields);
    const claimed: OutboxEntry = { ...entry, fields, refs: [...draftIdsIn(fields)], state: 'sending', attempts: entry.attempts + 1 };
    await outbox.put(claimed);
    return claimed;
  });
}

/** Removes the confirmed entry and, for a synced draft, moves every reference to its server id. */
async function settle(db: Dexie, entry: OutboxEntry, answer: unknown, hooks?: OutboxHooks): Promise<void> {
  const draftId = createdDraftId(entry.fields);
  const tripid = (answer as { tripid?: unknown } | null)?.tripid;
  const tables = ['outbox', 'meta', 'trips', 'tripDetails', ...(hooks?.tables ?? [])].map((name) => db.table(name));
  await db.transaction('rw', tables, async () => {
    await outboxTable(db).delete(entry.id);
    await hooks?.settled(db, entry, answer);
    if (draftId && typeof tripid === 'string' && tripid && !isDraftId(tripid)) {
      await applyTripIdMapping(db, draftId, tripid);
    }
  });
}
