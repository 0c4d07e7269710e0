import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE_CONFIG, LoginThrottle } from '../../server/auth/throttle';
import { readOutbox } from '../../server/mail/outbox';
import { securityEvents } from '../../server/store/schema';
import { DEMO_PASSWORD } from '../../server/store/seed-data';
import { PASSWORD_RESET_PATHS, RESET_REQUESTED_MESSAGE, RESET_THROTTLED_MESSAGE, RESET_TOKEN_INVALID_MESSAGE } from '../../src/contract/password-reset';
import { HOUR, MINUTE } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each scenario asks from its own address, so the per-address budget of one does not spill into another.
let nextAddress = 1;
const freshAddress = () => `10.9.0.${nextAddress++}`;

const post = (path: string, payload: unknown, address = freshAddress()) =>
  t.app.inject({ method: 'POST', url: path, remoteAddress: address, headers: { 'content-type': 'application/json', host: 'voyage.example' }, payload: JSON.stringify(payload) });
const requestLink = (email: string, address?: string) => post(PASSWORD_RESET_PATHS.request, { email }, address);
const reset = (token: unknown, password: unknown) => post(PASSWORD_RESET_PATHS.reset, { token, password });

/** The token of the newest reset mail to `email`, checking the link's shape on the way. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await readOutbox(t.store.db, email, 1);
  const link = mail?.body.match(/http:\/\/voyage\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/);
  if (!link?.[1]) throw new Error(`no reset link mailed to ${email}: ${mail?.body}`);
  return link[1];
}
const mailCount = async (email: string) => (await readOutbox(t.store.db, email, 100)).length;
const message = (response: { json: () => unknown }) => (response.json() as { ResponseStatus: { message: string } }).ResponseStatus.message;

describe('requesting a reset link', () => {
  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    const unknown = await requestLink('nobody@acme.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ ApiStatus: { Status: 'OK', Message: RESET_REQUESTED_MESSAGE } });
    expect(await mailCount('nobody@acme.test')).toBe(0);

    const known = await requestLink('Manager@Acme.test ');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailCount('manager@acme.test')).toBe(1);
  });

  it('audits both requests, naming the account only when there is one', async () => {
    const rows = await t.store.db.select().from(securityEvents).where(eq(securityEvents.kind, 'password_reset_request'));
    expect(rows.map((r) => [r.userId, r.profileId, r.detail])).toEqual(
      expect.arrayContaining([['nobody@acme.test', null, { mailed: false }], ['manager@acme.test', '20002', { mailed: true }]]),
    );
  });

  it('refuses an email that is not one, naming the field', async () => {
    for (const [body, text] of [[{ email: 'not-an-email' }, 'email must be an email address'], [{}, 'email is required'], [{ email: 7 }, 'email is required']] as const) {
      const response = await post(PASSWORD_RESET_PATHS.request, body);
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(text);
    }
  });
});

describe('resetting with the mailed link', () => {
  const email = 'coordinator@acme.test';
  const NEW_PASSWORD = 'Reset@Works1';

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const session = await t.token(email);
    expect((await requestLink(email)).statusCode).toBe(200);
    expect(await mailCount(email)).toBe(1);
    const token = await mailedToken(email);

    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json().ApiStatus.Status).toBe('OK');

    expect((await t.service(session, { opid: 'TG-PING', action: 'ping' })).statusCode).toBe(401);
    expect((await t.login(email, { address: '10.8.0.1' })).json().wsstatus.Status).toBe('NOK');
    expect((await t.login(email, { password: NEW_PASSWORD, address: '10.8.0.1' })).json().wsstatus.Status).toBe('OK');

    const again = await reset(token, 'Another@Try2');
    expect(again.statusCode).toBe(400);
    expect(message(again)).toBe(`token: ${RESET_TOKEN_INVALID_MESSAGE}`);
    const audited = await t.store.db.select().from(securityEvents).where(and(eq(securityEvents.kind, 'password_reset'), eq(securityEvents.userId, email)));
    expect(audited).toHaveLength(1);
  });

  it('refuses a link older than 30 minutes', async () => {
    await requestLink('finance@acme.test');
    const token = await mailedToken('finance@acme.test');
    t.clock.advance(31 * MINUTE);
    const late = await reset(token, NEW_PASSWORD);
    expect(late.statusCode).toBe(400);
    expect(message(late)).toBe(`token: ${RESET_TOKEN_INVALID_MESSAGE}`);
    expect((await t.login('finance@acme.test', { password: DEMO_PASSWORD, address: '10.8.0.2' })).json().wsstatus.Status).toBe('OK');
  });

  it('lets only the newest link work after a second request', async () => {
    const who = 'traveladmin@acme.test';
    await requestLink(who);
    const older = await mailedToken(who);
    await requestLink(who);
    const newer = await mailedToken(who);
    expect(newer).not.toBe(older);
    expect((await reset(older, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong, malformed or missing token and a weak password, naming the field', async () => {
    const cases: [unknown, unknown, string][] = [
      ['A'.repeat(43), NEW_PASSWORD, `token: ${RESET_TOKEN_INVALID_MESSAGE}`],
      ['short', NEW_PASSWORD, `token: ${RESET_TOKEN_INVALID_MESSAGE}`],
      [undefined, NEW_PASSWORD, 'token is required'],
      ['A'.repeat(43), 'weakpass', 'password: '],
      ['A'.repeat(43), 12345678, 'password is required'],
    ];
    for (const [token, password, text] of cases) {
      const response = await reset(token, password);
      expect(response.statusCode).toBe(400);
      expect(message(response).startsWith(text)).toBe(true);
    }
  });
});

describe('throttling', () => {
  it('answers 429 after five requests an hour for one email, from any address', async () => {
    const who = 'traveller@globex.test';
    for (let i = 0; i < 5; i++) expect((await requestLink(who)).statusCode).toBe(200);
    const refused = await requestLink(who);
    expect(refused.statusCode).toBe(429);
    expect(message(refused)).toBe(RESET_THROTTLED_MESSAGE);
    expect(await mailCount(who)).toBe(5);
    // The same for an email without an account: the throttle does not tell them apart.
    for (let i = 0; i < 5; i++) await requestLink('ghost@globex.test');
    expect((await requestLink('ghost@globex.test')).statusCode).toBe(429);
    t.clock.advance(61 * MINUTE);
    expect((await requestLink(who)).statusCode).toBe(200);
  });

  it('answers 429 after five requests an hour from one address, across emails', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await requestLink(`probe${i}@acme.test`, address)).statusCode).toBe(200);
    expect((await requestLink('manager@globex.test', address)).statusCode).toBe(429);
    expect(await mailCount('manager@globex.test')).toBe(0);
  });

  it('refuses the sixth request for one email within the hour until its window ends, telling when', async () => {
    const who = 'superadmin@acme.test';
    for (let i = 0; i < 5; i++) expect((await requestLink(who)).statusCode).toBe(200);
    t.clock.advance(20 * MINUTE);
    // The periodic purge forgets login counters after 15 minutes; the reset family keeps its hour.
    await new LoginThrottle(t.store.db, DEFAULT_THROTTLE_CONFIG).purge(t.clock.now());
    const refused = await requestLink(who);
    expect(refused.statusCode).toBe(429);
    expect(message(refused)).toBe(RESET_THROTTLED_MESSAGE);
    expect(refused.headers['retry-after']).toBe(String(40 * 60));
    t.clock.advance(HOUR - 20 * MINUTE);
    expect((await requestLink(who)).statusCode).toBe(200);
  });

  it('admits at most five of ten simultaneous requests for one email, known or not', async () => {
    for (const who of ['newhire@acme.test', 'phantom@acme.test']) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => requestLink(who)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    }
    expect(await mailCount('newhire@acme.test')).toBe(5);
  });
});
