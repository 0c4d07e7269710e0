import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_LOCK_NAME, memoryOutboxLock, outboxLock } from './outbox-lock';

afterEach(() => vi.unstubAllGlobals());

describe('outbox lock', () => {
  it("asks the Web Locks API for 'voyage-outbox' without waiting, and runs only when granted", async () => {
    const calls: unknown[] = [];
    let granted = true;
    const locks = {
      request: (name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
        calls.push([name, options]);
        return Promise.resolve(callback(granted ? ({ name, mode: 'exclusive' } as Lock) : null));
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    expect(await outboxLock(async () => 'ran')).toBe('ran');
    granted = false;
    expect(await outboxLock(async () => 'ran')).toBeNull();
    expect(calls).toEqual([
      [OUTBOX_LOCK_NAME, { ifAvailable: true }],
      [OUTBOX_LOCK_NAME, { ifAvailable: true }],
    ]);
  });

  it('without Web Locks, admits one runner at a time in this realm and frees the lock after a failure', async () => {
    let release!: () => void;
    const first = memoryOutboxLock(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    expect(await memoryOutboxLock(async () => 'second')).toBeNull();
    release();
    expect(await first).toBe('first');
    await expect(memoryOutboxLock(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await memoryOutboxLock(async () => 'third')).toBe('third');
  });
});
