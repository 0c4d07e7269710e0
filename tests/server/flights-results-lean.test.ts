import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferSummary } from '../../src/contract/flights/search';
import type { FlightFare } from '../../src/domain/flight-offer';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, oneway, roundtrip, startSearch } from './flights-fixtures';

/*
 * Lean results (README "Flight search → results"): QUEUERESULTS answers offer summaries, GETMOREFARES
 * one flight's full fares (the caller's own search only), GETFLIGHTPOLICY the caller's company policy.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['traveller@acme.test', 'manager@acme.test', 'traveller@globex.test', 'owner@sme.test'])
    tokens[user] = await t.token(user);
});
afterAll(() => t.close());

const acme = () => tokens['traveller@acme.test']!;

async function searched(input = oneway('BLR', 'DEL', '2026-03-20', { adults: 2, children: 1 })) {
  const responseid = await startSearch(t, acme(), input);
  const answer = (await call(t, acme(), 'QUEUERESULTS', { responseid })).json();
  return { responseid, results: answer.results as OfferSummary[], returnresults: answer.returnresults as OfferSummary[] };
}

const moreFares = (token: string, fields: Record<string, unknown>) => call(t, token, 'GETMOREFARES', { supplier: 'SANDBOX', ...fields });

describe('lean QUEUERESULTS and GETMOREFARES', () => {
  it('answers summaries: no taxes, benefits or airport names in the list', async () => {
    const { results } = await searched();
    const fare = results[0]!.fares[0]!;
    expect(Object.keys(fare).sort()).toEqual(
      ['baggage', 'cabin', 'farekey', 'farelabel', 'pertraveller', 'productname', 'refundable', 'totalfare'].sort(),
    );
    expect(results[0]!.segments[0]).not.toHaveProperty('originname');
  });

  it('answers the full fares of a flight of the search, priced as the search priced them', async () => {
    const { responseid, results } = await searched();
    const connection = results.find((o) => o.stops > 0) ?? results[0]!;
    for (const offer of [results[0]!, connection]) {
      const response = await moreFares(acme(), { responseid, flightkey: offer.flightkey });
      expect(response.statusCode, response.body).toBe(200);
      const full = response.json().offer.fares as FlightFare[];
      expect(full.map((f) => [f.farekey, f.totalfare, f.cabin, f.refundable])).toEqual(
        offer.fares.map((f) => [f.farekey, f.totalfare, f.cabin, f.refundable]),
      );
      // Two adults and a child: the full fare carries each traveller type's taxes; the summary the
      // highest one-traveller total (an adult's), which the policy's per-traveller cap reads.
      expect(full[0]!.paxfares.map((p) => [p.paxtype, p.count])).toEqual([
        ['ADT', 2],
        ['CHD', 1],
      ]);
      expect(offer.fares[0]!.pertraveller).toBe(full[0]!.paxfares[0]!.totalfare);
      expect(full[0]!.taxes.length).toBeGreaterThan(0);
      expect(response.json().offer.segments[0].originname).not.toBe('');
    }
  });

  it('answers a return flight of a domestic round trip', async () => {
    const { responseid, returnresults } = await searched(roundtrip('BLR', 'DEL', '2026-03-20', '2026-03-24'));
    const back = returnresults[0]!;
    const response = await moreFares(acme(), { responseid, flightkey: back.flightkey });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().offer.fares.map((f: FlightFare) => f.totalfare)).toEqual(back.fares.map((f) => f.totalfare));
  });

  it("answers someone else's search exactly as an unknown one", async () => {
    const { responseid, results } = await searched();
    const flightkey = results[0]!.flightkey;
    const unknown = await moreFares(acme(), { responseid: 'FSnosuchsearch', flightkey });
    expect(unknown.statusCode).toBe(404);
    for (const user of ['traveller@globex.test', 'manager@acme.test']) {
      const theirs = await moreFares(tokens[user]!, { responseid, flightkey });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
    }
  });

  it('refuses a flight of another route or day, an unknown supplier and a key that is not a flight', async () => {
    const { responseid } = await searched();
    const other = await searched(oneway('BOM', 'HYD', '2026-03-21'));
    const elsewhere = await moreFares(acme(), { responseid, flightkey: other.results[0]!.flightkey });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().ResponseStatus.message).toBe('flightkey: not a flight of this search');
    const flightkey = (await searched()).results[0]!.flightkey;
    const supplier = await moreFares(acme(), { responseid, flightkey, supplier: 'OTHER' });
    expect(supplier.statusCode).toBe(400);
    const garbage = await moreFares(acme(), { responseid, flightkey: 'not-a-key' });
    expect(garbage.statusCode).toBe(400);
    const missing = await moreFares(acme(), { responseid, flightkey: '' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('GETFLIGHTPOLICY', () => {
  it("answers the caller's own company's policy, amounts in rupees", async () => {
    const response = await call(t, acme(), 'GETFLIGHTPOLICY', {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().policy).toEqual({
      blockedsectors: [
        { origins: ['BOM'], destinations: ['GOI'], reason: "Travel between Mumbai and Goa is not allowed by your company's travel policy" },
        { origins: ['GOI'], destinations: ['BOM'], reason: "Travel between Mumbai and Goa is not allowed by your company's travel policy" },
      ],
      domesticcabins: ['economy'],
      internationalcabins: ['economy', 'premiumeconomy', 'business'],
      longhaulminutes: null,
      longhaulcabins: [],
      maxdomesticfare: '12000.00',
      maxinternationalfare: '',
      farecaps: [],
      lowestfaremargin: '3000.00',
      lowestfarepercent: 30,
      lowestfarewindowminutes: null,
      advancepurchasedays: null,
      refundableonly: false,
    });
    const globex = (await call(t, tokens['traveller@globex.test']!, 'GETFLIGHTPOLICY', {})).json().policy;
    expect(globex).toMatchObject({ blockedsectors: [], maxdomesticfare: '15000.00', lowestfarepercent: null });
  });

  it('answers an open policy for a company that limits no fare, and refuses another company by id', async () => {
    const sme = await call(t, tokens['owner@sme.test']!, 'GETFLIGHTPOLICY', {});
    expect(sme.statusCode, sme.body).toBe(200);
    expect(sme.json().policy).toMatchObject({ blockedsectors: [], domesticcabins: ['economy', 'premiumeconomy', 'business', 'first'], maxdomesticfare: '', lowestfaremargin: '' });
    const other = await call(t, acme(), 'GETFLIGHTPOLICY', { corporateid: '1002' });
    expect(other.statusCode).not.toBe(200);
  });
});
