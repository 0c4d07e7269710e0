import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_LOGIN_PAUSE_MS } from '../../server/auth/refused-login-pause';
import { LOGIN_PATH } from '../../src/contract/envelope';
import { type TestApp, createTestApp } from './helpers/test-app';
import { wrong } from './login-fixtures';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ throttle: { maxPerAccount: 1 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A wrong-password login over `agent`'s one connection: its status, when it was answered, and on which socket. */
function wrongLogin(agent: Agent, userid: string, i: number): Promise<{ status: number; answeredAt: number; port: number }> {
  const body = new URLSearchParams({ jsondata: JSON.stringify({ userid, password: wrong(i) }), pushtoken: '' }).toString();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${LOGIN_PATH}`, { method: 'POST', agent, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (response) => {
      response.resume().once('end', () => resolve({ status: response.statusCode!, answeredAt: performance.now(), port: req.socket!.localPort! }));
    });
    req.once('error', reject);
    req.end(body);
  });
}

describe('a connection whose login was refused with 429', () => {
  it('is not read again until the pause has passed: the next login on it is answered, but only after the pause', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const userid = 'paused-once@acme.test';
      expect((await wrongLogin(agent, userid, 1)).status).toBe(401);
      const refused = await wrongLogin(agent, userid, 2);
      expect(refused.status).toBe(429);
      const next = await wrongLogin(agent, userid, 3);
      expect(next.status).toBe(429);
      expect(next.port).toBe(refused.port);
      expect(next.answeredAt - refused.answeredAt).toBeGreaterThanOrEqual(REFUSED_LOGIN_PAUSE_MS - 50);
    } finally {
      agent.destroy();
    }
  });

  it('holds back only that connection: a login on another connection is answered meanwhile', async () => {
    const paused = new Agent({ keepAlive: true, maxSockets: 1 });
    const other = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const userid = 'paused-twice@acme.test';
      await wrongLogin(paused, userid, 1);
      const refused = await wrongLogin(paused, userid, 2);
      expect(refused.status).toBe(429);
      const held = wrongLogin(paused, userid, 3);
      const elsewhere = await wrongLogin(other, 'someone-else@acme.test', 1);
      expect(elsewhere.status).toBe(401);
      const heldAnswer = await held;
      expect(elsewhere.answeredAt).toBeLessThan(heldAnswer.answeredAt);
    } finally {
      paused.destroy();
      other.destroy();
    }
  });
});
