import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightFare, FlightOffer } from '../../src/domain/flight-offer';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, oneway, paise, resultsOf, roundtrip, type SearchInput, startSearch } from './flights-fixtures';

/* TGFS VALIDATESEARCH: the caller's company flight policy on fares chosen from the caller's search. */

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['traveller@acme.test', 'traveller@globex.test', 'owner@sme.test'])
    tokens[user] = await t.token(user);
});
afterAll(() => t.close());

const MUMBAI_GOA = "Travel between Mumbai and Goa is not allowed by your company's travel policy";
const amount = (p: bigint) => (Number(p) / 100).toFixed(2);
const pick = (o: FlightOffer, f: FlightFare) => ({ flightkey: o.flightkey, farekey: f.farekey });
const allFares = (list: FlightOffer[]) => list.flatMap((o) => o.fares.map((f) => ({ o, f, p: paise(f.totalfare) })));
const cheapest = (list: FlightOffer[]) => allFares(list).reduce((a, b) => (b.p < a.p ? b : a));
const dearest = (list: FlightOffer[]) => allFares(list).reduce((a, b) => (b.p > a.p ? b : a));

/** Searches (one responseid for results and validation), then validates `choose(results)`. */
async function validate(user: string, input: SearchInput, choose: (lists: FlightOffer[][]) => object[]) {
  const token = tokens[user]!;
  const responseid = await startSearch(t, token, input);
  const results = await call(t, token, 'QUEUERESULTS', { responseid });
  const answer = results.json();
  const lists = answer.returnresults.length ? [answer.results, answer.returnresults] : [answer.results];
  const response = await call(t, token, 'VALIDATESEARCH', {
    profileid: '',
    corporateid: '',
    validatesearchrequest: { responseid, selected: choose(lists) },
    multicity: false,
    isnormalrt: lists.length === 2,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json(), lists: lists as FlightOffer[][], lowestfare: answer.lowestfare as string };
}

describe('TGFS VALIDATESEARCH', () => {
  it('keeps the cheapest fare in policy and answers the lowest fare of the search', async () => {
    const { body, lists, lowestfare } = await validate(
      'traveller@acme.test',
      oneway('BLR', 'DEL', '2026-03-20'),
      (l) => {
        const c = cheapest(l[0]!);
        return [pick(c.o, c.f)];
      },
    );
    const minimum = allFares(lists[0]!).reduce((m, x) => (x.p < m ? x.p : m), paise(lowestfare));
    expect(body).toMatchObject({ status: 'OK', message: '', inpolicy: true });
    expect(body.results[0]).toMatchObject({
      inpolicy: true,
      policyviolationreason: '',
      blocked: false,
      blockedreason: '',
    });
    expect(body.results[0].lowestfare).toBe(lowestfare);
    expect(body.results[0].lowestfare).toBe(amount(minimum));
  });

  it('puts a fare far above the lowest out of policy, naming the lowest fare', async () => {
    const { body, lists } = await validate('traveller@acme.test', oneway('BLR', 'DEL', '2026-03-20'), (l) => {
      const d = dearest(l[0]!);
      return [pick(d.o, d.f)];
    });
    const low = cheapest(lists[0]!).p;
    expect((dearest(lists[0]!).p - low) * 100n > low * 30n).toBe(true);
    expect(body.inpolicy).toBe(false);
    expect(body.status).toBe('OK');
    expect(body.message).toBe("The selected fare is outside your company's travel policy");
    expect(body.results[0].inpolicy).toBe(false);
    expect(body.results[0].blocked).toBe(false);
    const lowest = `₹${Number(low / 100n).toLocaleString('en-IN')}`;
    expect(body.results[0].policyviolationreason).toContain(`above the lowest fare of ${lowest} for this search`);
  });

  it('refuses business class on a domestic flight for Acme', async () => {
    const { body } = await validate(
      'traveller@acme.test',
      oneway('BLR', 'DEL', '2026-03-20', { cabin: 'business' }),
      (l) => {
        const c = cheapest(l[0]!);
        return [pick(c.o, c.f)];
      },
    );
    expect(body.results[0].inpolicy).toBe(false);
    expect(body.results[0].policyviolationreason).toContain(
      "Business class is not allowed on domestic flights by your company's travel policy",
    );
  });

  it('blocks Mumbai to Goa for Acme: NOK with the policy text', async () => {
    const { body } = await validate('traveller@acme.test', oneway('BOM', 'GOI', '2026-03-20'), (l) => {
      const c = cheapest(l[0]!);
      return [pick(c.o, c.f)];
    });
    expect(body).toMatchObject({ status: 'NOK', message: MUMBAI_GOA, inpolicy: false });
    expect(body.results[0]).toMatchObject({ blocked: true, blockedreason: MUMBAI_GOA, inpolicy: false });
  });

  it('judges each way of a domestic round trip against its own list', async () => {
    const { body, lists } = await validate(
      'traveller@acme.test',
      roundtrip('GOI', 'BOM', '2026-03-20', '2026-03-23'),
      (l) => l.map((list) => pick(cheapest(list).o, cheapest(list).f)),
    );
    expect(body.results).toHaveLength(2);
    expect(body.results.map((r: { lowestfare: string }) => r.lowestfare)).toEqual(
      lists.map((l) => amount(cheapest(l).p)),
    );
    expect(body.results.every((r: { blocked: boolean }) => r.blocked)).toBe(true);
  });

  it('has everything in policy for a company without a policy (sme)', async () => {
    const { body } = await validate(
      'owner@sme.test',
      oneway('BOM', 'GOI', '2026-03-20', { cabin: 'business' }),
      (l) => {
        const d = dearest(l[0]!);
        return [pick(d.o, d.f)];
      },
    );
    expect(body).toMatchObject({ status: 'OK', inpolicy: true });
    expect(body.results[0]).toMatchObject({ inpolicy: true, blocked: false });
  });

  it("applies Globex's own policy: Mumbai to Goa is not blocked there", async () => {
    const { body } = await validate('traveller@globex.test', oneway('BOM', 'GOI', '2026-03-20'), (l) => {
      const c = cheapest(l[0]!);
      return [pick(c.o, c.f)];
    });
    expect(body.results[0]).toMatchObject({ inpolicy: true, blocked: false });
  });

  it('allows business class on an international round trip (one combined offer)', async () => {
    const token = tokens['traveller@acme.test']!;
    const input = roundtrip('DEL', 'DXB', '2026-03-20', '2026-03-27', { cabin: 'business' });
    const { results } = await resultsOf(t, token, input);
    const c = cheapest(results);
    const responseid = await startSearch(t, token, input);
    const response = await call(t, token, 'VALIDATESEARCH', {
      validatesearchrequest: { responseid, selected: [pick(c.o, c.f)] },
    });
    expect(response.json()).toMatchObject({ status: 'OK', inpolicy: true });
    expect(response.json().results[0].lowestfare).toBe(amount(c.p));
  });

  it('judges one fare per sector of a multi-city search', async () => {
    const token = tokens['traveller@acme.test']!;
    const sectors = [
      { origin: 'BLR', destination: 'BOM', jdate: '2026-03-20' },
      { origin: 'BOM', destination: 'GOI', jdate: '2026-03-22' },
    ];
    const responseid = await startSearch(t, token, { triptype: 'multicity', sectors }, 'SEARCHFLIGHTSMULTI');
    await call(t, token, 'QUEUERESULTSMULTI', { responseid });
    const answer = (await call(t, token, 'QUEUERESULTSMULTI', { responseid })).json();
    const selected = answer.sectors.map((s: { results: FlightOffer[] }) =>
      pick(cheapest(s.results).o, cheapest(s.results).f),
    );
    const response = await call(t, token, 'VALIDATESEARCH', {
      validatesearchrequest: { responseid, selected },
      multicity: true,
    });
    const body = response.json();
    expect(body.status).toBe('NOK');
    expect(body.results.map((r: { blocked: boolean }) => r.blocked)).toEqual([false, true]);
    expect(body.results.map((r: { lowestfare: string }) => r.lowestfare)).toEqual(
      answer.sectors.map((s: { lowestfare: string }) => s.lowestfare),
    );
  });
});
