import { liveQuery } from 'dexie';
import { api } from '../api';
import { SessionExpiredError } from '../api/errors';
import { getSession } from '../session/store';
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG, type OutboxFlushReply } from '../sw/sync-protocol';
import { db } from './database';
import { expenseOutboxHooks } from './expense-sync';
import { outboxTable } from './outbox';
import { type FlushResult, type OutboxSend, flushOutbox } from './outbox-flush';
import { type OutboxTriggers, startOutboxTriggers } from './outbox-triggers';

/**
 * The page's send: the app's API client, with the entry id as Idempotency-Key (one attempt per flush
 * step). The table of every operation is loaded only when something is sent, not with each screen
 * (docs/architecture.md#first-load); the service worker keeps it for offline starts.
 */
export const pageSend: OutboxSend = async (name, fields, key) => {
  const { operations } = await import('../contract');
  return api.callOperation(operations[name], fields as never, { idempotencyKey: key });
};

/**
 * What every page flush runs around its sends: expense lines' receipts are uploaded (XHR, with
 * progress) just before their line is sent. A flush without them would send local receipt ids.
 */
export const pageHooks = expenseOutboxHooks();

let active: OutboxTriggers | null = null;

/**
 * Starts the outbox triggers for the logged-in profile (the shell calls it once per login through
 * useOutboxSync); the returned function stops them at logout or a profile switch.
 */
export function startPageOutbox(profileid: string): () => void {
  // A flush still running at logout or a profile switch stops before its next entry, instead of
  // sending it without (or with another profile's) credentials.
  const send: OutboxSend = (name, fields, key) =>
    getSession()?.profilemaster.profileid === profileid ? pageSend(name, fields, key) : Promise.reject(new SessionExpiredError());
  const triggers = startOutboxTriggers({
    flush: () => flushOutbox({ profileid, send, hooks: pageHooks }),
    watchNewEntries: (onNew) => watchNewEntries(profileid, onNew),
    registerBackgroundSync,
  });
  active = triggers;
  answerServiceWorker();
  return () => {
    triggers.stop();
    if (active === triggers) active = null;
  };
}

/** For screens that just queued a change and want it sent now (the watcher would also notice). */
export function requestOutboxFlush(): Promise<FlushResult | null> {
  return active ? active.flushNow() : Promise.resolve(null);
}

/** Calls back when this profile's newest entry changes to a higher seq: a change was queued, here or in another tab. */
function watchNewEntries(profileid: string, onNew: () => void): () => void {
  let newest: number | undefined;
  const subscription = liveQuery(async () => {
    const last = await outboxTable(db).orderBy('seq').reverse().filter((row) => row.profileid === profileid).first();
    return last?.seq ?? 0;
  }).subscribe({
    next: (seq) => {
      if (newest !== undefined && seq > newest) onNew();
      newest = seq;
    },
  });
  return () => subscription.unsubscribe();
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Chromium's Background Sync: the worker's `sync` event fires once the connection is back. */
function registerBackgroundSync(): void {
  const container = navigator.serviceWorker;
  if (!container?.controller) return;
  void container.ready.then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG)).catch(() => undefined);
}

let answering = false;

/** The worker's `sync` handler asks every open page to flush (src/sw/sync.ts); each answers on the port. */
function answerServiceWorker(): void {
  const container = navigator.serviceWorker;
  if (answering || !container) return;
  answering = true;
  container.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type !== OUTBOX_FLUSH_MESSAGE) return;
    const port = event.ports[0];
    const reply = (outcome: OutboxFlushReply['outcome']) => port?.postMessage({ outcome } satisfies OutboxFlushReply);
    if (!active) return reply('no-session');
    active.flushNow().then(
      (result) => reply(result.outcome),
      () => reply('offline'),
    );
  });
}
