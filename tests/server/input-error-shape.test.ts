import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATH, LOGOUT_PATH } from '../../src/contract/envelope';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * Every endpoint outside /api/service refuses bad input in the one error shape,
 * {"ResponseStatus":{"status":"NOK","message":...}} (login adds its wsstatus, a 401 its
 * statuscode 900), with a 4xx, never a 500.
 */

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ bodyLimit: 64 * 1024 });
  auth = { authorization: `Bearer ${await t.token('traveller@acme.test')}` };
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const multipart = (boundary = 'xx') => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

const cases: [string, () => InjectOptions, number][] = [
  ['login: bad form', () => ({ method: 'POST', url: LOGIN_PATH, headers: form, payload: 'jsondata=%7Bx' }), 400],
  ['login: a NUL', () => ({ method: 'POST', url: LOGIN_PATH, headers: form, payload: 'jsondata=%7B%7D&pushtoken=%00' }), 400],
  ['login: oversized', () => ({ method: 'POST', url: LOGIN_PATH, headers: form, payload: `jsondata=${'x'.repeat(70_000)}` }), 413],
  ['logout without a session', () => ({ method: 'POST', url: LOGOUT_PATH }), 401],
  ['sso: empty', () => ({ method: 'POST', url: '/api/dispatcher/sso', headers: json, payload: '{}' }), 400],
  ['register: empty', () => ({ method: 'POST', url: '/api/dispatcher/register', headers: json, payload: '{}' }), 400],
  ['register: form with prototype keys', () => ({ method: 'POST', url: '/api/dispatcher/register', headers: form, payload: '__proto__=1&constructor=2' }), 400],
  ['onboarding: not an object', () => ({ method: 'POST', url: '/api/dispatcher/onboarding/start', headers: json, payload: '[1]' }), 400],
  ['onboarding: a lone surrogate', () => ({ method: 'POST', url: '/api/dispatcher/onboarding/verifyotp', headers: json, payload: '{"email":"\\udc00"}' }), 400],
  ['upload: no session', () => ({ method: 'POST', url: '/api/upload' }), 401],
  ['upload: not multipart', () => ({ method: 'POST', url: '/api/upload', headers: { ...auth, ...json }, payload: '{}' }), 400],
  ['upload: no boundary', () => ({ method: 'POST', url: '/api/upload', headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: 'garbage' }), 400],
  ['upload: truncated part', () => ({ method: 'POST', url: '/api/upload', headers: { ...auth, ...multipart() }, payload: '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1' }), 400],
  ['upload: a field named __proto__', () => ({ method: 'POST', url: '/api/upload', headers: { ...auth, ...multipart() }, payload: '--xx\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--xx--\r\n' }), 400],
  ['upload: category named like a prototype member', () => ({ method: 'POST', url: '/api/upload', headers: { ...auth, ...multipart() }, payload: '--xx\r\nContent-Disposition: form-data; name="category"\r\n\r\nconstructor\r\n--xx\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1\r\n--xx--\r\n' }), 400],
  ['file: unknown', () => ({ method: 'GET', url: '/api/files/nope', headers: auth }), 403],
  ['trip PDF: bad link', () => ({ method: 'GET', url: '/api/trip-pdf/garbage' }), 404],
  ['surrender letter: bad link', () => ({ method: 'GET', url: '/api/expense-pdf/garbage' }), 404],
  ['airports: no session', () => ({ method: 'GET', url: '/api/airports?searchkey=del' }), 401],
  ['airports: a NUL', () => ({ method: 'GET', url: '/api/airports?searchkey=%00', headers: auth }), 400],
  ['recommendations: no search id', () => ({ method: 'GET', url: '/api/flight_recommendations', headers: auth }), 400],
  ['feedback: unknown kind', () => ({ method: 'POST', url: '/api/feedback/trains/1', headers: { ...auth, ...json }, payload: '{}' }), 404],
  ['push approval: empty', () => ({ method: 'POST', url: '/api/push/approval', headers: json, payload: '{}' }), 400],
  ['gateway: unknown payment', () => ({ method: 'GET', url: '/sandbox-gateway/00000000-0000-4000-8000-000000000000', headers: { accept: 'application/json' } }), 404],
  ['gateway: bad outcome', () => ({ method: 'POST', url: '/sandbox-gateway/nope', headers: form, payload: 'outcome=maybe' }), 404],
  ['unknown path', () => ({ method: 'DELETE', url: '/api/nothing' }), 404],
  ['wrong content type', () => ({ method: 'POST', url: '/api/dispatcher/register', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }), 415],
];

describe('endpoints outside /api/service refuse in the one error shape', () => {
  it.each(cases)('%s', async (_name, request, status) => {
    const response = await t.app.inject(request());
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { ResponseStatus: { status: string; message: unknown }; statuscode?: number };
    expect(body.ResponseStatus.status).toBe('NOK');
    expect(typeof body.ResponseStatus.message).toBe('string');
    expect(String(body.ResponseStatus.message)).not.toMatch(/Internal error/);
    if (status === 401) expect(body.statuscode).toBe(900);
  });
});

/** A multipart form of text fields only (no file part). */
const fieldsOnly = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) => `--xx\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + '--xx--\r\n';

/* The plain routes' schemas (server/http/define-route.ts) name the field, as the dispatcher does. */
const named: [string, () => InjectOptions, number, string][] = [
  ['login: userid missing', () => ({ method: 'POST', url: LOGIN_PATH, headers: form, payload: `jsondata=${encodeURIComponent('{"password":"x"}')}` }), 400, 'userid is required'],
  ['login: jsondata missing', () => ({ method: 'POST', url: LOGIN_PATH, headers: form, payload: 'pushtoken=' }), 400, 'jsondata is required'],
  ['sso: client missing', () => ({ method: 'POST', url: '/api/dispatcher/sso', headers: json, payload: '{"encryptedvalue":"x"}' }), 400, 'client is required'],
  ['register: not an object', () => ({ method: 'POST', url: '/api/dispatcher/register', headers: json, payload: '[1]' }), 400, 'body must be a JSON object'],
  ['upload: no file', () => ({ method: 'POST', url: '/api/upload', headers: { ...auth, ...multipart() }, payload: fieldsOnly({ category: 'document' }) }), 400, 'file is required'],
  ['upload: unknown category', () => ({ method: 'POST', url: '/api/upload', headers: { ...auth, ...multipart() }, payload: fieldsOnly({ category: 'video' }) }), 400, 'category must be one of: document, image'],
  ['recommendations: search id blank', () => ({ method: 'GET', url: '/api/flight_recommendations?searchresponseid=%20%20', headers: auth }), 400, 'searchresponseid is required'],
  ['recommendations: search id too long', () => ({ method: 'GET', url: `/api/flight_recommendations?searchresponseid=${'a'.repeat(65)}`, headers: auth }), 400, 'searchresponseid is too long'],
  ['feedback: an unknown search answers before a bad body', () => ({ method: 'POST', url: '/api/feedback/flights/nope', headers: { ...auth, ...json }, payload: '[1]' }), 404, 'responseid: no such search'],
  ['push approval: token missing', () => ({ method: 'POST', url: '/api/push/approval', headers: json, payload: '{"decision":"approve"}' }), 400, 'token is required'],
  ['push approval: token too long', () => ({ method: 'POST', url: '/api/push/approval', headers: json, payload: JSON.stringify({ token: 'x'.repeat(2001), decision: 'approve' }) }), 400, 'token is too long'],
  ['push approval: not an object', () => ({ method: 'POST', url: '/api/push/approval', headers: json, payload: '"approve"' }), 400, 'body must be a JSON object'],
  ['gateway: outcome missing', () => ({ method: 'POST', url: '/sandbox-gateway/00000000-0000-4000-8000-000000000000', headers: form, payload: 'x=1' }), 400, 'outcome must be success or failure'],
];

describe('plain routes name the field they refuse', () => {
  it.each(named)('%s', async (_name, request, status, message) => {
    const response = await t.app.inject(request());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().ResponseStatus).toEqual({ status: 'NOK', message });
  });

  it.each([
    ['upload', () => ({ method: 'POST', url: '/api/upload', headers: multipart(), payload: fieldsOnly({ category: 'document' }) })],
    ['a file', () => ({ method: 'GET', url: '/api/files/nope' })],
    ['recommendations', () => ({ method: 'GET', url: '/api/flight_recommendations?searchresponseid=x' })],
    ['feedback', () => ({ method: 'POST', url: '/api/feedback/flights/x', headers: json, payload: '{}' })],
  ] as [string, () => InjectOptions][])('answers 401 + 900 for %s without a session', async (_name, request) => {
    const response = await t.app.inject(request());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statuscode: 900, ResponseStatus: { status: 'NOK' } });
  });
});
