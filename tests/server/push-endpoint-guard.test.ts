import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../server/push/public-address';
import { configurePushTransport, sendPushToProfile } from '../../server/push/send';
import { pushSubscriptions } from '../../server/store/schema';
import { DEMO_PASSWORD } from '../../server/store/seed-data';
import { LOGIN_PATH } from '../../src/contract/envelope';
import { type TestPushEndpoint, startTestPushEndpoint } from './helpers/push-endpoint';
import { createTestPushBrowser } from './helpers/push-receiver';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Pushes go to public https push services only: checked when a subscription is stored and again
 * when each push connects (the agent's lookup), unless the host is listed in pushAllowedHosts.
 * The local HTTPS stand-in (127.0.0.1:<port>) is listed; `localhost:<port>`, the same server
 * under a name, is not, which acts out a name whose DNS answer turned private after subscribing.
 */
let t: TestApp;
let endpoint: TestPushEndpoint;
let traveller: string;
const local = () => `localhost:${new URL(endpoint.origin).port}`;

beforeAll(async () => {
  endpoint = await startTestPushEndpoint();
  t = await createTestApp({ pushAllowedHosts: [endpoint.origin] });
  configurePushTransport(t.store.db, { ca: endpoint.ca });
  traveller = await t.token('traveller@acme.test');
});
afterAll(async () => {
  await endpoint?.close();
  await t?.close();
});

const subscribe = (url: string) => t.service(traveller, { opid: 'TG-PUSH', action: 'subscribe', subscription: createTestPushBrowser().subscription(url) });
const message = (response: { json(): unknown }) => (response.json() as { ResponseStatus: { message: string } }).ResponseStatus.message;
const rowOf = async (url: string) => (await t.store.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url)))[0];

describe('public addresses', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
    ['172.32.0.1', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:a00:1', false],
    ['::ffff:808:808', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('subscribing', () => {
  it.each([
    ['a loopback address', 'https://127.0.0.2/push/x'],
    ['a name resolving to loopback', 'https://localhost/push/x'],
    ['a private address', 'https://10.0.0.7/push/x'],
    ['cloud metadata (link-local)', 'https://169.254.169.254/latest'],
    ['CGNAT', 'https://100.64.1.1/push/x'],
    ['IPv6 loopback', 'https://[::1]/push/x'],
    ['IPv6 unique-local', 'https://[fd00::5]/push/x'],
    ['IPv4-mapped private', 'https://[::ffff:192.168.1.9]/push/x'],
  ])('refuses %s, naming subscription.endpoint, storing nothing', async (_name, url) => {
    const response = await subscribe(url);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('subscription.endpoint must be a public push service (its host resolves to a private or local address)');
    expect(await rowOf(url)).toBeUndefined();
  });

  it('refuses a host that does not resolve', async () => {
    const response = await subscribe('https://push.does-not-exist.invalid/x');
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('subscription.endpoint: the host push.does-not-exist.invalid does not resolve');
  });

  it('refuses the allowed stand-in on another port', async () => {
    const response = await subscribe(`https://127.0.0.1:${Number(new URL(endpoint.origin).port) + 1}/push/x`);
    expect(response.statusCode).toBe(400);
  });

  it('accepts a host listed in the allowed hosts', async () => {
    expect((await subscribe(`${endpoint.origin}/push/listed`)).statusCode).toBe(200);
  });

  it('does not keep a refused endpoint from the login pushtoken either (the login still succeeds)', async () => {
    const url = 'https://10.9.8.7/push/at-login';
    const login = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      remoteAddress: '10.0.0.8',
      payload: new URLSearchParams({ jsondata: JSON.stringify({ userid: 'manager@acme.test', password: DEMO_PASSWORD }), pushtoken: JSON.stringify(createTestPushBrowser().subscription(url)) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.statusCode).toBe(200);
    expect(await rowOf(url)).toBeUndefined();
  });
});

describe('sending', () => {
  const owner = { profileId: '20001', corporateId: '1001' };
  const payload = { title: 'Trip waiting for your approval', body: 'Trip 710001', url: '/trips/710001', tag: 'approval-710001' };

  it('connects to listed hosts but refuses, at connection time, a name that now resolves to a private address', async () => {
    const listed = `${endpoint.origin}/push/listed`;
    const rebound = `https://${local()}/push/rebound`;
    // Stored as if its name had resolved publicly when subscribing: only the send-time check stands.
    await t.store.db.insert(pushSubscriptions).values({ ...owner, endpoint: rebound, p256dh: createTestPushBrowser().subscription(rebound).keys.p256dh, auth: 'AAAAAAAAAAAAAAAAAAAAAA', createdAt: new Date() });
    const before = endpoint.received.length;
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const outcome = await sendPushToProfile(t.store.db, log, owner, payload);
    expect(outcome).toEqual({ delivered: 1, removed: 0, failed: 1 });
    // The stand-in's certificate names localhost too: only the address check can have refused it.
    expect(lines.join('')).toContain(`push endpoint host localhost resolves to a non-public address`);
    const arrived = await endpoint.waitFor(before + 1);
    expect(arrived.slice(before).map((push) => push.path)).toEqual(['/push/listed']);
    expect((await rowOf(listed))!.lastSuccessAt).toBeInstanceOf(Date);
    expect((await rowOf(rebound))!.lastSuccessAt).toBeNull();
  });
});
