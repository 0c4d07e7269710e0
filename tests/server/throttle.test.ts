import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE } from '../../src/contract/login';
import { MINUTE } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ATTACKER = '203.0.113.9';
const VICTIM_ADDRESS = '198.51.100.7';

async function failTimes(n: number, userid: string, address: string) {
  for (let i = 0; i < n; i += 1) {
    const response = await t.login(userid, { password: `Guess${i}@x1`, address });
    expect(response.statusCode).toBe(401);
  }
}

describe('login throttling', () => {
  it('answers 429 with Retry-After after 10 failures from one address, even for the right password', async () => {
    await failTimes(10, 'manager@acme.test', ATTACKER);
    const throttled = await t.login('manager@acme.test', { address: ATTACKER });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      wsstatus: { Status: 'NOK', Message: LOGIN_THROTTLED_MESSAGE },
      ResponseStatus: { status: 'NOK', message: LOGIN_THROTTLED_MESSAGE },
    });
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('throttles the address for other accounts too', async () => {
    expect((await t.login('traveller@acme.test', { address: ATTACKER })).statusCode).toBe(429);
  });

  it('still lets the victim in from another address', async () => {
    expect((await t.login('manager@acme.test', { address: VICTIM_ADDRESS })).statusCode).toBe(200);
  });

  it('lifts the back-off when the window has passed, and attempts made meanwhile do not extend it', async () => {
    t.clock.advance(10 * MINUTE);
    expect((await t.login('manager@acme.test', { address: ATTACKER })).statusCode).toBe(429);
    t.clock.advance(5 * MINUTE + 1000);
    expect((await t.login('manager@acme.test', { address: ATTACKER })).statusCode).toBe(200);
  });

  it('slows a guesser spread over many addresses with a higher per-account limit', async () => {
    const app = await createTestApp({ throttle: { maxPerAddress: 3, maxPerAccount: 6 } }, t.store);
    try {
      for (let i = 0; i < 6; i += 1) {
        const response = await app.login('finance@acme.test', { password: 'Wrong@123', address: `192.0.2.${i}` });
        expect(response.json().wsstatus.Message).toBe(LOGIN_FAILED_MESSAGE);
      }
      expect((await app.login('finance@acme.test', { address: '192.0.2.200' })).statusCode).toBe(429);
      expect((await app.login('superadmin@acme.test', { address: '192.0.2.200' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
