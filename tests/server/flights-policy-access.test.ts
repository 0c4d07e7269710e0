import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, oneway, roundtrip, startSearch } from './flights-fixtures';

/* VALIDATESEARCH refuses other people's searches (as unknown ones) and keys the search never answered. */

let t: TestApp;
const tokens: Record<string, string> = {};
let responseid: string;
let offers: FlightOffer[];
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['traveller@acme.test', 'manager@acme.test', 'traveller@globex.test'])
    tokens[user] = await t.token(user);
  const token = tokens['traveller@acme.test']!;
  responseid = await startSearch(t, token, oneway('BLR', 'DEL', '2026-03-20'));
  offers = (await call(t, token, 'QUEUERESULTS', { responseid })).json().results;
});
afterAll(() => t.close());

const first = () => ({ flightkey: offers[0]!.flightkey, farekey: offers[0]!.fares[0]!.farekey });
const validate = (user: string, validatesearchrequest: unknown, extra: Record<string, unknown> = {}) =>
  call(t, tokens[user]!, 'VALIDATESEARCH', { validatesearchrequest, ...extra });
const message = (response: { json: () => { ResponseStatus: { message: string } } }) =>
  response.json().ResponseStatus.message;

describe('VALIDATESEARCH ownership', () => {
  it('answers the owner', async () => {
    expect((await validate('traveller@acme.test', { responseid, selected: [first()] })).statusCode).toBe(200);
  });

  it("answers someone else's search exactly as an unknown one", async () => {
    const unknown = await validate('traveller@acme.test', { responseid: 'FSnosuchsearch', selected: [first()] });
    expect(unknown.statusCode).toBe(404);
    for (const user of ['traveller@globex.test', 'manager@acme.test']) {
      const theirs = await validate(user, { responseid, selected: [first()] });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
    }
  });

  it("refuses a body naming someone else's profileid and corporateid", async () => {
    const response = await validate(
      'traveller@globex.test',
      { responseid, selected: [first()] },
      { profileid: '20001', corporateid: '1001' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a call without a session', async () => {
    const response = await call(t, null, 'VALIDATESEARCH', {
      validatesearchrequest: { responseid, selected: [first()] },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('VALIDATESEARCH bad input', () => {
  it('names a flightkey the search did not answer', async () => {
    const response = await validate('traveller@acme.test', {
      responseid,
      selected: [{ ...first(), flightkey: 'SBX1~economy~1.AI.999.BLR.DEL.2026-03-20T06:00' }],
    });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain('validatesearchrequest.selected[0].flightkey');
  });

  it("names a farekey that is not the selected flight's", async () => {
    const other = offers[1]!.fares[0]!.farekey;
    const response = await validate('traveller@acme.test', { responseid, selected: [{ ...first(), farekey: other }] });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain('validatesearchrequest.selected[0].farekey');
  });

  it('wants one fare per list of the search', async () => {
    const twice = await validate('traveller@acme.test', { responseid, selected: [first(), first()] });
    expect(twice.statusCode).toBe(400);
    expect(message(twice)).toContain('validatesearchrequest.selected must name 1 fare(s)');
    const token = tokens['traveller@acme.test']!;
    const rt = await startSearch(t, token, roundtrip('BLR', 'DEL', '2026-03-20', '2026-03-23'));
    const once = await validate('traveller@acme.test', { responseid: rt, selected: [first()] }, { isnormalrt: true });
    expect(once.statusCode).toBe(400);
    expect(message(once)).toContain('must name 2 fare(s)');
  });

  it('refuses a multicity flag that does not match the search', async () => {
    const response = await validate('traveller@acme.test', { responseid, selected: [first()] }, { multicity: true });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain('multicity');
  });

  it.each([
    [{ selected: [] }, 'responseid is required'],
    [{ responseid: '', selected: [] }, 'responseid is required'],
    [{ responseid: 'FSx', selected: [] }, 'selected must name at least one fare'],
    [{ responseid: 'FSx', selected: [{ flightkey: 'a' }] }, 'farekey is required'],
    [{ responseid: 'FSx' }, 'validatesearchrequest.selected'],
  ])('refuses %j', async (body, text) => {
    const response = await validate('traveller@acme.test', body);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(text);
  });

  it('refuses a call without validatesearchrequest', async () => {
    const response = await call(t, tokens['traveller@acme.test']!, 'VALIDATESEARCH', { multicity: false });
    expect(response.statusCode).toBe(400);
  });
});
