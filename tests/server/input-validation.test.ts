import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATH, SERVICE_PATH } from '../../src/contract/envelope';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ bodyLimit: 64 * 1024 });
  token = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const contact = { opid: 'TG-PROFILE', action: 'updatecontactinfo', mobilenumber: '919876543210', contactemail: 'rahul@acme.test' };

/** Every refusal: the status wanted, the NOK shape, and a message naming the culprit. */
async function expectRefusal(response: Awaited<ReturnType<TestApp['service']>>, status: number, messagePart: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.ResponseStatus.status).toBe('NOK');
  expect(body.ResponseStatus.message).toMatch(messagePart);
}

describe('POST /api/service refuses bad input with a 4xx naming the field', () => {
  it.each([
    ['opid missing', { action: 'ping' }, 'opid is required'],
    ['opid empty', { opid: '', action: 'ping' }, 'opid is required'],
    ['opid not a string', { opid: 42, action: 'ping' }, 'opid must be a string'],
    ['action not a string', { opid: 'TG-PING', action: ['ping'] }, 'action must be a string'],
    ['unknown opid', { opid: 'TG-NOPE', action: 'ping' }, 'unknown operation TG-NOPE ping'],
    ['unknown action', { opid: 'TG-PROFILE', action: 'explode' }, 'unknown operation TG-PROFILE explode'],
    ['action missing', { opid: 'TG-PROFILE' }, 'unknown operation TG-PROFILE'],
    ['required field missing', { ...contact, mobilenumber: undefined }, 'mobilenumber is required'],
    ['wrong type', { ...contact, mobilenumber: 9876543210 }, 'mobilenumber is required'],
    ['bad format', { ...contact, mobilenumber: '98-76' }, 'mobilenumber must be 7 to 15 digits'],
    ['huge string', { ...contact, contactemail: `${'a'.repeat(10_000)}@acme.test` }, 'contactemail is too long'],
    ['nested wrong type', { ...contact, corporatename: { name: 'Acme' } }, 'corporatename must be a string'],
    ['weak new password', { opid: 'TG-PROFILE', action: 'changepassword', oldpassword: 'Demo@12345', newpassword: 'short' }, /^newpassword: Password must/],
  ])('%s', async (_name, body, message) => {
    await expectRefusal(await t.service(token, body), 400, message);
  });

  it('takes the action from actioncode or act as well', async () => {
    expect((await t.service(token, { opid: 'TG-PING', actioncode: 'ping' })).statusCode).toBe(200);
    expect((await t.service(token, { opid: 'tg-ping', act: 'PING' })).statusCode).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"opid": "TG-PING", ', 'body is not valid JSON'],
    ['a JSON array', '[1,2]', 'body must be a JSON object'],
    ['a JSON string', '"ping"', 'body must be a JSON object'],
    ['null', 'null', 'body must be a JSON object'],
    ['an empty body', '', 'body must be a JSON object'],
    ['prototype poisoning', '{"opid":"TG-PING","action":"ping","__proto__":{"x":1}}', /^body/],
  ])('%s', async (_name, payload, message) => {
    await expectRefusal(await t.service(token, payload), 400, message);
  });

  it('refuses a wrong content type with 415', async () => {
    const response = await t.service(token, 'opid=TG-PING', { 'content-type': 'text/plain' });
    await expectRefusal(response, 415, 'body content type');
  });

  it('refuses an oversized body with 413, not 500', async () => {
    const response = await t.service(token, { opid: 'TG-PING', action: 'ping', filler: 'x'.repeat(100 * 1024) });
    await expectRefusal(response, 413, 'body is too large');
  });

  it('refuses an oversized login form with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `jsondata=${'x'.repeat(100 * 1024)}`,
    });
    await expectRefusal(response, 413, 'body is too large');
  });

  it('checks the session before the fields: no token → 401 + 900', async () => {
    const response = await t.service(null, contact);
    expect(response.statusCode).toBe(401);
    expect(response.json().statuscode).toBe(900);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    await expectRefusal(await t.service(token, contact, { 'idempotency-key': 'has space' }), 400, 'Idempotency-Key');
  });

  it('answers unknown API paths and methods with a NOK 404', async () => {
    await expectRefusal(await t.app.inject({ method: 'GET', url: SERVICE_PATH }), 404, 'Not found');
    await expectRefusal(await t.app.inject({ method: 'POST', url: '/api/nothing' }), 404, 'Not found');
  });
});

describe('POST /api/dispatcher/login refuses bad input with 400 naming the field', () => {
  const form = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: LOGIN_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

  it.each([
    ['jsondata missing', { pushtoken: '' }, 'jsondata is required'],
    ['jsondata not JSON', { jsondata: '{userid' }, 'jsondata is not valid JSON'],
    ['jsondata an array', { jsondata: '[]' }, 'jsondata must be a JSON object'],
    ['userid missing', { jsondata: JSON.stringify({ password: 'x' }) }, 'userid is required'],
    ['userid blank', { jsondata: JSON.stringify({ userid: '   ', password: 'x' }) }, 'userid is required'],
    ['userid a number', { jsondata: JSON.stringify({ userid: 5, password: 'x' }) }, 'userid is required'],
    ['password missing', { jsondata: JSON.stringify({ userid: 'a@b.c' }) }, 'password is required'],
    ['userid too long', { jsondata: JSON.stringify({ userid: `${'a'.repeat(300)}@b.c`, password: 'x' }) }, 'userid is too long'],
    ['enc not boolean', { jsondata: JSON.stringify({ userid: 'a@b.c', password: 'x', enc: 'yes' }) }, 'enc must be true or false'],
  ])('%s', async (_name, fields, message) => {
    const response = await form(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus).toEqual({ status: 'NOK', message });
    expect(response.json().wsstatus).toEqual({ Status: 'NOK', Message: message });
  });

  it('refuses jsondata given twice', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'jsondata=%7B%7D&jsondata=%7B%7D',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe('jsondata must be a single JSON text');
  });
});
