import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATH } from '../../src/contract/envelope';
import { defineOperation } from '../../src/contract/operation';
import { defineHandler } from '../../server/dispatch/types';
import { allHandlers } from '../../server/features/index';
import { INPUT_LIMITS } from '../../server/http/input-limits';
import { type TestApp, createTestApp } from './helpers/test-app';
import { expense, validTrip } from './trips-fixtures';

/*
 * Each class of input that once answered 500 (issue 13's fuzz run), now a 400 naming the field,
 * with nothing written. The fuzz test covers every operation; these pin each class by name.
 */

/** A test-only mutation that writes a row, then hands the database a value it cannot store. */
const storesBadValue = defineHandler(
  defineOperation({
    opid: 'TG-TEST-BADVALUE',
    actionKey: 'action',
    action: 'store',
    request: v.object({ value: v.string() }),
    response: v.object({}),
    roles: 'any',
    mutates: true,
  }),
)(async (ctx, input) => {
  await ctx.tx.execute(sql`insert into idempotency_keys (corporate_id, profile_id, key, request_hash, created_at) values ('1001', '20001', 'bad-value-probe', 'x', now())`);
  await ctx.tx.execute(sql`select ${input.value}::date`);
  return {};
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ handlers: [...allHandlers, storesBadValue] });
  token = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const contact = { opid: 'TG-PROFILE', action: 'updatecontactinfo', mobilenumber: '919876543210', contactemail: 'rahul@acme.test' };
const bodyOf = (response: { json(): unknown }) => response.json() as { ResponseStatus: { status: string; message: string } };

async function contactEmail(): Promise<string> {
  const rows = (await t.store.db.execute(sql`select email from profiles where id = '20001'`)) as unknown as { rows: { email: string | null }[] };
  return String(rows.rows[0]?.email);
}

async function expect400(response: Awaited<ReturnType<TestApp['service']>>, message: string | RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  expect(bodyOf(response).ResponseStatus.status).toBe('NOK');
  expect(bodyOf(response).ResponseStatus.message).toMatch(message);
}

describe('strings no database can store', () => {
  it('refuses a NUL character, naming the field, and writes nothing', async () => {
    const before = await contactEmail();
    await expect400(await t.service(token, { ...contact, contactemail: 'ra\u0000hul@acme.test' }), /^contactemail: contains a NUL character$/);
    expect(await contactEmail()).toBe(before);
  });

  it('names the path of a nested field', async () => {
    await expect400(await t.service(token, { ...contact, trip: { travellers: [{}, {}, { name: 'a\u0000' }] } }), /^trip\.travellers\[2\]\.name: contains a NUL character$/);
  });

  it('refuses an unpaired UTF-16 surrogate', async () => {
    const payload = JSON.stringify({ ...contact, corporatename: 'X' }).replace('"X"', '"\\ud800"');
    await expect400(await t.service(token, payload), /^corporatename: contains an unpaired UTF-16 surrogate$/);
  });

  it('refuses them in field names, query strings and path parameters too', async () => {
    await expect400(await t.service(token, JSON.stringify(contact).replace('{', '{"a\\u0000b":1,')), /^body: a field name contains a NUL character$/);
    const auth = { authorization: `Bearer ${token}` };
    await expect400(await t.app.inject({ method: 'GET', url: '/api/airports?searchkey=del%00hi', headers: auth }), /^searchkey: contains a NUL character$/);
    await expect400(await t.app.inject({ method: 'GET', url: '/api/files/%00', headers: auth }), /^fileid: contains a NUL character$/);
  });

  it('refuses a NUL in a form field (login)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ jsondata: '{}', pushtoken: 'a\u0000b' }).toString(),
    });
    await expect400(response, /^pushtoken: contains a NUL character$/);
    expect(response.json().wsstatus).toEqual({ Status: 'NOK', Message: 'pushtoken: contains a NUL character' });
  });

  it('refuses a NUL inside the login JSON, naming its field, before any password check', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ jsondata: JSON.stringify({ userid: 'traveller@acme.test', password: 'x\u0000y' }), pushtoken: '' }).toString(),
    });
    await expect400(response, /^password: contains a NUL character$/);
    expect(response.json().wsstatus.Status).toBe('NOK');
  });
});

describe('structural limits', () => {
  const deep = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;

  it('refuses nesting past the limit, also with an Idempotency-Key (no stack overflow hashing it)', async () => {
    const response = await t.service(token, JSON.stringify(contact).replace('{', `{"extra":${deep},`), { 'idempotency-key': 'deep-1' });
    await expect400(response, new RegExp(`is nested too deeply \\(limit ${INPUT_LIMITS.depth} levels\\)$`));
  });

  it('refuses a string, an array or an object past its limit', async () => {
    await expect400(await t.service(token, { ...contact, note: 'x'.repeat(INPUT_LIMITS.stringLength + 1) }), /^note: is too long/);
    await expect400(await t.service(token, { ...contact, list: new Array(INPUT_LIMITS.arrayLength + 1).fill(0) }), /^list: has too many elements/);
    const wide = Object.fromEntries(Array.from({ length: INPUT_LIMITS.objectKeys + 1 }, (_, i) => [`k${i}`, 0]));
    await expect400(await t.service(token, { ...contact, wide }), /^wide: has too many fields/);
  });

  it('refuses a number JSON can write but no column can hold', async () => {
    await expect400(await t.service(token, JSON.stringify(contact).replace('{', '{"n":1e400,')), /^n: is not a finite number$/);
  });

  it('refuses prototype keys in JSON with a 400 that says so', async () => {
    await expect400(await t.service(token, JSON.stringify(contact).replace('{', '{"__proto__":{"admin":true},')), /__proto__/);
  });

  it('answers a form with prototype keys with a 4xx, never a 500', async () => {
    for (const payload of ['__proto__=1&constructor=2', '__proto__[admin]=1&toString=x&jsondata=%7B%7D']) {
      const response = await t.app.inject({ method: 'POST', url: LOGIN_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).ResponseStatus.status).toBe('NOK');
    }
  });
});

describe('dates and ids', () => {
  it.each([['2027-02-31'], ['0000-01-01'], ['2026-02-29']])('refuses %s: not a calendar date, and no trip is made', async (day) => {
    const count = async () => ((await t.store.db.execute(sql`select count(*)::int as n from trips`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await count();
    const response = await expense(t, token, 'createtrip', { corporateid: '1001', profileid: '20001', jsondata: validTrip(t, { fromdate: day, todate: '2028-01-01' }) });
    await expect400(response, /fromdate is not a calendar date$/);
    expect(await count()).toBe(before);
  });

  it('refuses an id past the int4 range before it reaches an integer column', async () => {
    const response = await t.service(token, { opid: 'TG-APPROVALS', action: 'getapprovaltransactions', approvalid: '99999999999' });
    await expect400(response, /^approvalid must be an id from 1 to 2147483647$/);
  });
});

describe('the safety net', () => {
  it('answers a value the database refuses (SQLSTATE class 22) with a 400, and rolls the call back', async () => {
    const response = await t.service(token, { opid: 'TG-TEST-BADVALUE', action: 'store', value: '2027-02-31' });
    await expect400(response, /^body: a date or time is (not valid|out of range) \(SQLSTATE 2200[78]\)$/);
    const left = (await t.store.db.execute(sql`select count(*)::int as n from idempotency_keys where key = 'bad-value-probe'`)) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });
});
