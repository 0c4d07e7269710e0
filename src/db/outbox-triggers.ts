import type { FlushResult } from './outbox-flush';

/** While entries wait, the timer tries again after this long; offline it backs off up to MAX_BACKOFF_MS. */
export const RETRY_MS = 30_000;
export const MAX_BACKOFF_MS = 5 * 60_000;

export interface OutboxTriggerDeps {
  flush: () => Promise<FlushResult>;
  /** Calls back whenever a new entry is queued (by this tab or another); returns its unsubscribe. */
  watchNewEntries?: (onNew: () => void) => () => void;
  /** Asks the browser for a Background Sync once the network is back (where supported). */
  registerBackgroundSync?: () => void;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface OutboxTriggers {
  /** Flush now (coalesced with one already running); resolves how it ended. */
  flushNow(): Promise<FlushResult>;
  stop(): void;
}

/**
 * The flush triggers of docs/outbox.md: at start (after login), on `online`, when the page becomes
 * visible, when a change is queued, and on a timer while entries wait (30 s, doubling while offline
 * up to 5 minutes). The service worker's `sync` event reaches flushNow through outbox-page.ts.
 */
export function startOutboxTriggers(deps: OutboxTriggerDeps): OutboxTriggers {
  const win = deps.window ?? window;
  const doc = deps.document ?? document;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let stopped = false;
  let timer: unknown;
  let offlineStreak = 0;
  let running: Promise<FlushResult> | null = null;
  let again = false;

  const schedule = (result: FlushResult) => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    if (stopped) return;
    if (result.outcome === 'offline') {
      offlineStreak++;
      deps.registerBackgroundSync?.();
    } else offlineStreak = 0;
    // 'done' leaves nothing sendable (failed entries wait for the user); 'session' waits for a login.
    if (result.outcome === 'offline' || result.outcome === 'busy') {
      const delay = Math.min(RETRY_MS * 2 ** Math.max(0, offlineStreak - 1), MAX_BACKOFF_MS);
      timer = setTimer(() => void flushNow(), delay);
    }
  };

  const runOnce = async (): Promise<FlushResult> => {
    try {
      return await deps.flush();
    } catch {
      // A broken database or a bug: keep the entries and try again later, like offline.
      return { outcome: 'offline', sent: 0, failed: 0 };
    }
  };

  function flushNow(): Promise<FlushResult> {
    if (stopped) return Promise.resolve({ outcome: 'busy', sent: 0, failed: 0 });
    if (running) {
      // The running flush may already have read past a change queued just now: one more after it.
      again = true;
      return running;
    }
    running = (async () => {
      let result = await runOnce();
      while (again && !stopped) {
        again = false;
        result = await runOnce();
      }
      running = null;
      schedule(result);
      return result;
    })();
    return running;
  }

  const onOnline = () => {
    offlineStreak = 0;
    void flushNow();
  };
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void flushNow();
  };
  win.addEventListener('online', onOnline);
  doc.addEventListener('visibilitychange', onVisible);
  const unwatch = deps.watchNewEntries?.(() => void flushNow());
  void flushNow();

  return {
    flushNow,
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimer(timer);
      win.removeEventListener('online', onOnline);
      doc.removeEventListener('visibilitychange', onVisible);
      unwatch?.();
    },
  };
}
