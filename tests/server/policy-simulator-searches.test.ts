import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightSearches } from '../../server/store/schema';
import type { OfferSummary } from '../../src/contract/flights/search';
import type { PolicyRules } from '../../src/contract/policy/rules';
import { type SearchInput, call, oneway, paise, resultsOf, roundtrip, startSearch } from './flights-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * SIMULATEPOLICY replays the window's searches (docs/features/policy.md "Simulator"): real searches
 * answered through TGFS keep their policy digest, and a draft that blocks their sector, lowers a
 * cap, asks for refundable fares or for booking further ahead is counted against them, for the
 * travellers the policy holds for, in the admin's company only. The test clock's today is 2026-03-01.
 */

let t: TestApp;
let admin: string;
const searched: { responseid: string; results: OfferSummary[] }[] = [];
let unread: string;
/** Rahul's two searches (Bangalore → Delhi 19 days ahead, Delhi → Bangalore 40 days ahead), then Priya's like his first. */
const RAHUL_TO_DELHI = 0;
const RAHUL_TO_BANGALORE = 1;
const PRIYA_TO_DELHI = 2;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('traveladmin@acme.test');
  const rahul = await t.token('traveller@acme.test');
  const priya = await t.token('manager@acme.test');
  const search = async (token: string, input: SearchInput) => {
    const { responseid, results } = await resultsOf(t, token, input, { lean: true });
    searched.push({ responseid, results: results as unknown as OfferSummary[] });
  };
  await search(rahul, oneway('BLR', 'DEL', '2026-03-20'));
  await search(rahul, oneway('DEL', 'BLR', '2026-04-10'));
  await search(priya, oneway('BLR', 'DEL', '2026-03-20'));
  // Another company's search of the same sector, and a search never read back (no offers answered: no digest).
  await search(await t.token('traveller@globex.test'), oneway('BLR', 'DEL', '2026-03-20'));
  unread = await startSearch(t, rahul, oneway('BLR', 'DEL', '2026-03-21'));
});
afterAll(() => t.close());

const policy = (actioncode: string, fields: Record<string, unknown>) => t.service(admin, { opid: 'TG-TRAVELPOLICYADMIN', actioncode, ...fields });

async function draftWith(flight: Partial<PolicyRules['flight']>): Promise<string> {
  const { rules } = (await policy('GETPOLICYVERSION', { travelpolicyid: 'TP1001', versionid: 'TPV1001-1' })).json();
  const r = await policy('SAVEPOLICYDRAFT', { jsondata: { travelpolicyid: 'TP1001', effectivefrom: '2026-03-02', rules: { ...rules, flight: { ...rules.flight, ...flight } } } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().versionid;
}

async function simulate(versionid: string) {
  const r = await policy('SIMULATEPOLICY', { travelpolicyid: 'TP1001', versionid, fromdate: '2026-02-01', todate: '2026-03-01' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().simulation;
}

/** The cheapest per-traveller fare of a search's fares that pass `fits`, in paise. */
function cheapest(index: number, fits: (fare: OfferSummary['fares'][number]) => boolean = () => true): bigint {
  const fares = searched[index]!.results.flatMap((o) => o.fares.filter(fits).map((f) => paise(f.pertraveller)));
  return fares.reduce((low, p) => (p < low ? p : low));
}

const rupeesAtLeast = (p: bigint) => `${(p + 99n) / 100n}.00`;

describe('policy simulator: searches', () => {
  it('keeps a policy digest with a search once its offers are answered', async () => {
    const [row] = await t.store.db.select({ digest: flightSearches.policyDigest }).from(flightSearches).where(eq(flightSearches.responseId, searched[RAHUL_TO_DELHI]!.responseid));
    const [ends, routes] = row!.digest!.lists[0]!;
    expect(ends).toEqual(['BLR DEL']);
    expect(routes[0]!.slice(0, 3)).toEqual(['1 BLR DEL', 'domestic', '2026-03-20']);
    const kept = routes.flatMap(([, , , fares]) => fares.map(([, perTraveller]) => BigInt(perTraveller)));
    expect(kept.reduce((low, p) => (p < low ? p : low))).toBe(cheapest(RAHUL_TO_DELHI));
    const [never] = await t.store.db.select({ digest: flightSearches.policyDigest }).from(flightSearches).where(eq(flightSearches.responseId, unread));
    expect(never).toEqual({ digest: null });
  });

  it('keeps a list per choice the traveller makes: each way of a domestic round trip, one for an international one, each multi-city sector', async () => {
    // Globex's traveller, so Acme's counts below stay as they are.
    const token = await t.token('traveller@globex.test');
    const endsOf = async (responseid: string) => {
      const [row] = await t.store.db.select({ digest: flightSearches.policyDigest }).from(flightSearches).where(eq(flightSearches.responseId, responseid));
      return row!.digest!.lists.map(([ends]) => ends);
    };
    expect(await endsOf((await resultsOf(t, token, roundtrip('BLR', 'DEL', '2026-03-20', '2026-03-24'), { lean: true })).responseid)).toEqual([['BLR DEL'], ['DEL BLR']]);
    expect(await endsOf((await resultsOf(t, token, roundtrip('DEL', 'LHR', '2026-04-10', '2026-04-20'), { lean: true })).responseid)).toEqual([['DEL LHR', 'LHR DEL']]);
    const multi = { triptype: 'multicity' as const, sectors: [{ origin: 'BOM', destination: 'DEL', jdate: '2026-03-20' }, { origin: 'DEL', destination: 'BLR', jdate: '2026-03-22' }] };
    const responseid = await startSearch(t, token, multi, 'SEARCHFLIGHTSMULTI');
    // Pending at the first poll (nothing kept), complete at the second.
    await call(t, token, 'QUEUERESULTSMULTI', { responseid });
    expect((await call(t, token, 'QUEUERESULTSMULTI', { responseid })).json().status).toBe('complete');
    expect(await endsOf(responseid)).toEqual([['BOM DEL'], ['DEL BLR']]);
  });

  it('counts the searches a lower cap on their sector leaves without a fare, and only those', async () => {
    const cap = cheapest(RAHUL_TO_DELHI) - 100n;
    const versionid = await draftWith({ farecaps: [{ origintype: 'airport', origin: 'BLR', destinationtype: 'airport', destination: 'DEL', bothways: false, maxfare: `${cap / 100n}.00` }] });
    const result = await simulate(versionid);
    // Rahul's two and Priya's one; not Globex's, not the search never read back.
    expect(result.searches).toBe(3);
    expect(result.current).toMatchObject({ nofare: 0, searchblocked: 0 });
    expect(result.draft).toMatchObject({ nofare: 2, searchblocked: 0 });
  });

  it('counts refundable-only against the fares each search had', async () => {
    // A limit the cheapest fare meets but no refundable fare of Rahul's first search does.
    const limit = cheapest(RAHUL_TO_DELHI);
    expect(cheapest(RAHUL_TO_DELHI, (f) => f.refundable === 'Y')).toBeGreaterThan(limit);
    const without = await simulate(await draftWith({ maxdomesticfare: rupeesAtLeast(limit) }));
    const refundable = await simulate(await draftWith({ maxdomesticfare: rupeesAtLeast(limit), refundableonly: true }));
    const noRefundableUnder = (i: number) => cheapest(i, (f) => f.refundable === 'Y') > paise(rupeesAtLeast(limit));
    const expected = [RAHUL_TO_DELHI, RAHUL_TO_BANGALORE, PRIYA_TO_DELHI].filter(noRefundableUnder).length;
    expect(refundable.draft.nofare).toBe(expected);
    expect(refundable.draft.nofare).toBeGreaterThan(without.draft.nofare);
  });

  it('judges advance purchase from the day searched', async () => {
    // Searched on 2026-03-01: 19 days before the Delhi flights, 40 before the Bangalore ones.
    const result = await simulate(await draftWith({ advancepurchasedays: 21 }));
    expect(result.draft).toMatchObject({ nofare: 2, searchblocked: 0 });
  });

  it('counts searches of a blocked sector under both versions (blocked sectors belong to the policy)', async () => {
    const versionid = await draftWith({});
    const added = await policy('ADDBLOCKSECTORS', { jsondata: { origin: 'BLR', destination: 'DEL', bothways: false, reason: 'Take the train' } });
    expect(added.statusCode, added.body).toBe(200);
    const result = await simulate(versionid);
    await policy('DELETEBLOCKSECTORS', { recordid: added.json().recordid });
    expect(result.current).toMatchObject({ nofare: 2, searchblocked: 2 });
    expect(result.draft).toMatchObject({ nofare: 2, searchblocked: 2 });
  });

  it('leaves out the searches of travellers another policy holds for, and searches outside the window', async () => {
    const versionid = await draftWith({ advancepurchasedays: 21 });
    const { travelpolicyid } = (await policy('ADDTRAVELPOLICY', { jsondata: { name: 'Managers' } })).json();
    await policy('UPDATETRAVELPOLICY', { jsondata: { travelpolicyid, name: 'Managers', profileids: ['20002'] } });
    const result = await simulate(versionid);
    await policy('DELETETRAVELPOLICY', { travelpolicyid });
    expect(result.searches).toBe(2);
    expect(result.draft.nofare).toBe(1);
    const early = await policy('SIMULATEPOLICY', { travelpolicyid: 'TP1001', versionid, fromdate: '2026-01-01', todate: '2026-02-28' });
    expect(early.json().simulation.searches).toBe(0);
  });
});
