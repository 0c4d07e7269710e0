import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineHandler } from '../../server/dispatch/types';
import { HttpError } from '../../server/http/errors';
import { allHandlers } from '../../server/features/index';
import { pushesSettled, queuePush } from '../../server/push/notify';
import { configurePushTransport } from '../../server/push/send';
import { pushSubscriptions } from '../../server/store/schema';
import { ResponseStatusSchema } from '../../src/contract/envelope';
import { defineOperation } from '../../src/contract/operation';
import type { PushPayload } from '../../src/contract/push/payload';
import { type TestPushEndpoint, startTestPushEndpoint } from './helpers/push-endpoint';
import { type TestPushBrowser, createTestPushBrowser, verifyVapid } from './helpers/push-receiver';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * End to end without any outside push service: handlers queue a push, web-push delivers it to a
 * local HTTPS endpoint, and the test decrypts it with the subscription's own keys.
 * A test-only operation stands in for the approval flow that queues pushes in the product.
 */
const notify = defineOperation({
  opid: 'TEST-PUSH',
  actionKey: 'action',
  action: 'notify',
  request: v.object({ to: v.string(), tripid: v.string(), fail: v.optional(v.boolean()) }),
  response: v.object({ ResponseStatus: ResponseStatusSchema }),
  roles: 'any',
  mutates: true,
});
const payloadFor = (tripid: string): PushPayload => ({
  title: 'Trip waiting for your approval',
  body: `Trip ${tripid} by Rahul Verma — Mumbai to Delhi`,
  url: `/trips/${tripid}`,
  tag: `approval-${tripid}`,
  actions: [
    { action: 'approve', title: 'Approve' },
    { action: 'reject', title: 'Reject' },
  ],
  actiontoken: 'token-for-test',
  actionurl: '/api/push/approval-action',
});
const notifyHandler = defineHandler(notify)(async (ctx, input) => {
  queuePush(ctx, input.to, payloadFor(input.tripid));
  if (input.fail) throw new HttpError(409, 'rolled back on purpose');
  return { ResponseStatus: { status: 'OK' } };
});

/** A read (no transaction): its push leaves once the answer is ready. */
const notifyOnRead = defineHandler({ ...notify, action: 'notifyonread', mutates: false })(async (ctx, input) => {
  queuePush(ctx, input.to, payloadFor(input.tripid));
  return { ResponseStatus: { status: 'OK' } };
});

let t: TestApp;
const logLines: string[] = [];
let endpoint: TestPushEndpoint;
let manager: string;
let vapidPublicKey: string;
const browsers = new Map<string, TestPushBrowser>();

async function subscribeAt(userid: string, path: string): Promise<void> {
  const browser = createTestPushBrowser();
  browsers.set(path, browser);
  const response = await t.service(await t.token(userid), { opid: 'TG-PUSH', action: 'subscribe', subscription: browser.subscription(`${endpoint.origin}${path}`) });
  expect(response.statusCode).toBe(200);
}
const send = (to: string, tripid: string, fail = false) => t.service(manager, { opid: 'TEST-PUSH', action: 'notify', to, tripid, fail });
const rowAt = async (path: string) => (await t.store.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, `${endpoint.origin}${path}`)))[0];
/**
 * Waits for every send to finish. No pause is needed first: a call's after-commit tasks start (and
 * queuePush registers its send) before the dispatcher answers, so by the time `t.service` has
 * resolved every push the call queued is already in flight.
 */
const settle = () => pushesSettled();

beforeAll(async () => {
  endpoint = await startTestPushEndpoint();
  t = await createTestApp({
    handlers: [...allHandlers, notifyHandler, notifyOnRead],
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    pushAllowedHosts: [endpoint.origin],
  });
  configurePushTransport(t.store.db, { ca: endpoint.ca });
  manager = await t.token('manager@acme.test');
  vapidPublicKey = (await t.service(manager, { opid: 'TG-PUSH', action: 'getvapidpublickey' })).json().publickey;
  await subscribeAt('traveller@acme.test', '/push/traveller');
  await subscribeAt('coordinator@acme.test', '/push/gone');
  await subscribeAt('traveladmin@acme.test', '/push/broken');
  await subscribeAt('traveller@globex.test', '/push/globex');
});
afterAll(async () => {
  await endpoint?.close();
  await t?.close();
});

describe('delivery to a local HTTPS push endpoint', () => {
  it('sends the payload encrypted (aes128gcm) so that only the subscription’s keys can read it', async () => {
    expect((await send('20001', '710001')).statusCode).toBe(200);
    const [push] = await endpoint.waitFor(1);
    expect(push!.path).toBe('/push/traveller');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.body.toString('utf8')).not.toContain('Trip 710001');
    expect(JSON.parse(browsers.get('/push/traveller')!.decrypt(push!.body))).toEqual(payloadFor('710001'));
  });

  it('signs with the stored VAPID key for the endpoint’s origin, with TTL and urgency', () => {
    const push = endpoint.received[0]!;
    const claims = verifyVapid(push.headers.authorization as string, vapidPublicKey);
    expect(claims.aud).toBe(endpoint.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    const inHours = (claims.exp * 1000 - Date.now()) / 3_600_000;
    expect(inHours).toBeGreaterThan(1);
    expect(inHours).toBeLessThanOrEqual(24);
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers.urgency).toBe('high');
  });

  it('records the delivery on the subscription', async () => {
    await settle();
    expect((await rowAt('/push/traveller'))!.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('sends nothing when the transaction rolls back', async () => {
    const before = endpoint.received.length;
    expect((await send('20001', '710002', true)).statusCode).toBe(409);
    await settle();
    expect(endpoint.received).toHaveLength(before);
  });

  it('never reaches another company’s profile, even by its id', async () => {
    const before = endpoint.received.length;
    expect((await send('30001', '710003')).statusCode).toBe(200);
    await settle();
    expect(endpoint.received.slice(before).map((p) => p.path)).not.toContain('/push/globex');
    expect(endpoint.received).toHaveLength(before);
    expect(await rowAt('/push/globex')).toMatchObject({ profileId: '30001', lastSuccessAt: null });
  });

  it('removes a subscription the push service answers 410 Gone for (and 404 alike)', async () => {
    endpoint.answer('/push/gone', 410);
    expect((await send('20003', '710004')).statusCode).toBe(200);
    await endpoint.waitFor(2);
    await settle();
    expect(await rowAt('/push/gone')).toBeUndefined();
  });

  it('keeps the subscription and the answer on any other failure (logged, not thrown)', async () => {
    endpoint.answer('/push/broken', 500);
    const before = endpoint.received.length;
    expect((await send('20004', '710005')).statusCode).toBe(200);
    await endpoint.waitFor(before + 1);
    await settle();
    expect(await rowAt('/push/broken')).toMatchObject({ profileId: '20004', lastSuccessAt: null });
    const logged = logLines.find((line) => line.includes('push not delivered'));
    expect(JSON.parse(logged!)).toMatchObject({ level: 40, status: 500, profileId: '20004', push: endpoint.origin });
    expect(logged).not.toContain('/push/broken');
  });

  it('sends once for a mutation replayed with the same Idempotency-Key', async () => {
    const before = endpoint.received.length;
    const body = { opid: 'TEST-PUSH', action: 'notify', to: '20001', tripid: '710007' };
    for (let i = 0; i < 2; i += 1) expect((await t.service(manager, body, { 'idempotency-key': 'push-replay-1' })).statusCode).toBe(200);
    await endpoint.waitFor(before + 1);
    await settle();
    expect(endpoint.received).toHaveLength(before + 1);
  });

  it('sends a push queued by a read once its answer is ready', async () => {
    const before = endpoint.received.length;
    expect((await t.service(manager, { opid: 'TEST-PUSH', action: 'notifyonread', to: '20001', tripid: '710008' })).statusCode).toBe(200);
    const received = await endpoint.waitFor(before + 1);
    expect(JSON.parse(browsers.get('/push/traveller')!.decrypt(received[before]!.body)).url).toBe('/trips/710008');
  });

  it('answers the request even when the push endpoint is unreachable', async () => {
    await t.service(await t.token('finance@acme.test'), {
      opid: 'TG-PUSH',
      action: 'subscribe',
      subscription: createTestPushBrowser().subscription('https://127.0.0.1:9/push/nowhere'),
    });
    expect((await send('20006', '710006')).statusCode).toBe(200);
    await settle();
  });
});
