import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profileHandlers } from '../../server/features/profile/handlers';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('traveller@acme.test');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const ping = profileHandlers.find((h) => h.operation.action === 'ping')!;

describe('unexpected errors', () => {
  it('answer 500 naming only the request id, never the internals', async () => {
    vi.spyOn(ping, 'handler').mockRejectedValue(new Error('relation "secret_table" does not exist'));
    const response = await t.service(token, { opid: 'TG-PING', action: 'ping' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ ResponseStatus: { status: 'NOK', message: `Internal error (request ${response.headers['x-request-id']})` } });
    expect(response.body).not.toContain('secret_table');
  });

  it('treat a handler answer that breaks its response contract as a 500', async () => {
    vi.spyOn(ping, 'handler').mockResolvedValue({ ApiStatus: { Status: 'MAYBE' } } as never);
    const response = await t.service(token, { opid: 'TG-PING', action: 'ping' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('MAYBE');
  });

  it('map a database data exception (SQLSTATE class 22) that slipped past validation to a 400', async () => {
    const driverError = Object.assign(new Error('invalid input syntax for type integer: "x"'), { code: '22P02' });
    vi.spyOn(ping, 'handler').mockRejectedValue(Object.assign(new Error('Failed query'), { cause: driverError }));
    const response = await t.service(token, { opid: 'TG-PING', action: 'ping' });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe('body: a value has the wrong form for its type (SQLSTATE 22P02)');
  });

  it('keep every other database error a 500', async () => {
    vi.spyOn(ping, 'handler').mockRejectedValue(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }));
    expect((await t.service(token, { opid: 'TG-PING', action: 'ping' })).statusCode).toBe(500);
  });

  it('leave the server working afterwards', async () => {
    expect((await t.service(token, { opid: 'TG-PING', action: 'ping' })).statusCode).toBe(200);
  });
});
