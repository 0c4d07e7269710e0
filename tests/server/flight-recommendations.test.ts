import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackUrl, flightRecommendationsUrl } from '../../src/contract/flights/recommendations';
import type { OfferSummary } from '../../src/contract/flights/search';
import { recommendFlights } from '../../src/domain/flight-recommendations';
import { flightRecommendationFeedback } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, oneway, roundtrip, startSearch, type SearchInput } from './flights-fixtures';

/* GET /api/flight_recommendations and POST /api/feedback/{flights|hotels}/{id} (docs/operations.md). */

let t: TestApp;
let acme: string;
let globex: string;
beforeAll(async () => {
  t = await createTestApp();
  acme = await t.token('traveller@acme.test');
  globex = await t.token('traveller@globex.test');
});
afterAll(() => t.close());

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const get = (url: string, token: string | null = acme) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (url: string, body: unknown, token: string | null = acme) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...auth(token) },
    payload: JSON.stringify(body),
  });

async function searched(input: SearchInput = oneway('BLR', 'DEL', '2026-03-20')) {
  const responseid = await startSearch(t, acme, input);
  const answer = (await call(t, acme, 'QUEUERESULTS', { responseid })).json();
  return {
    responseid,
    results: answer.results as OfferSummary[],
    returnresults: answer.returnresults as OfferSummary[],
  };
}

describe('GET /api/flight_recommendations', () => {
  it('answers the picks of the search’s results, with reasons, and hydrates on request', async () => {
    const { responseid, results } = await searched();
    const response = await get(flightRecommendationsUrl({ searchresponseid: responseid }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('private');
    const body = response.json();
    expect(body.searchresponseid).toBe(responseid);
    expect(body.status).toBe('complete');
    const expected = recommendFlights(results).map((r) => ({ list: 'onward', ...r }));
    expect(body.recommendations).toEqual(expected);
    expect(body.recommendations.length).toBeGreaterThan(0);
    expect(body.recommendations[0].kind).toBe('cheapest');
    expect(body.recommendations[0].reason).not.toBe('');

    const hydrated = (
      await get(flightRecommendationsUrl({ searchresponseid: responseid, hydrate: true, cache: false }))
    ).json();
    for (const r of hydrated.recommendations) expect(r.offer).toEqual(results.find((o) => o.flightkey === r.flightkey));
  });

  it('honours preferences and cache=false, and accepts env', async () => {
    const { responseid, results } = await searched();
    const response = await get(
      `${flightRecommendationsUrl({ searchresponseid: responseid, preferences: 'nonstop,fastest', cache: false })}&env=prod`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const recs = response.json().recommendations;
    expect(recs[0].kind).toBe('fastest');
    if (results.some((o) => o.stops === 0))
      for (const r of recs) expect(results.find((o) => o.flightkey === r.flightkey)!.stops).toBe(0);
  });

  it('recommends per list for a domestic round trip', async () => {
    const { responseid, returnresults } = await searched(roundtrip('BLR', 'DEL', '2026-03-20', '2026-03-24'));
    const recs = (await get(flightRecommendationsUrl({ searchresponseid: responseid }))).json().recommendations;
    const lists = new Set(recs.map((r: { list: string }) => r.list));
    expect([...lists]).toEqual(['onward', 'return']);
    for (const r of recs.filter((x: { list: string }) => x.list === 'return'))
      expect(returnresults.some((o) => o.flightkey === r.flightkey)).toBe(true);
  });

  it('refuses another user’s search, a missing id and no session', async () => {
    const { responseid } = await searched();
    const theirs = await get(flightRecommendationsUrl({ searchresponseid: responseid }), globex);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().ResponseStatus.message).toBe('responseid: no such search');
    const missing = await get('/api/flight_recommendations');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().ResponseStatus.message).toContain('searchresponseid');
    const none = await get(flightRecommendationsUrl({ searchresponseid: responseid }), null);
    expect(none.statusCode).toBe(401);
    expect(none.json().statuscode).toBe(900);
  });
});

describe('POST /api/feedback/{flights|hotels}/{id}', () => {
  it('stores the feedback of the caller’s own search', async () => {
    const { responseid, results } = await searched();
    const flight = results[1] ?? results[0]!;
    const body = {
      is_dropdown_opened: true,
      recommendation: { kind: 'cheapest', flightkey: results[0]!.flightkey },
      selection: { flightkey: flight.flightkey, farekey: flight.fares[0]!.farekey },
    };
    const response = await post(feedbackUrl('flights', responseid), body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ResponseStatus.status).toBe('OK');
    const rows = await t.store.db
      .select()
      .from(flightRecommendationFeedback)
      .where(eq(flightRecommendationFeedback.responseId, responseid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      isDropdownOpened: true,
      recommendationKind: 'cheapest',
      recommendationFlightkey: results[0]!.flightkey,
      selectionFlightkey: flight.flightkey,
      selectionFarekey: flight.fares[0]!.farekey,
    });
  });

  it('refuses a bad body naming the field, another user’s search, hotels and no session', async () => {
    const { responseid, results } = await searched();
    const good = {
      is_dropdown_opened: false,
      recommendation: { kind: 'fastest', flightkey: results[0]!.flightkey },
      selection: { flightkey: results[0]!.flightkey, farekey: results[0]!.fares[0]!.farekey },
    };
    const bad = async (body: unknown, field: string) => {
      const response = await post(feedbackUrl('flights', responseid), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().ResponseStatus.message).toContain(field);
    };
    await bad({ ...good, is_dropdown_opened: 'yes' }, 'is_dropdown_opened');
    await bad({ ...good, recommendation: { ...good.recommendation, kind: 'cheapish' } }, 'recommendation.kind');
    await bad({ ...good, selection: { flightkey: 'x' } }, 'selection.farekey');
    await bad({ is_dropdown_opened: true, recommendation: good.recommendation }, 'selection');

    const theirs = await post(feedbackUrl('flights', responseid), good, globex);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().ResponseStatus.message).toBe('responseid: no such search');
    expect((await post(feedbackUrl('hotels', responseid), good)).statusCode).toBe(404);
    const none = await post(feedbackUrl('flights', responseid), good, null);
    expect(none.statusCode).toBe(401);
    expect(none.json().statuscode).toBe(900);
  });
});
