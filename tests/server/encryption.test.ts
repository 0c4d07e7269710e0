import { createDecipheriv } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, jsondata, oneway } from './flights-fixtures';

let t: TestApp;
let token: string;
let key: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  const login = (await t.login('traveller@acme.test', { enc: true })).json();
  token = login.userauth.authtoken;
  key = Buffer.from(login.sessionkey, 'base64');
});
afterAll(() => t.close());

/** What the client worker does with WebCrypto: the last 16 bytes are the GCM tag. */
function decrypt(rk: string, encres: string, zip?: string): unknown {
  const sealed = Buffer.from(encres, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(rk, 'base64'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  return JSON.parse((zip === 'gzip' ? gunzipSync(plain) : plain).toString('utf8'));
}

describe('encrypted sessions', () => {
  it('answers { rk, encres } that decrypts to the plain response', async () => {
    const response = await t.service(token, { opid: 'TG-PING', action: 'ping' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['encres', 'rk']);
    expect(Buffer.from(body.rk, 'base64')).toHaveLength(12);
    expect(decrypt(body.rk, body.encres)).toEqual({ ApiStatus: { Status: 'OK' } });
  });

  it('uses a fresh IV every time', async () => {
    const a = (await t.service(token, { opid: 'TG-PING', action: 'ping' })).json();
    const b = (await t.service(token, { opid: 'TG-PING', action: 'ping' })).json();
    expect(a.rk).not.toBe(b.rk);
  });

  it('fails to decrypt tampered ciphertext', async () => {
    const { rk, encres } = (await t.service(token, { opid: 'TG-PING', action: 'ping' })).json();
    const sealed = Buffer.from(encres, 'base64');
    sealed[0] = (sealed[0] ?? 0) ^ 0x01;
    expect(() => decrypt(rk, sealed.toString('base64'))).toThrow();
  });

  it('leaves errors plain so 400 and 900 stay readable', async () => {
    const bad = await t.service(token, { opid: 'TG-NOPE', action: 'x' });
    expect(bad.json().ResponseStatus.status).toBe('NOK');
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const dead = await t.service(forged, { opid: 'TG-PING', action: 'ping' });
    expect(dead.json().statuscode, dead.body).toBe(900);
  });

  it('gzips a large answer before encrypting it, only for a client that sends x-encres-zip: gzip', async () => {
    const zip = { 'x-encres-zip': 'gzip' };
    const started = (await call(t, token, 'SEARCHFLIGHTS', { jsondata: jsondata(oneway('BLR', 'DEL', '2026-03-20')) }, zip)).json();
    // A small answer is not worth compressing: sealed as before, without the flag.
    expect(Object.keys(started).sort()).toEqual(['encres', 'rk']);
    const { responseid } = decrypt(started.rk, started.encres) as { responseid: string };

    const asPlain = (await call(t, token, 'QUEUERESULTS', { responseid })).json();
    const asZipped = (await call(t, token, 'QUEUERESULTS', { responseid }, zip)).json();
    expect(asPlain.zip).toBeUndefined();
    expect(asZipped.zip).toBe('gzip');
    const results = decrypt(asPlain.rk, asPlain.encres) as { results: unknown[] };
    expect(results.results.length).toBeGreaterThan(10);
    expect(decrypt(asZipped.rk, asZipped.encres, asZipped.zip)).toEqual(results);
    expect(asZipped.encres.length).toBeLessThan(asPlain.encres.length / 5);
  });

  it('does not encrypt for sessions that did not ask', async () => {
    const plain = await t.token('manager@acme.test');
    expect((await t.service(plain, { opid: 'TG-PING', action: 'ping' })).json().ApiStatus.Status).toBe('OK');
  });
});
