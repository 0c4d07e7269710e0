import { type FlushResult, flushOutbox } from './outbox-flush';
import { pageHooks, pageSend, requestOutboxFlush } from './outbox-page';

/**
 * After a trip change is queued, or before a trip screen refreshes: flush now, so online the change
 * reaches the server at once and offline it simply waits. The shell's outbox triggers do the work
 * when they run (one flusher, coalesced); before they start, this flushes directly (the outbox lock
 * still keeps it to one flusher). Never throws: the entries' states tell the screens how it went.
 */
export async function syncTripChanges(profileid: string): Promise<FlushResult | null> {
  try {
    return (await requestOutboxFlush()) ?? (await flushOutbox({ profileid, send: pageSend, hooks: pageHooks }));
  } catch {
    return null;
  }
}

/**
 * A screen's refresh after the queue: the server's answer then already includes this device's changes.
 * A screen that closed during the flush (`signal` aborted) asks nothing more: its refresh is not
 * started, and one under way is aborted with it.
 */
export function afterSync<T>(profileid: string, refresh: (signal?: AbortSignal) => Promise<T>): (signal?: AbortSignal) => Promise<T> {
  return async (signal) => {
    await syncTripChanges(profileid);
    signal?.throwIfAborted();
    return refresh(signal);
  };
}
