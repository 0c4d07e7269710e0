import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASH_BUSY_MESSAGE, HashBusyError, HashLimiter, hashLimitFromEnv, hashLimiter } from '../../server/auth/hash-limiter';
import { throttleKeys } from '../../server/auth/throttle';
import { passwordHashesComputed } from '../../server/auth/passwords';
import { loginCounters } from '../../server/store/schema';
import { ONBOARDING_PATHS } from '../../src/contract/registration/operations';
import { type TestApp, createTestApp } from './helpers/test-app';
import { loginAs } from './login-fixtures';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Occupies the one hash slot until released, as a login being checked would. */
function holdSlot() {
  const gate = deferred();
  const held = hashLimiter.run(() => gate.promise);
  return { release: async () => (gate.resolve(), held) };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ hashLimit: { concurrency: 1, queue: 0 } });
});
afterAll(() => t.close());

describe('global cap on concurrent password hashes (cap 1, no queue)', () => {
  it('answers a second concurrent login 429 with Retry-After: 1 at once, before hashing or counting anything', async () => {
    const slot = holdSlot();
    const before = passwordHashesComputed();
    const busy = await loginAs(t.app, 'traveller@acme.test');
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json().wsstatus.Message).toBe(HASH_BUSY_MESSAGE);
    expect(passwordHashesComputed()).toBe(before);
    const [counter] = await t.store.db.select().from(loginCounters).where(eq(loginCounters.key, throttleKeys.account('traveller@acme.test')));
    expect(counter?.failures ?? 0).toBe(0);
    await slot.release();
    expect((await loginAs(t.app, 'traveller@acme.test')).statusCode).toBe(200);
  });

  it('covers password change and the registration OTP too', async () => {
    const token = await t.token('manager@acme.test');
    const slot = holdSlot();
    try {
      const change = await t.service(token, { opid: 'TG-PROFILE', action: 'changepassword', oldpassword: 'whatever1@A', newpassword: 'Another@123x' });
      expect(change.statusCode).toBe(429);
      expect(change.headers['retry-after']).toBe('1');
      const otp = await t.app.inject({ method: 'POST', url: ONBOARDING_PATHS.start, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'new.owner@shahexports.test' }) });
      expect(otp.statusCode).toBe(429);
    } finally {
      await slot.release();
    }
  });
});

describe('HashLimiter', () => {
  it('runs up to the cap at once, queues up to the queue length, refuses beyond, and hands slots on in order', async () => {
    const limiter = new HashLimiter({ concurrency: 2, queue: 1 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) => limiter.run(async () => (started.push(i), gate.promise)));
    await expect(limiter.run(async () => 'late')).rejects.toBeInstanceOf(HashBusyError);
    expect(started).toEqual([0, 1]);
    gates[0]!.resolve();
    await runs[0];
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    await Promise.all(runs);
    await expect(limiter.run(async () => 'free again')).resolves.toBe('free again');
  });

  it('reads HASH_CONCURRENCY and HASH_QUEUE, refusing nonsense', () => {
    expect(hashLimitFromEnv(undefined, undefined)).toEqual({});
    expect(hashLimitFromEnv('3', '0')).toEqual({ concurrency: 3, queue: 0 });
    expect(() => hashLimitFromEnv('0', undefined)).toThrow(/HASH_CONCURRENCY must be a whole number at least 1 \(got "0"\)/);
    expect(() => hashLimitFromEnv(undefined, 'lots')).toThrow(/HASH_QUEUE must be a whole number at least 0 \(got "lots"\)/);
  });
});
