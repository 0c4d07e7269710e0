import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashesComputed } from '../../server/auth/passwords';
import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE } from '../../src/contract/login';
import { type TestApp, createTestApp } from './helpers/test-app';
import { eventsOf, loginAs, wrong } from './login-fixtures';

/*
 * The budget is counted in the database before any hash: on PostgreSQL these logins run on
 * separate pooled connections at once, and two apps stand for two server processes.
 */
let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  // A queue as long as the burst, so that only the login budget (not the hash limiter) turns guesses away.
  t = await createTestApp({ hashLimit: { concurrency: 4, queue: 100 } });
  second = await createTestApp({ hashLimit: { concurrency: 4, queue: 100 } }, t.store);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function burst(userid: string, count: number) {
  const before = passwordHashesComputed();
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) => loginAs(i % 2 ? second.app : t.app, userid, { password: wrong(i), address: `203.0.113.${i}` })),
  );
  return { responses, hashed: passwordHashesComputed() - before };
}

describe('concurrent wrong-password logins for one account', () => {
  it('check at most 10 passwords; the rest get 429 with Retry-After and no hash', async () => {
    const { responses, hashed } = await burst('traveller@acme.test', 60);
    expect(hashed).toBe(10);
    const failed = responses.filter((r) => r.statusCode === 401);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(failed).toHaveLength(10);
    expect(failed.every((r) => r.json().wsstatus.Message === LOGIN_FAILED_MESSAGE)).toBe(true);
    expect(refused).toHaveLength(50);
    for (const response of refused) {
      expect(response.json().wsstatus.Message).toBe(LOGIN_THROTTLED_MESSAGE);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    const kinds = (await eventsOf(t.store.db, 'traveller@acme.test')).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'login_failure')).toHaveLength(10);
    expect(kinds.filter((k) => k === 'lock')).toHaveLength(1);
  });

  it('holds for an account that does not exist too', async () => {
    const { responses, hashed } = await burst('nobody@acme.test', 30);
    expect(hashed).toBe(10);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(20);
  });

  it('lets concurrent right-password logins all in without using the budget', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => loginAs(i % 2 ? second.app : t.app, 'manager@acme.test', { address: '10.3.0.1' })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const { responses: guesses } = await burst('manager@acme.test', 12);
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(10);
  });
});
