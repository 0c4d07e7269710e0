/**
 * How the service worker and the pages talk about the outbox (src/sw/sync.ts, src/db/outbox-page.ts).
 * The service worker never flushes by itself: it has no session (the token lives encrypted in the
 * tab's sessionStorage, which workers cannot read), so its `sync` event asks the open pages to run
 * the one flush routine, and the outbox lock keeps that to one flusher.
 */
export const OUTBOX_SYNC_TAG = 'voyage-outbox';
export const OUTBOX_FLUSH_MESSAGE = 'OUTBOX_FLUSH';

/** A page's reply on the MessageChannel port: how its flush ended. */
export interface OutboxFlushReply {
  outcome: 'done' | 'offline' | 'session' | 'busy' | 'no-session';
}
