import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../server/auth/device-tokens';
import { LOGIN_THROTTLED_MESSAGE } from '../../src/contract/login';
import { type TestApp, createTestApp } from './helpers/test-app';
import { eventsOf, loginAs, wrong } from './login-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

const login = (userid: string, options?: Parameters<typeof loginAs>[2]) => loginAs(t.app, userid, options);

function cookieOf(response: Awaited<ReturnType<typeof login>>): { value: string; attributes: string[] } {
  const header = String(response.headers['set-cookie']);
  const [pair = '', ...attributes] = header.split('; ');
  expect(pair.startsWith(`${DEVICE_COOKIE}=`)).toBe(true);
  return { value: pair.slice(DEVICE_COOKIE.length + 1), attributes };
}

describe('device token', () => {
  it('is set at login as a long-lived HttpOnly SameSite=Strict cookie on the login path, and in the answer', async () => {
    const response = await login('traveller@acme.test');
    expect(response.statusCode).toBe(200);
    const cookie = cookieOf(response);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toEqual(['Path=/api/dispatcher', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Strict']);
    expect(response.json().devicetoken).toBe(cookie.value);
  });

  it('is Secure when the request came over https', async () => {
    const response = await login('traveller@acme.test', { address: '127.0.0.1', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.3' } });
    expect(cookieOf(response).attributes).toContain('Secure');
  });

  it('is kept when presented again, and a fresh one is made for a client without one', async () => {
    const first = cookieOf(await login('coordinator@acme.test')).value;
    expect(cookieOf(await login('coordinator@acme.test', { deviceCookie: first })).value).toBe(first);
    expect(cookieOf(await login('coordinator@acme.test')).value).not.toBe(first);
  });

  it("keeps the owner's device in after an attacker used up the account's budget; without it they wait", async () => {
    const cookie = cookieOf(await login('manager@acme.test', { address: '198.51.100.20' })).value;
    const appToken = (await login('manager@acme.test', { address: '198.51.100.21' })).json().devicetoken as string;
    for (let i = 0; i < 10; i += 1) expect((await login('manager@acme.test', { password: wrong(i), address: `203.0.113.${i}` })).statusCode).toBe(401);
    const withoutDevice = await login('manager@acme.test', { address: '198.51.100.20' });
    expect(withoutDevice.statusCode).toBe(429);
    expect(withoutDevice.json().wsstatus.Message).toBe(LOGIN_THROTTLED_MESSAGE);
    expect(withoutDevice.headers['retry-after']).toBeDefined();
    expect((await login('manager@acme.test', { address: '198.51.100.20', deviceCookie: cookie })).statusCode).toBe(200);
    expect((await login('manager@acme.test', { address: '198.51.100.21', deviceField: appToken })).statusCode).toBe(200);
    const events = await eventsOf(t.store.db, 'manager@acme.test');
    expect(events.at(-1)).toMatchObject({ kind: 'login_success', detail: { device: true } });
  });

  it('gives a device its own small budget of 5 failures', async () => {
    const cookie = cookieOf(await login('finance@acme.test')).value;
    for (let i = 0; i < 5; i += 1) expect((await login('finance@acme.test', { password: wrong(i), deviceCookie: cookie })).statusCode).toBe(401);
    expect((await login('finance@acme.test', { deviceCookie: cookie })).statusCode).toBe(429);
    // The account's own budget was not touched by the device's failures.
    expect((await login('finance@acme.test')).statusCode).toBe(200);
  });

  it("does not help with another account's lock", async () => {
    const travellerDevice = cookieOf(await login('traveller@globex.test')).value;
    for (let i = 0; i < 10; i += 1) await login('manager@globex.test', { password: wrong(i), address: `203.0.113.${50 + i}` });
    expect((await login('manager@globex.test', { deviceCookie: travellerDevice })).statusCode).toBe(429);
  });
});
