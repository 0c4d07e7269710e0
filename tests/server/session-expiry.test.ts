import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGOUT_PATH } from '../../src/contract/envelope';
import { HOUR, MINUTE } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ session: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR } });
});
afterAll(() => t.close());

const ping = (token: string) => t.service(token, { opid: 'TG-PING', action: 'ping' });

describe('session lifetime', () => {
  it('ends a session left idle for longer than the idle limit', async () => {
    const token = await t.token('traveller@acme.test');
    t.clock.advance(29 * MINUTE);
    expect((await ping(token)).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await ping(token)).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    const expired = await ping(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().statuscode).toBe(900);
  });

  it('ends a busy session at the absolute limit', async () => {
    const token = await t.token('manager@acme.test');
    for (let hours = 0; hours < 12; hours += 0.25) {
      t.clock.advance(15 * MINUTE);
      const response = await ping(token);
      if (hours + 0.25 < 12) expect(response.statusCode).toBe(200);
      else expect(response.json().statuscode).toBe(900);
    }
  });

  it('never accepts a token after logout returned, even one just cached', async () => {
    const token = await t.token('coordinator@acme.test');
    expect((await ping(token)).statusCode).toBe(200);
    const [, out] = await Promise.all([ping(token), t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: { authorization: `Bearer ${token}` } })]);
    expect(out.statusCode).toBe(200);
    expect((await ping(token)).statusCode).toBe(401);
  });

  it('sees a revocation written by another server process within the cache time', async () => {
    const other = await createTestApp({}, t.store);
    try {
      const token = await t.token('finance@acme.test');
      expect((await ping(token)).statusCode).toBe(200);
      await other.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: { authorization: `Bearer ${token}` } });
      t.clock.advance(1_001);
      expect((await ping(token)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
