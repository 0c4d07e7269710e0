/// <reference lib="webworker" />
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG, type OutboxFlushReply } from './sync-protocol';

/** Background Sync is not in TypeScript's lib (Chromium only): the part used here. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

declare let self: ServiceWorkerGlobalScope;

/** How long a page may take to answer; a flush of a long queue continues after we stop waiting. */
const REPLY_TIMEOUT_MS = 60_000;

/** The part of a window Client used here (tests pass a stand-in). */
type Page = { postMessage(message: unknown, transfer: Transferable[]): void };

function askPage(client: Page): Promise<OutboxFlushReply['outcome']> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve('offline'), REPLY_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<OutboxFlushReply>) => {
      clearTimeout(timer);
      resolve(event.data.outcome);
    };
    client.postMessage({ type: OUTBOX_FLUSH_MESSAGE }, [channel.port2]);
  });
}

/**
 * The browser fires `sync` when the connection is back, even for a tab in the background whose
 * timers are throttled. Every open page is asked; the lock lets one flush and the others answer
 * 'busy'. Rejecting makes the browser retry the sync later with its own backoff.
 */
export async function flushThroughPages(clients: { matchAll(options: { type: 'window' }): Promise<readonly Page[]> }): Promise<void> {
  const pages = await clients.matchAll({ type: 'window' });
  // No page, no session to send with: the next login flushes at start.
  if (pages.length === 0) return;
  const outcomes = await Promise.all(pages.map(askPage));
  if (outcomes.every((o) => o === 'no-session')) return;
  if (!outcomes.includes('done')) throw new Error(`outbox not flushed: ${outcomes.join(', ')}`);
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(flushThroughPages(self.clients));
});
