import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIERS } from '../../server/suppliers/airline/carriers';
import { CHECKIN_PATH, checkinPage } from '../../server/suppliers/airline/checkin-page';
import { WEB_CHECKIN_PATH, webCheckinUrl } from '../../src/ui/flights/ticket/web-checkin';
import { type TestApp, createTestApp } from './helpers/test-app';

/** The sandbox airline's web check-in page, fed by the e-ticket's link (src/ui/flights/ticket/web-checkin.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const params = {
  txid: 'FL100001',
  carrier: '6E',
  flightno: '6012',
  date: '2026-03-14',
  name: 'Arjun Rao',
  title: 'Mr',
  pnr: 'X7K2PQ',
  route: 'BLR-DEL',
  email: 'arjun.rao@acme.test',
};
const field = (body: string, key: string) => new RegExp(`data-field="${key}">([^<]*)<`).exec(body)?.[1];

describe('sandbox web check-in page', () => {
  it("serves the e-ticket's link without login and shows every parameter it was given", async () => {
    expect(WEB_CHECKIN_PATH).toBe(CHECKIN_PATH);
    const page = await t.app.inject({ method: 'GET', url: webCheckinUrl(params) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>IndiGo web check-in</h1>');
    expect(field(page.body, 'txid')).toBe('FL100001');
    expect(field(page.body, 'carrier')).toBe('IndiGo (6E)');
    expect(field(page.body, 'flightno')).toBe('6012');
    expect(field(page.body, 'date')).toBe('2026-03-14');
    expect(field(page.body, 'name')).toBe('Arjun Rao');
    expect(field(page.body, 'title')).toBe('Mr');
    expect(field(page.body, 'pnr')).toBe('X7K2PQ');
    expect(field(page.body, 'route')).toBe('BLR-DEL');
    expect(field(page.body, 'email')).toBe('arjun.rao@acme.test');
  });

  it('is a plain page: no script, no outside resource, and a CSP that forbids both', async () => {
    const page = await t.app.inject({ method: 'GET', url: webCheckinUrl(params) });
    expect(page.body).not.toMatch(/<script|https?:\/\/|src=|<link rel="stylesheet"/i);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
  });

  it('escapes what it prints, shows — for a missing parameter and the code of an unknown carrier', async () => {
    const query = new URLSearchParams({ name: '<script>alert(1)</script>', carrier: 'zz', pnr: '"><img src=x>' });
    const page = await t.app.inject({ method: 'GET', url: `${CHECKIN_PATH}?${query.toString()}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('<img');
    expect(field(page.body, 'name')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(field(page.body, 'carrier')).toBe('ZZ');
    expect(field(page.body, 'txid')).toBe('—');
    expect(page.body).toContain('<h1>Web check-in</h1>');
  });

  it('takes the first of a repeated parameter and cuts a very long value', () => {
    const body = checkinPage({ txid: ['FL1', 'FL2'], route: 'X'.repeat(5000) });
    expect(field(body, 'txid')).toBe('FL1');
    expect(field(body, 'route')).toHaveLength(120);
  });

  it('names every sandbox carrier', () => {
    for (const c of CARRIERS) expect(checkinPage({ carrier: c.code })).toContain(`${c.name} (${c.code})`);
  });
});
