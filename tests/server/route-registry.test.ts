import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { installRouteLedger, routeLedger } from '../../server/http/route-ledger';
import { SERVICE_PATH } from '../../src/contract/envelope';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Every route the server has goes through one pipeline: POST /api/service through the dispatcher,
 * everything else through defineRoute (server/http/define-route.ts). Only the static site (a
 * plugin's own file routes) is left outside. A route registered any other way fails here.
 */

/** Routes allowed outside defineRoute, by method and URL, and why. */
const OUTSIDE_DEFINE_ROUTE = new Set([
  `POST ${SERVICE_PATH}`, // the operation pipeline (server/dispatch)
  'GET /*', // the built PWA's files (@fastify/static)
  'HEAD /*',
]);

/** Paths that must stay declared through defineRoute (outside clients and the e2e tests call them). */
const PLAIN_ROUTES = [
  'POST /api/dispatcher/login',
  'POST /api/dispatcher/logout',
  'POST /api/dispatcher/sso',
  'POST /api/dispatcher/register',
  'POST /api/dispatcher/onboarding/start',
  'POST /api/dispatcher/password-reset/request',
  'POST /api/dispatcher/password-reset/reset',
  'POST /api/upload',
  'POST /api/uploads',
  'GET /api/uploads/:uploadid',
  'PUT /api/uploads/:uploadid',
  'GET /api/files/:fileid',
  'GET /api/airports',
  'GET /api/flight_recommendations',
  'POST /api/feedback/:kind/:id',
  'GET /api/trip-pdf/*',
  'GET /api/expense-pdf/*',
  'GET /api/invoices/:product/:txid.pdf',
  'GET /api/hotel-photos/:photoid.svg',
  'POST /api/push/approval',
  'GET /sandbox-gateway/:paymentid',
  'POST /sandbox-gateway/:paymentid',
  'GET /sandbox-airline/checkin',
  'GET /api/demo/mailbox',
];

let t: TestApp;
let dist: string;
const mailboxFlag = process.env.DEMO_MAILBOX;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'voyage-routes-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Voyage</title>');
  // The demo mailbox exists only with the flag: turn it on so it is counted too.
  process.env.DEMO_MAILBOX = '1';
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  if (mailboxFlag === undefined) delete process.env.DEMO_MAILBOX;
  else process.env.DEMO_MAILBOX = mailboxFlag;
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('route registry', () => {
  it('declares every route but /api/service and static files through defineRoute', () => {
    const routes = routeLedger(t.app);
    expect(routes.length).toBeGreaterThan(PLAIN_ROUTES.length);
    const outside = routes
      .filter((r) => r.definedAs === null)
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !OUTSIDE_DEFINE_ROUTE.has(key));
    expect(outside).toEqual([]);
  });

  it.each(PLAIN_ROUTES)('has %s through defineRoute', (key) => {
    const found = routeLedger(t.app).find((r) => `${r.method} ${r.url}` === key);
    expect(found?.definedAs, key).toEqual(expect.any(String));
  });

  it('records a route added by hand as outside defineRoute (so the check above can fail)', async () => {
    const bare = Fastify();
    installRouteLedger(bare);
    bare.get('/api/by-hand', async () => ({}));
    await bare.register(async (scope) => {
      scope.post('/api/in-a-plugin', async () => ({}));
    });
    await bare.ready();
    expect(routeLedger(bare).filter((r) => r.method !== 'HEAD')).toEqual([
      { method: 'GET', url: '/api/by-hand', definedAs: null },
      { method: 'POST', url: '/api/in-a-plugin', definedAs: null },
    ]);
    await bare.close();
  });

  it('names each plain route once', () => {
    const names = routeLedger(t.app)
      .filter((r) => r.definedAs !== null && r.method !== 'HEAD')
      .map((r) => r.definedAs);
    expect(new Set(names).size).toBe(names.length);
  });
});
