import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { insertTrip } from './trip-actions-fixture';

/*
 * Expensive operations (searches, PDFs) draw on a per-session budget: 3 a minute here, refilled
 * evenly (one every 20 s). Past it: 429, Retry-After and the uniform NOK body; cheap operations and
 * other sessions are unaffected; the signed PDF link draws on the session it was handed to.
 */
let t: TestApp;
let tripid: string;
beforeAll(async () => {
  t = await createTestApp({ expensiveOpsPerMinute: 3 });
  tripid = await insertTrip(t.store.db);
});
afterAll(() => t.close());

const docket = (token: string) => t.service(token, { opid: 'TG-TRIPCONFIRMATION', actioncode: 'GETTRIPDOCUMENTDOCKET', tripid });
const pdfLink = async (token: string) => (await t.service(token, { opid: 'TG-TRIPCONFIRMATION', actioncode: 'GETPDFLINK', tripid })).json().Result.url as string;

describe('the per-session limit on expensive operations', () => {
  it('answers 429 with Retry-After and the uniform body once the budget is spent, and serves again as it refills', async () => {
    const token = await t.token('traveller@acme.test');
    for (let n = 1; n <= 3; n++) expect((await docket(token)).statusCode, `call ${n}`).toBe(200);
    const refused = await docket(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('20');
    expect(refused.json()).toEqual({ ResponseStatus: { status: 'NOK', message: 'Too many searches or documents in a short time; try again in 20 s' } });

    expect((await t.service(token, { opid: 'TG-PUSH', action: 'getvapidpublickey' })).statusCode).toBe(200);
    expect((await docket(await t.token('traveller@acme.test'))).statusCode).toBe(200);

    t.clock.advance(19_000);
    expect((await docket(token)).statusCode).toBe(429);
    t.clock.advance(1_000);
    expect((await docket(token)).statusCode).toBe(200);
    expect((await docket(token)).statusCode).toBe(429);
  });

  it('counts an invalid expensive call too (validation comes after the budget)', async () => {
    const token = await t.token('traveller@acme.test');
    const invalid = { opid: 'TG-INSURANCE', actioncode: 'search', jsondata: {} };
    for (let n = 1; n <= 3; n++) expect((await t.service(token, invalid)).statusCode, `call ${n}`).toBe(400);
    expect((await t.service(token, invalid)).statusCode).toBe(429);
  });

  it('counts opening a signed PDF link against the session it was handed to', async () => {
    const token = await t.token('traveller@acme.test');
    const url = await pdfLink(token);
    for (let n = 1; n <= 3; n++) expect((await t.app.inject({ method: 'GET', url })).statusCode, `open ${n}`).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('20');
    expect((await docket(token)).statusCode).toBe(429);
  });
});
