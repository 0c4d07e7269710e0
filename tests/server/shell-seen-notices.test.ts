import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

/* getseennotices / marknoticesseen (issue 15): per profile, kept across logins, never another's. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seen = async (token: string) => (await t.service(token, { opid: 'TG-NOTIFICATIONS', action: 'getseennotices' })).json().keys as string[];
const mark = (token: string, keys: unknown, extra: object = {}) =>
  t.service(token, { opid: 'TG-NOTIFICATIONS', action: 'marknoticesseen', keys, ...extra });

describe('seen notices', () => {
  it('remembers what a profile has seen across logins, once per key', async () => {
    const first = await t.token('traveller@acme.test');
    expect(await seen(first)).toEqual([]);
    expect((await mark(first, ['chat-announcement', 'notification:N1', 'chat-announcement'])).statusCode).toBe(200);
    expect((await mark(first, ['chat-announcement', 'feedback:2026-03-01'])).statusCode).toBe(200);
    const later = await t.token('traveller@acme.test');
    expect(await seen(later)).toEqual(['chat-announcement', 'feedback:2026-03-01', 'notification:N1']);
  });

  it('keeps each profile’s own: a colleague and another company see none of them', async () => {
    expect(await seen(await t.token('manager@acme.test'))).toEqual([]);
    expect(await seen(await t.token('traveller@globex.test'))).toEqual([]);
  });

  it('refuses another company’s corporateid', async () => {
    const token = await t.token('traveller@acme.test');
    expect((await mark(token, ['chat-announcement'], { corporateid: '1002' })).statusCode).toBe(403);
    expect((await t.service(token, { opid: 'TG-NOTIFICATIONS', action: 'getseennotices', corporateid: '1002' })).statusCode).toBe(403);
  });

  it.each([
    [[], 'keys must not be empty'],
    ['chat-announcement', 'keys must be a list'],
    [['Bad Key!'], 'keys.0: must look like name or name:id'],
    [[7], 'keys.0: must be a string'],
  ])('answers 400 naming the field for keys %j', async (keys, message) => {
    const response = await mark(await t.token('traveller@acme.test'), keys);
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe(message);
  });
});
