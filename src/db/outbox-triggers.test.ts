import { describe, expect, it, vi } from 'vitest';
import type { FlushResult } from './outbox-flush';
import { MAX_BACKOFF_MS, RETRY_MS, startOutboxTriggers } from './outbox-triggers';

const result = (outcome: FlushResult['outcome']): FlushResult => ({ outcome, sent: 0, failed: 0 });

function setup(outcomes: FlushResult['outcome'][]) {
  const flush = vi.fn(async () => result(outcomes.shift() ?? 'done'));
  const timers: { run: () => void; ms: number }[] = [];
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  let onNew = () => {};
  const registerBackgroundSync = vi.fn();
  const triggers = startOutboxTriggers({
    flush,
    window: win,
    document: doc,
    watchNewEntries: (callback) => ((onNew = callback), () => {}),
    registerBackgroundSync,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => {},
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { flush, timers, win, doc, triggers, settle, registerBackgroundSync, queued: () => onNew() };
}

describe('outbox triggers', () => {
  it('flushes at start, on online, on visible, and when a change is queued', async () => {
    const t = setup([]);
    await t.settle();
    expect(t.flush).toHaveBeenCalledTimes(1);
    t.win.dispatchEvent(new Event('online'));
    await t.settle();
    t.doc.dispatchEvent(new Event('visibilitychange'));
    await t.settle();
    t.doc.visibilityState = 'hidden';
    t.doc.dispatchEvent(new Event('visibilitychange'));
    await t.settle();
    t.queued();
    await t.settle();
    expect(t.flush).toHaveBeenCalledTimes(4);
    t.triggers.stop();
    t.win.dispatchEvent(new Event('online'));
    await t.settle();
    expect(t.flush).toHaveBeenCalledTimes(4);
  });

  it('retries offline on a doubling timer up to the cap, and asks for a Background Sync', async () => {
    const t = setup(Array(8).fill('offline'));
    await t.settle();
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      const timer = t.timers.at(-1)!;
      delays.push(timer.ms);
      timer.run();
      await t.settle();
    }
    expect(delays).toEqual([RETRY_MS, RETRY_MS * 2, RETRY_MS * 4, RETRY_MS * 8, MAX_BACKOFF_MS, MAX_BACKOFF_MS]);
    expect(t.registerBackgroundSync).toHaveBeenCalled();
  });

  it('sets no timer when the queue is done, and one when another flusher was busy', async () => {
    const t = setup(['done', 'busy']);
    await t.settle();
    expect(t.timers).toHaveLength(0);
    t.queued();
    await t.settle();
    expect(t.timers.map((timer) => timer.ms)).toEqual([RETRY_MS]);
  });

  it('coalesces triggers that come while a flush runs into one more flush after it', async () => {
    const t = setup([]);
    t.queued();
    t.queued();
    t.win.dispatchEvent(new Event('online'));
    await t.settle();
    await t.settle();
    expect(t.flush).toHaveBeenCalledTimes(2);
  });
});
