import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../server/store/schema';
import { LOGIN_PATH, LOGOUT_PATH } from '../../src/contract/envelope';
import { DEMO_PASSWORD } from '../../server/store/seed-data';
import { createTestPushBrowser } from './helpers/push-receiver';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let acme: string;
let manager: string;
beforeAll(async () => {
  // push.example.test resolves nowhere: listed, it stands for a public push service here.
  t = await createTestApp({ pushAllowedHosts: ['push.example.test'] });
  acme = await t.token('traveller@acme.test');
  manager = await t.token('manager@acme.test');
});
afterAll(() => t.close());

const subscribe = (token: string | null, subscription: unknown) => t.service(token, { opid: 'TG-PUSH', action: 'subscribe', subscription });
const unsubscribe = (token: string, endpoint: string) => t.service(token, { opid: 'TG-PUSH', action: 'unsubscribe', endpoint });
const rowOf = async (endpoint: string) => (await t.store.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
const message = (response: { json(): unknown }) => (response.json() as { ResponseStatus: { message: string } }).ResponseStatus.message;

describe('the VAPID public key', () => {
  it('is a P-256 point, generated once and the same on every read', async () => {
    const first = await t.service(acme, { opid: 'TG-PUSH', action: 'getvapidpublickey' });
    expect(first.statusCode).toBe(200);
    const key = first.json().publickey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const again = await t.service(manager, { opid: 'TG-PUSH', action: 'getvapidpublickey' });
    expect(again.json().publickey).toBe(key);
  });

  it('needs a session', async () => {
    expect((await t.service(null, { opid: 'TG-PUSH', action: 'getvapidpublickey' })).statusCode).toBe(401);
  });
});

describe('subscribing', () => {
  it('keeps the subscription for the caller’s profile and company', async () => {
    const endpoint = 'https://push.example.test/send/abc';
    const response = await subscribe(acme, createTestPushBrowser().subscription(endpoint));
    expect(response.statusCode).toBe(200);
    expect(await rowOf(endpoint)).toMatchObject({ profileId: '20001', corporateId: '1001', lastSuccessAt: null });
  });

  it('stores the browser’s auth secret sealed, never in clear', async () => {
    const endpoint = 'https://push.example.test/send/sealed';
    const subscription = createTestPushBrowser().subscription(endpoint);
    expect((await subscribe(acme, subscription)).statusCode).toBe(200);
    const stored = (await rowOf(endpoint))!.auth;
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain(subscription.keys.auth);
  });

  it('refuses an endpoint another user holds while that user has a live session, and moves it once they logged out', async () => {
    const endpoint = 'https://push.example.test/send/shared';
    const browser = createTestPushBrowser();
    const first = await t.token('traveladmin@acme.test');
    expect((await subscribe(first, browser.subscription(endpoint))).statusCode).toBe(200);

    const taken = await subscribe(manager, browser.subscription(endpoint));
    expect(taken.statusCode).toBe(409);
    expect(message(taken)).toMatch(/^subscription\.endpoint: .*another user/);
    const globex = await subscribe(await t.token('traveller@globex.test'), browser.subscription(endpoint));
    expect(globex.statusCode).toBe(409);
    expect(await rowOf(endpoint)).toMatchObject({ profileId: '20004', corporateId: '1001' });

    const logout = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: { authorization: `Bearer ${first}` } });
    expect(logout.statusCode).toBe(200);
    expect((await subscribe(manager, browser.subscription(endpoint))).statusCode).toBe(200);
    const rows = await t.store.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((r) => r.profileId)).toEqual(['20002']);
  });

  it('lets the owner subscribe the same endpoint again (new keys), without a duplicate', async () => {
    const endpoint = 'https://push.example.test/send/again';
    await subscribe(acme, createTestPushBrowser().subscription(endpoint));
    const renewed = createTestPushBrowser().subscription(endpoint);
    expect((await subscribe(acme, renewed)).statusCode).toBe(200);
    const rows = await t.store.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((r) => [r.profileId, r.p256dh])).toEqual([['20001', renewed.keys.p256dh]]);
  });

  it.each([
    ['an http endpoint', (s: Sub) => ({ ...s, endpoint: 'http://push.example.test/x' }), 'subscription.endpoint must be an https URL'],
    ['no endpoint', (s: Sub) => ({ keys: s.keys }), 'subscription.endpoint is required'],
    ['no keys', (s: Sub) => ({ endpoint: s.endpoint }), 'subscription.keys is required'],
    ['no auth', (s: Sub) => ({ ...s, keys: { p256dh: s.keys.p256dh } }), 'subscription.keys.auth is required'],
    ['a short p256dh', (s: Sub) => ({ ...s, keys: { ...s.keys, p256dh: 'BAAA' } }), 'subscription.keys.p256dh must be a base64url P-256 public key'],
    ['an auth of the wrong size', (s: Sub) => ({ ...s, keys: { ...s.keys, auth: 'AAAA' } }), 'subscription.keys.auth must be 16 bytes in base64url'],
  ])('refuses %s, naming the field', async (_name, change, expected) => {
    const response = await subscribe(acme, change(createTestPushBrowser().subscription('https://push.example.test/send/bad')));
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected);
  });

  it('refuses a missing subscription, naming it', async () => {
    const response = await subscribe(acme, undefined);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('subscription is required');
  });

  it('needs a session', async () => {
    expect((await subscribe(null, createTestPushBrowser().subscription('https://push.example.test/x'))).statusCode).toBe(401);
  });

  it('cannot subscribe for someone else or another company', async () => {
    const subscription = createTestPushBrowser().subscription('https://push.example.test/send/for-someone');
    const asOther = await t.service(acme, { opid: 'TG-PUSH', action: 'subscribe', subscription, profileid: '20002' });
    expect(asOther.statusCode).toBe(403);
    expect(message(asOther)).toBe('profileid: not yours');
    const asGlobex = await t.service(acme, { opid: 'TG-PUSH', action: 'subscribe', subscription, corporateid: '1002' });
    expect(message(asGlobex)).toBe('corporateid: not yours');
    expect(await rowOf(subscription.endpoint)).toBeUndefined();
  });

  it('waits for a forced password change to be done', async () => {
    const newhire = await t.token('newhire@acme.test');
    const response = await subscribe(newhire, createTestPushBrowser().subscription('https://push.example.test/send/newhire'));
    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe('Password change required');
  });
});

type Sub = ReturnType<ReturnType<typeof createTestPushBrowser>['subscription']>;

describe('unsubscribing', () => {
  it('removes the caller’s own subscription', async () => {
    const endpoint = 'https://push.example.test/send/mine';
    await subscribe(acme, createTestPushBrowser().subscription(endpoint));
    const response = await unsubscribe(acme, endpoint);
    expect(response.statusCode).toBe(200);
    expect(await rowOf(endpoint)).toBeUndefined();
  });

  it('cannot remove another user’s subscription', async () => {
    const endpoint = 'https://push.example.test/send/managers';
    await subscribe(manager, createTestPushBrowser().subscription(endpoint));
    const response = await unsubscribe(acme, endpoint);
    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe('endpoint: not yours');
    expect(await rowOf(endpoint)).toMatchObject({ profileId: '20002' });
  });

  it('cannot remove another company’s subscription either', async () => {
    const endpoint = 'https://push.example.test/send/acme-only';
    await subscribe(acme, createTestPushBrowser().subscription(endpoint));
    const globex = await t.token('traveller@globex.test');
    expect((await unsubscribe(globex, endpoint)).statusCode).toBe(403);
    expect(await rowOf(endpoint)).toMatchObject({ profileId: '20001', corporateId: '1001' });
  });

  it('answers OK for an endpoint already gone, and names a bad endpoint', async () => {
    expect((await unsubscribe(acme, 'https://push.example.test/send/never')).statusCode).toBe(200);
    const bad = await unsubscribe(acme, 'ftp://push.example.test/x');
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('endpoint must be an https URL');
  });
});

describe('the login pushtoken', () => {
  const loginWith = (pushtoken: string) =>
    t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      remoteAddress: '10.0.0.9',
      payload: new URLSearchParams({ jsondata: JSON.stringify({ userid: 'coordinator@acme.test', password: DEMO_PASSWORD }), pushtoken }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('stores a subscription carried as JSON for the profile that logs in', async () => {
    const endpoint = 'https://push.example.test/send/at-login';
    const response = await loginWith(JSON.stringify(createTestPushBrowser().subscription(endpoint)));
    expect(response.statusCode).toBe(200);
    expect(await rowOf(endpoint)).toMatchObject({ profileId: '20003', corporateId: '1001' });
  });

  it('does not move an endpoint another user holds with a live session', async () => {
    const endpoint = 'https://push.example.test/send/held-at-login';
    expect((await subscribe(manager, createTestPushBrowser().subscription(endpoint))).statusCode).toBe(200);
    expect((await loginWith(JSON.stringify(createTestPushBrowser().subscription(endpoint)))).statusCode).toBe(200);
    expect(await rowOf(endpoint)).toMatchObject({ profileId: '20002' });
  });

  it('still logs in with an opaque or broken pushtoken, storing nothing', async () => {
    for (const pushtoken of ['legacy-device-token', '{"endpoint":"http://insecure.test/x"}', '{not json']) {
      expect((await loginWith(pushtoken)).statusCode).toBe(200);
    }
    expect(await rowOf('http://insecure.test/x')).toBeUndefined();
  });
});
