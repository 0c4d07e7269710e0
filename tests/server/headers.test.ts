import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_VALUE } from '../../server/http/security';
import { AIRPORTS_PATH } from '../../src/contract/flights/airports';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * HSTS only on answers that came over https (here: through a trusted proxy saying so), and
 * `no-store` on the login answer and every API or authenticated answer, while static assets keep
 * their long-lived caching.
 */
let direct: TestApp;
let proxied: TestApp;
let dist: string;
let token: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'voyage-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Voyage</title>');
  writeFileSync(path.join(dist, 'assets', 'index-1a2b3c.js'), 'console.log(1);');
  direct = await createTestApp({ distDir: dist });
  proxied = await createTestApp({ distDir: dist, trustProxy: ['127.0.0.1'] }, direct.store);
  token = await direct.token('traveller@acme.test');
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
  rmSync(dist, { recursive: true, force: true });
});

const overHttps = { 'x-forwarded-proto': 'https' };

describe('Strict-Transport-Security', () => {
  it('is absent over plain http', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over https, on pages and API answers alike', async () => {
    const page = await proxied.app.inject({ method: 'GET', url: '/index.html', headers: overHttps });
    expect(page.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const api = await proxied.app.inject({ method: 'GET', url: `${AIRPORTS_PATH}?searchkey=mum`, headers: { ...overHttps, authorization: `Bearer ${token}` } });
    expect(api.statusCode).toBe(200);
    expect(api.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('is not sent when an untrusted client merely claims https', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/index.html', headers: overHttps });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control', () => {
  it('is no-store on the login answer, successful or not', async () => {
    expect((await direct.login('traveller@acme.test')).headers['cache-control']).toContain('no-store');
    const failed = await direct.login('traveller@acme.test', { password: 'wrong-password', address: '10.9.9.9' });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['cache-control']).toContain('no-store');
  });

  it('is no-store on service answers, errors included', async () => {
    const ok = await direct.service(token, { opid: 'TG-PUSH', action: 'getvapidpublickey' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('no-store');
    const refused = await direct.service(null, { opid: 'TG-PUSH', action: 'getvapidpublickey' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toContain('no-store');
  });

  it('overrides private caching of an authenticated answer (airports search)', async () => {
    const response = await direct.app.inject({ method: 'GET', url: `${AIRPORTS_PATH}?searchkey=del`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves static assets cacheable', async () => {
    const asset = await direct.app.inject({ method: 'GET', url: '/assets/index-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
