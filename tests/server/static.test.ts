import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let bare: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'voyage-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Voyage</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Voyage"}');
  writeFileSync(path.join(dist, 'assets', 'index-4f3a9c.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(path.join(dist, 'icon-192.png'), 'png');
  t = await createTestApp({ distDir: dist });
  bare = await createTestApp({ distDir: path.join(dist, 'missing') }, t.store);
});
afterAll(async () => {
  await bare.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

describe('static PWA serving', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await get(t, '/assets/index-4f3a9c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])('serves %s with no-cache', async (url) => {
    const response = await get(t, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html (no-cache) for app routes', async () => {
    for (const url of ['/flights', '/trips/123?tab=1', '/password-change']) {
      const response = await get(t, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a missing asset or API path with 404, never index.html', async () => {
    expect((await get(t, '/assets/gone-123.js')).statusCode).toBe(404);
    const api = await get(t, '/api/airports-nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().ResponseStatus.status).toBe('NOK');
  });

  it('compresses larger responses', async () => {
    const response = await get(t, '/assets/index-4f3a9c.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends security headers and a CSP without inline scripts', async () => {
    const response = await get(t, '/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still serves the API when there is no build', async () => {
    expect((await get(bare, '/')).statusCode).toBe(404);
    expect((await bare.login('traveller@acme.test')).statusCode).toBe(200);
  });
});
