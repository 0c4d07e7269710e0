import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintLoginKey } from '../../server/auth/login-keys';
import { LOGOUT_PATH } from '../../src/contract/envelope';
import { SSO_LOGIN_PATH } from '../../src/contract/login';
import { MINUTE } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exchange = (client: string, encryptedvalue: string) =>
  t.app.inject({ method: 'POST', url: SSO_LOGIN_PATH, payload: { client, encryptedvalue } });
const mint = (client: string, profileid = '20001') => mintLoginKey(t.store.db, { client, profileid, now: t.clock.now() }).then((k) => k.key);

describe('SSO key exchange', () => {
  it('logs a valid SSO key in once, as an SSO session, with the landing url', async () => {
    const key = await mint('acme');
    const response = await exchange('acme', key);
    expect(response.statusCode).toBe(200);
    const login = response.json();
    expect(login).toMatchObject({ issso: true, url: '/flights', profilemaster: { profileid: '20001' } });
    const ping = await t.service(login.userauth.authtoken, { opid: 'TG-PING', action: 'ping' });
    expect(ping.statusCode).toBe(200);
  });

  it('refuses a reused key', async () => {
    const key = await mint('saml');
    expect((await exchange('saml', key)).statusCode).toBe(200);
    const again = await exchange('saml', key);
    expect(again.statusCode).toBe(401);
    expect(again.json().wsstatus).toEqual({ Status: 'NOK', Message: 'This sign-in link has already been used.' });
  });

  it('refuses an expired key', async () => {
    const key = await mint('acme');
    t.clock.advance(5 * MINUTE);
    const response = await exchange('acme', key);
    expect(response.statusCode).toBe(401);
    expect(response.json().wsstatus.Message).toBe('This sign-in link has expired.');
  });

  it.each([
    ['a flipped signature', (key: string) => `${key.slice(0, -2)}${key.endsWith('AA') ? 'BB' : 'AA'}`],
    ['a swapped profile', (key: string) => `${Buffer.from(Buffer.from(key.split('.')[0]!, 'base64url').toString().replace('20001', '20005')).toString('base64url')}.${key.split('.')[1]}`],
    ['no signature', (key: string) => key.split('.')[0]!],
    ['garbage', () => 'not-a-key'],
  ])('refuses %s', async (_name, tamper) => {
    const response = await exchange('acme', tamper(await mint('acme')));
    expect(response.statusCode).toBe(401);
    expect(response.json().wsstatus.Message).toBe('This sign-in link is not valid.');
  });

  it("refuses another client's key, and a QR key on an SSO client", async () => {
    expect((await exchange('globex', await mint('acme'))).statusCode).toBe(401);
    expect((await exchange('acme', await mint('qr'))).statusCode).toBe(401);
  });

  it('answers 400 for a malformed request', async () => {
    const response = await t.app.inject({ method: 'POST', url: SSO_LOGIN_PATH, payload: { client: 'Bad Client!', encryptedvalue: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().wsstatus.Status).toBe('NOK');
  });
});

describe('TG-QRLOGINKEY', () => {
  it('mints a key that logs the same profile in once, not as SSO', async () => {
    const token = await t.token('manager@acme.test');
    const minted = await t.service(token, { opid: 'TG-QRLOGINKEY' });
    expect(minted.statusCode).toBe(200);
    const { key, expiresat } = minted.json();
    expect(Date.parse(expiresat) - t.clock.now().getTime()).toBe(5 * MINUTE);
    const first = await exchange('qr', key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ issso: false, url: '/trips', profilemaster: { profileid: '20002' } });
    expect((await exchange('qr', key)).statusCode).toBe(401);
  });

  it('is refused to an unauthenticated caller and inside an emulation', async () => {
    expect((await t.service(null, { opid: 'TG-QRLOGINKEY' })).statusCode).toBe(401);
    const admin = await t.token('superadmin@acme.test');
    const acting = (await t.service(admin, { opid: 'TG-EMULV2', emulprofileid: '20001' })).json().userauth.authtoken;
    expect((await t.service(acting, { opid: 'TG-QRLOGINKEY' })).statusCode).toBe(403);
  });

  it('is refused like a forged key once the minting session has logged out', async () => {
    const token = await t.token('manager@acme.test');
    const { key } = (await t.service(token, { opid: 'TG-QRLOGINKEY' })).json();
    const logout = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    const response = await exchange('qr', key);
    expect(response.statusCode).toBe(401);
    expect(response.json().wsstatus).toEqual({ Status: 'NOK', Message: 'This sign-in link is not valid.' });
  });

  it('still works from a live session, and a session-less SSO key still works', async () => {
    const token = await t.token('manager@acme.test');
    const { key } = (await t.service(token, { opid: 'TG-QRLOGINKEY' })).json();
    t.clock.advance(MINUTE);
    expect((await exchange('qr', key)).statusCode).toBe(200);
    expect((await t.service(token, { opid: 'TG-PING', action: 'ping' })).statusCode).toBe(200);
    expect((await exchange('acme', await mint('acme'))).statusCode).toBe(200);
  });

  it("refuses another company's ids", async () => {
    const token = await t.token('traveller@acme.test');
    expect((await t.service(token, { opid: 'TG-QRLOGINKEY', profileid: '30001' })).statusCode).toBe(403);
  });
});
