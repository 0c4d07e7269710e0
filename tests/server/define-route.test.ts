import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { defineRoute, objectBody } from '../../server/http/define-route';
import { HttpError } from '../../server/http/errors';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * The plain-route pipeline (server/http/define-route.ts) on a probe route: session (401 + 900),
 * role (403), path (404), query and body (400 naming the field), in that order, and a route's own
 * refusal shape for its input and handler but not for the session check.
 */

const probe = defineRoute({
  method: 'POST',
  path: '/api/test/probe/:n',
  auth: 'session',
  name: 'PROBE',
  roles: ['superadmin', 'traveladmin'],
  params: v.object({ n: v.pipe(v.string(), v.regex(/^\d+$/, 'n must be a number')) }),
  query: v.object({ mode: v.optional(v.picklist(['a', 'b'], 'mode must be a or b'), 'a') }),
  body: objectBody(v.object({ count: v.pipe(v.number('count must be a number'), v.integer('count must be whole')) })),
  handler: async ({ session, params, query, body }) => ({ profileid: session.profileid, n: params.n, mode: query.mode, count: body.count }),
});

const shaped = defineRoute({
  method: 'POST',
  path: '/api/test/shaped',
  auth: 'session',
  name: 'SHAPED',
  body: objectBody(v.object({ fail: v.boolean('fail must be true or false') })),
  refuse: (error, _request, reply) => reply.code(error.statusCode).send({ Shaped: error.message }),
  handler: async ({ body }) => {
    if (body.fail) throw new HttpError(409, 'fail: asked to');
    return { ok: true };
  },
});

let t: TestApp;
let admin: string;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp({ routes: [probe, shaped] });
  admin = await t.token('superadmin@acme.test');
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const post = (url: string, token: string | null, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
const refusal = (status: number, message: string) => [status, { ResponseStatus: { status: 'NOK', message } }];

describe('defineRoute', () => {
  it('runs the handler with the typed, validated input', async () => {
    const response = await post('/api/test/probe/7?mode=b', admin, { count: 3 });
    expect([response.statusCode, response.json()]).toEqual([200, { profileid: '20005', n: '7', mode: 'b', count: 3 }]);
  });

  it('answers 401 + 900 without a session, before looking at the input', async () => {
    const response = await post('/api/test/probe/x?mode=z', null, []);
    expect(response.statusCode).toBe(401);
    expect(response.json().statuscode).toBe(900);
  });

  it("refuses a role the route does not list, naming the route", async () => {
    const response = await post('/api/test/probe/7', traveller, { count: 3 });
    expect([response.statusCode, response.json()]).toEqual(refusal(403, 'Your role (employee) may not use PROBE'));
  });

  it.each([
    ['a bad path parameter (404)', '/api/test/probe/x', { count: 3 }, 404, 'n must be a number'],
    ['a bad query', '/api/test/probe/7?mode=z', { count: 3 }, 400, 'mode must be a or b'],
    ['a body that is not an object', '/api/test/probe/7', [1], 400, 'body must be a JSON object'],
    ['a missing body field', '/api/test/probe/7', {}, 400, 'count is required'],
    ['a body field of the wrong type', '/api/test/probe/7', { count: '3' }, 400, 'count must be a number'],
    ['a body field of the wrong kind', '/api/test/probe/7', { count: 1.5 }, 400, 'count must be whole'],
  ])('names the field of %s', async (_name, url, body, status, message) => {
    const response = await post(url, admin, body);
    expect([response.statusCode, response.json()]).toEqual(refusal(status, message));
  });

  it("words the route's own refusals its way, and leaves the session check's alone", async () => {
    const bad = await post('/api/test/shaped', admin, { fail: 'yes' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { Shaped: 'fail must be true or false' }]);
    const failed = await post('/api/test/shaped', admin, { fail: true });
    expect([failed.statusCode, failed.json()]).toEqual([409, { Shaped: 'fail: asked to' }]);
    const none = await post('/api/test/shaped', null, { fail: false });
    expect(none.statusCode).toBe(401);
    expect(none.json().statuscode).toBe(900);
  });
});
