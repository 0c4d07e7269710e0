/** One flusher at a time across tabs, the worker and the service worker (docs/outbox.md). */
export const OUTBOX_LOCK_NAME = 'voyage-outbox';

/** Runs `run` while holding the outbox lock; resolves null at once when someone else holds it. */
export type OutboxLock = <T>(run: () => Promise<T>) => Promise<T | null>;

let heldInThisRealm = false;

/**
 * Where there is no Web Locks API (jsdom, Node, very old browsers) a flag guards this JavaScript
 * realm. It cannot see other tabs: there the server's idempotency keys still prevent duplicates,
 * only the order of two racing tabs would be lost.
 */
export const memoryOutboxLock: OutboxLock = async (run) => {
  if (heldInThisRealm) return null;
  heldInThisRealm = true;
  try {
    return await run();
  } finally {
    heldInThisRealm = false;
  }
};

/**
 * `ifAvailable`: a second flusher does not queue behind the first. The first re-reads the outbox
 * until it is empty, so it also sends what was queued while it ran.
 */
export const outboxLock: OutboxLock = (run) => {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (!locks) return memoryOutboxLock(run);
  return locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? run() : null));
};
