import type Dexie from 'dexie';
import { db } from './database';
import { type OutboxChange, type OutboxEntry, enqueueChange, outboxTable } from './outbox';
import type { OutboxSend } from './outbox-flush';

/** Test helpers for the outbox unit tests (kept out of the app bundle: only *.test.ts import it). */
export const PROFILE = 'P1';

export async function clearAll(): Promise<void> {
  await Promise.all(['outbox', 'meta', 'trips', 'tripDetails'].map((name) => db.table(name).clear()));
}

/** Queues a change the way a screen does: in a readwrite transaction with the outbox. */
export function queue(change: Partial<OutboxChange> & { fields: Record<string, unknown> }, profileid = PROFILE, on: Dexie = db) {
  return on.transaction('rw', [on.table('outbox'), on.table('trips')], () =>
    enqueueChange({ operation: 'updateContactInfo', label: 'change', ...change }, { profileid }),
  );
}

export const entries = (on: Dexie = db): Promise<OutboxEntry[]> => outboxTable(on).orderBy('seq').toArray();

/** A send that records every call and answers with `answer(call)` (throw to simulate errors). */
export function recordingSend(answer: (fields: Record<string, unknown>, key: string) => unknown = () => ({})) {
  const calls: { operation: string; fields: Record<string, unknown>; key: string }[] = [];
  const send: OutboxSend = async (operation, fields, key) => {
    calls.push({ operation, fields, key });
    return answer(fields, key);
  };
  return { send, calls };
}
