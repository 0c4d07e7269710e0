import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { test as base, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { startTestPushEndpoint, type TestPushEndpoint } from '../server/helpers/push-endpoint';
import { DEMO_PASSWORD, expect } from './support/fixtures';
import { freePort, launchServer, type RunningServer } from './support/server';
import { PUSH_DELIVERY_TIMEOUT_MS, PUSH_SHOWN_TIMEOUT_MS, SERVER_FIXTURE_TIMEOUT_MS, SERVICE_WORKER_TIMEOUT_MS } from './support/timeouts';

/** Shared steps of the expense specs (expenses.spec.ts, expenses-phone.spec.ts). */

/**
 * A test whose worker runs a local HTTPS push service (tests/server/helpers/push-endpoint.ts) and
 * the server pushing to it: the endpoint's host is in PUSH_ALLOWED_HOSTS (a loopback address is
 * otherwise refused) and its self-signed certificate is trusted through NODE_EXTRA_CA_CERTS, read by
 * Node at process start (server/push/send.ts builds its agent without a `ca`, so the default store
 * with the extra certificate applies).
 */
export const testWithPush = base.extend<object, { pushEndpoint: TestPushEndpoint; server: RunningServer }>({
  pushEndpoint: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const endpoint = await startTestPushEndpoint();
      await use(endpoint);
      await endpoint.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ pushEndpoint }, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'push-ca-'));
      const caFile = join(dir, 'push-ca.pem');
      writeFileSync(caFile, pushEndpoint.ca);
      const server = await launchServer(await freePort(), { PUSH_ALLOWED_HOSTS: new URL(pushEndpoint.origin).host, NODE_EXTRA_CA_CERTS: caFile });
      await use(server);
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT_MS },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

/** A date `days` from today as YYYY-MM-DD (local, as the forms write it). */
export function isoDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A plain (unencrypted) API session: `call(data)` posts one operation with the user's bearer token. */
export async function apiAs(request: APIRequestContext, userid: string) {
  const signedIn = await request.post('/api/dispatcher/login', { form: { jsondata: JSON.stringify({ userid, password: DEMO_PASSWORD }), pushtoken: '' } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const token = ((await signedIn.json()) as { userauth: { authtoken: string } }).userauth.authtoken;
  return async <T = Record<string, unknown>>(data: Record<string, unknown>): Promise<T> => {
    const answer = await request.post('/api/service', { headers: { authorization: `Bearer ${token}` }, data });
    expect(answer.ok(), `${String(data.opid)} ${String(data.action ?? data.actioncode ?? '')}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;

/** A trip of traveller@acme.test to Pune, made through the API; `advance` in INR ('' for none). */
export async function travellerTrip(traveller: Api, tripname: string, advance = ''): Promise<string> {
  const created = await traveller<{ tripid: string }>({
    opid: 'TG-EXPENSE',
    action: 'createtrip',
    jsondata: {
      tripname,
      origin: 'Bengaluru',
      destination: 'Pune',
      destinationcountries: ['IN'],
      fromdate: isoDay(20),
      todate: isoDay(22),
      travelreason: 'Client meeting',
      ...(advance ? { imprestrequired: true, imprestamountrequested: advance, imprestcurrency: 'INR' } : {}),
    },
  });
  return created.tripid;
}

export interface ReportAnswer {
  report: {
    reportid: string;
    reportno: string;
    status: string;
    total: string;
    allowed: string;
    tripid: string;
    lines: { lineid: string; linetype: string; categoryname: string; merchant: string; baseamount: string; allowedamount: string; financeremark: string; receipts: { name: string }[] }[];
    settlement: { owedtoemployee: string; tosurrender: string; imprestsurrenderid: string } | null;
    actions: string[];
  };
}

export const getReport = (as: Api, reportid: string) => as<ReportAnswer>({ opid: 'TG-EXPENSECLAIM', action: 'getexpensereport', reportid }).then((a) => a.report);

/* ---------- a receipt photo ---------- */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG (grey, with a pattern made of `seed`, so each test's photo has its own sha256). */
export function receiptPhoto(seed: number, width = 96, height = 128): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1); // filter byte 0, then the pixels
    for (let x = 0; x < width; x++) row[x + 1] = 200 + ((x * 7 + y * 13 + seed) % 50);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/* ---------- the line form ---------- */

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('combobox', { name: label, exact: true })).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The open "Add expense" dialog. */
export const lineDialog = (page: Page) => page.getByRole('dialog', { name: 'Add expense' });

/** Picks the line type in the form's segmented control. */
export async function lineType(dialog: Locator, type: 'Expense' | 'Mileage' | 'Per diem'): Promise<void> {
  await dialog.getByRole('radiogroup', { name: 'Line type' }).getByText(type, { exact: true }).click();
}

/* ---------- push into the real service worker ---------- */

/** Waits until the page's service worker registration is active. */
export async function serviceWorkerActive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: SERVICE_WORKER_TIMEOUT_MS })
    .toBe('activated');
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: unknown;
  actions: string[];
}

export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const list = (await registration?.getNotifications()) ?? [];
    return list.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
      actions: ((n as unknown as { actions?: { action: string }[] }).actions ?? []).map((a) => a.action),
    }));
  });

/**
 * Hands `payload` (a push as the push service would deliver it) to the page's service worker with
 * CDP ServiceWorker.deliverPushMessage, as push.spec.ts does, until its notification shows.
 */
export async function deliverToServiceWorker(context: BrowserContext, page: Page, origin: string, payload: string, tag: string): Promise<ShownNotification> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  let shown: ShownNotification | undefined;
  // DevTools may report the registration before its worker takes pushes: deliver again until it shows
  // (the tag makes a repeat replace the first).
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(origin).origin, registrationId: id, data: payload });
    await expect
      .poll(async () => {
        shown = (await shownNotifications(page)).find((n) => n.tag === tag);
        return shown !== undefined;
      }, { timeout: PUSH_SHOWN_TIMEOUT_MS })
      .toBe(true);
  }).toPass({ timeout: PUSH_DELIVERY_TIMEOUT_MS });
  await cdp.detach();
  return shown!;
}

/**
 * Clicks an action button of the shown notification `tag` inside the real service worker: a
 * `notificationclick` NotificationEvent with that action, dispatched on the worker's global scope,
 * runs src/sw/push.ts's handler (its POST to the payload's actionurl and the confirmation). The
 * event is not trusted, so its waitUntil throws after the handler has started the decision; the
 * worker stays alive while the test waits on it.
 */
export async function clickNotificationAction(context: BrowserContext, origin: string, tag: string, action: string): Promise<string> {
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin)) ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(
    async ({ tag: wanted, action: chosen }) => {
      const scope = self as unknown as {
        registration: { getNotifications(filter: { tag: string }): Promise<Notification[]> };
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag: wanted });
      if (!notification) return 'no notification';
      const NotificationEventCtor = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationEventCtor('notificationclick', { notification, action: chosen }));
      return 'dispatched';
    },
    { tag, action },
  );
}

/** The outbox entries the server refused (IndexedDB 'voyage', store 'outbox'): operation and refusal, to fail with the reason. */
export const outboxRefusals = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('voyage');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () =>
            resolve(
              (all.result as { operation: string; state?: string; lastError?: string }[])
                .filter((entry) => entry.state === 'failed')
                .map((entry) => `${entry.operation}: ${entry.lastError ?? ''}`),
            );
        };
      }),
  );

/* ---------- on a phone, by touch (expenses-phone.spec.ts) ---------- */

/** `choose` by touch: taps the select labelled `label` inside `scope`, then `option` in its list. */
export async function tapChoose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('combobox', { name: label, exact: true })).first().tap();
  await page.getByRole('option', { name: option }).first().tap();
}

/** `lineType` by touch. */
export async function tapLineType(dialog: Locator, type: 'Expense' | 'Mileage' | 'Per diem'): Promise<void> {
  await dialog.getByRole('radiogroup', { name: 'Line type' }).getByText(type, { exact: true }).tap();
}

/**
 * The control sits in the thumb zone: wholly on screen and in the lower third of the viewport,
 * where a thumb reaches holding the phone in one hand (docs/features/expenses.md "On a phone").
 */
export async function expectInThumbZone(page: Page, control: Locator): Promise<void> {
  const screenHeight = page.viewportSize()!.height;
  await expect(control).toBeInViewport({ ratio: 1 });
  const box = (await control.boundingBox())!;
  expect(box.y, 'top of the control').toBeGreaterThanOrEqual((screenHeight * 2) / 3);
  expect(box.y + box.height, 'bottom of the control').toBeLessThanOrEqual(screenHeight);
}

/**
 * A trip of traveller@acme.test with one taxi line, in the trip's report, submitted to the manager,
 * all through the API: the approver's and finance's screens need a claim, not its making.
 */
export async function submittedTripReport(traveller: Api, tripname: string, merchant: string): Promise<ReportAnswer['report']> {
  const tripid = await travellerTrip(traveller, tripname);
  await traveller({
    opid: 'TG-EXPENSECLAIM',
    action: 'saveexpenseline',
    jsondata: { lineid: randomUUID(), tripid, linetype: 'expense', categoryid: 'CT1001LOCAL', expensedate: isoDay(0), merchant, currency: 'INR', amount: '280.00' },
  });
  const { reports } = await traveller<{ reports: { reportid: string; tripid: string }[] }>({ opid: 'TG-EXPENSECLAIM', action: 'getmyexpenses', filter: 'all' });
  const reportid = reports.find((r) => r.tripid === tripid)!.reportid;
  await traveller({ opid: 'TG-EXPENSECLAIM', action: 'submitexpensereport', reportid });
  return getReport(traveller, reportid);
}
