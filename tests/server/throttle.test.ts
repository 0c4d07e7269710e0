import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE } from '../../src/contract/login';
import { MINUTE } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';
import { eventsOf, loginAs, wrong } from './login-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (userid: string, options?: Parameters<typeof loginAs>[2]) => loginAs(t.app, userid, options);

async function failTimes(n: number, userid: string, address: (i: number) => string) {
  for (let i = 0; i < n; i += 1) {
    const response = await login(userid, { password: wrong(i), address: address(i) });
    expect(response.json().wsstatus.Message).toBe(LOGIN_FAILED_MESSAGE);
  }
}

describe('per-account login budget', () => {
  it('answers 429 with Retry-After after 10 failures from any mix of addresses, even for the right password', async () => {
    await failTimes(10, 'manager@acme.test', (i) => `203.0.113.${i}`);
    const throttled = await login('manager@acme.test', { address: '198.51.100.7' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      wsstatus: { Status: 'NOK', Message: LOGIN_THROTTLED_MESSAGE },
      ResponseStatus: { status: 'NOK', message: LOGIN_THROTTLED_MESSAGE },
    });
    expect(Number(throttled.headers['retry-after'])).toBe(15 * 60);
  });

  it('audits each checked failure and one lock per window, however many attempts are refused', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('manager@acme.test', { password: wrong(i) })).statusCode).toBe(429);
    const kinds = (await eventsOf(t.store.db, 'manager@acme.test')).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'login_failure')).toHaveLength(10);
    expect(kinds.filter((k) => k === 'lock')).toHaveLength(1);
  });

  it('counts the window from its first failure: Retry-After shrinks, and the account opens when it ends', async () => {
    t.clock.advance(10 * MINUTE);
    const later = await login('manager@acme.test');
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBe(5 * 60);
    t.clock.advance(5 * MINUTE);
    expect((await login('manager@acme.test')).statusCode).toBe(200);
    const events = await eventsOf(t.store.db, 'manager@acme.test');
    expect(events.slice(-2).map((e) => e.kind)).toEqual(['unlock', 'login_success']);
  });

  it('does not spend the budget on successful logins', async () => {
    await failTimes(9, 'coordinator@acme.test', () => '10.9.0.1');
    for (let i = 0; i < 3; i += 1) expect((await login('coordinator@acme.test', { address: '10.9.0.1' })).statusCode).toBe(200);
    expect((await login('coordinator@acme.test', { password: wrong(99), address: '10.9.0.1' })).statusCode).toBe(401);
    expect((await login('coordinator@acme.test', { address: '10.9.0.1' })).statusCode).toBe(429);
  });

  it('counts an unknown account exactly like a known one', async () => {
    await failTimes(10, 'nobody@acme.test', () => '10.9.0.2');
    const refused = await login('nobody@acme.test', { address: '10.9.0.2' });
    expect(refused.statusCode).toBe(429);
    expect((await eventsOf(t.store.db, 'nobody@acme.test')).map((e) => e.kind).filter((k) => k === 'login_failure')).toHaveLength(10);
  });
});

describe('per-address limit (password spraying)', () => {
  it('refuses an address after its failures across accounts reach the limit, and nobody else', async () => {
    const app = await createTestApp({ throttle: { maxPerAddress: 4 } }, t.store);
    try {
      const sprayer = '192.0.2.66';
      const accounts = ['traveller@acme.test', 'finance@acme.test', 'ghost1@acme.test', 'ghost2@acme.test'];
      for (const [i, userid] of accounts.entries()) expect((await loginAs(app.app, userid, { password: wrong(i), address: sprayer })).statusCode).toBe(401);
      expect((await loginAs(app.app, 'superadmin@acme.test', { address: sprayer })).statusCode).toBe(429);
      expect((await loginAs(app.app, 'superadmin@acme.test', { address: '192.0.2.67' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is not reached by many successful logins from one office address', async () => {
    const app = await createTestApp({ throttle: { maxPerAddress: 2 } }, t.store);
    try {
      for (let i = 0; i < 5; i += 1) expect((await loginAs(app.app, 'owner@sme.test', { address: '192.0.2.80' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
