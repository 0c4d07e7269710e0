import { describe, expect, it } from 'vitest';
import { flushThroughPages } from './sync';
import { OUTBOX_FLUSH_MESSAGE, type OutboxFlushReply } from './sync-protocol';

/** A window client that answers the flush request on the port it was given. */
function page(outcome: OutboxFlushReply['outcome'], seen: unknown[] = []) {
  return {
    postMessage(message: unknown, transfer: Transferable[]) {
      seen.push(message);
      (transfer[0] as MessagePort).postMessage({ outcome } satisfies OutboxFlushReply);
    },
  };
}

const clients = (...pages: ReturnType<typeof page>[]) => ({ matchAll: async () => pages });

describe('service worker sync: the pages flush', () => {
  it('asks every open page and is done when one flushed (the others found the lock busy)', async () => {
    const seen: unknown[] = [];
    await expect(flushThroughPages(clients(page('busy', seen), page('done', seen)))).resolves.toBeUndefined();
    expect(seen).toEqual([{ type: OUTBOX_FLUSH_MESSAGE }, { type: OUTBOX_FLUSH_MESSAGE }]);
  });

  it('rejects while still offline, so the browser retries the sync later', async () => {
    await expect(flushThroughPages(clients(page('offline')))).rejects.toThrow(/not flushed: offline/);
  });

  it('has nothing to do without a page or a session: the next login flushes at start', async () => {
    await expect(flushThroughPages(clients())).resolves.toBeUndefined();
    await expect(flushThroughPages(clients(page('no-session')))).resolves.toBeUndefined();
  });
});
