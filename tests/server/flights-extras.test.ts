import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffer } from '../../server/suppliers/airline/find';
import type { SeatMap, SsrSegment } from '../../src/contract/flights/extras';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, oneway, paise, resultsOf, roundtrip } from './flights-fixtures';

/* TGFS GETSSR and GETSEATMAP of the sandbox airline (docs/sandbox-airline.md "Extras"). */

let t: TestApp;
let traveller: string;
let globex: string;
let indigo: FlightOffer;
let airIndia: FlightOffer;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  globex = await t.token('traveller@globex.test');
  const { results } = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
  indigo = await full(results.find((o) => o.stops === 0 && o.segments[0]!.carrier === '6E')!);
  airIndia = await full(results.find((o) => o.stops === 0 && o.segments[0]!.carrier === 'AI')!);
});
afterAll(() => t.close());

/** Results are lean (no benefits, no equipment): the full offer, as the airline answers it for one adult. */
const full = async (offer: { flightkey: string }) =>
  (await findOffer(t.store.db, offer.flightkey, { pax: { adults: 1, children: 0, infants: 0 }, today: '2026-03-01' }))!;

const fareKeyOf = (offer: FlightOffer, label: string) => offer.fares.find((f) => f.farelabel === label)!.farekey;
const ssr = async (flightkey: string, token = traveller) => {
  const response = await call(t, token, 'GETSSR', { flightkey, supplier: 'SANDBOX' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().SSR as SsrSegment[];
};
const seatMap = async (flightkey: string) => {
  const response = await call(t, traveller, 'GETSEATMAP', { flightkey, supplier: 'SANDBOX', triptype: 'oneway' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().Root.Status).toBe('OK');
  return response.json().Root.Result.list.SeatMap as SeatMap[];
};
const seats = (maps: SeatMap[]) => maps.flatMap((m) => m.rows.flatMap((r) => r.seats));

describe('TGFS GETSSR', () => {
  it('lists the spec meal codes and 5–20 KG baggage per segment; a low-cost carrier prices meals', async () => {
    const [segment, ...rest] = await ssr(indigo.flightkey);
    expect(rest).toEqual([]);
    expect(segment).toMatchObject({ tripnumber: 1, segmentindex: 0, origin: 'BLR', destination: 'DEL' });
    expect(segment!.meals.map((m) => `${m.code} ${m.name}`)).toEqual([
      'V Veg',
      'N Non Veg',
      'D No Food',
      'E Evening Snacks',
      'J Jain Meal',
      'F Veg(Diabetic)',
      'G Non Veg(Diabetic)',
      'T Tea/Coffee',
    ]);
    const meal = Object.fromEntries(segment!.meals.map((m) => [m.code, m.amount]));
    expect(meal.D).toBe('0.00');
    expect(paise(meal.V!)).toBeGreaterThan(0n);
    expect(segment!.baggage.map((b) => [b.code, b.name])).toEqual([
      ['XB5', '5 KG'],
      ['XB10', '10 KG'],
      ['XB15', '15 KG'],
      ['XB20', '20 KG'],
    ]);
    const bags = segment!.baggage.map((b) => paise(b.amount));
    expect(bags).toEqual([...bags].sort((a, b) => (a < b ? -1 : 1)));
    expect(bags[0]).toBeGreaterThan(0n);
  });

  it('meals are free on a fare with fmeal and on full-service carriers', async () => {
    expect(indigo.fares.find((f) => f.farelabel === 'corporate')!.benefits).toContain('fmeal');
    const corporate = await ssr(fareKeyOf(indigo, 'corporate'));
    expect(corporate[0]!.meals.every((m) => m.amount === '0.00')).toBe(true);
    const saver = await ssr(fareKeyOf(indigo, 'normal'));
    expect(saver[0]!.meals.some((m) => m.amount !== '0.00')).toBe(true);
    const ai = await ssr(airIndia.flightkey);
    expect(ai[0]!.meals.every((m) => m.amount === '0.00')).toBe(true);
  });

  it('is the same for every caller and every call (deterministic per flight)', async () => {
    expect(await ssr(indigo.flightkey, globex)).toEqual(await ssr(indigo.flightkey));
  });

  it('counts segments within each trip: a one-stop flight, an international round trip', async () => {
    const { results } = await resultsOf(t, traveller, oneway('IXC', 'GOI', '2026-03-20'));
    const onestop = results.find((o) => o.stops === 1)!;
    expect((await ssr(onestop.flightkey)).map((s) => [s.tripnumber, s.segmentindex, s.origin])).toEqual([
      [1, 0, 'IXC'],
      [1, 1, onestop.segments[1]!.origin],
    ]);
    const round = await resultsOf(t, traveller, roundtrip('DEL', 'DXB', '2026-03-20', '2026-03-25'));
    const direct = round.results.find((o) => o.stops === 0)!;
    const segments = await ssr(direct.flightkey);
    expect(segments.map((s) => [s.tripnumber, s.segmentindex, s.origin])).toEqual([
      [1, 0, 'DEL'],
      [2, 0, 'DXB'],
    ]);
  });
});

describe('TGFS GETSEATMAP', () => {
  it('lays out the aircraft, with exit rows and some seats taken, the same on every call', async () => {
    const [map] = await seatMap(indigo.flightkey);
    expect(map!.equipment).toBe(indigo.segments[0]!.equipment);
    expect(map!.columns).toEqual(['A', 'B', 'C', '', 'D', 'E', 'F']);
    expect(map!.rows).toHaveLength(38);
    expect(map!.rows.filter((r) => r.exitrow).map((r) => r.row)).toEqual([12, 13, 26]);
    const all = seats([map!]);
    expect(all).toHaveLength(38 * 6);
    const taken = all.filter((s) => !s.available).length;
    expect(taken).toBeGreaterThan(all.length / 5);
    expect(taken).toBeLessThan((all.length * 3) / 4);
    expect(all.find((s) => s.seatno === '20A')!.kind).toBe('window');
    expect(all.find((s) => s.seatno === '20C')!.kind).toBe('aisle');
    expect(all.find((s) => s.seatno === '20B')!.kind).toBe('middle');
    expect(await seatMap(indigo.flightkey)).toEqual([map]);
  });

  it('prices exit rows above front rows above windows; middles free; fseat fares free', async () => {
    const price = (all: ReturnType<typeof seats>, no: string) => paise(all.find((s) => s.seatno === no)!.amount);
    const all = seats(await seatMap(fareKeyOf(indigo, 'normal')));
    expect(price(all, '12A')).toBeGreaterThan(price(all, '2A'));
    expect(price(all, '2A')).toBeGreaterThan(price(all, '20A'));
    expect(price(all, '20A')).toBeGreaterThan(price(all, '20C'));
    expect(price(all, '20B')).toBe(0n);
    expect(indigo.fares.find((f) => f.farelabel === 'sme')!.benefits).toContain('fseat');
    const free = seats(await seatMap(fareKeyOf(indigo, 'sme')));
    expect(free.every((s) => s.amount === '0.00')).toBe(true);
    // The fare changes the prices, never which seats are taken.
    expect(free.map((s) => s.available)).toEqual(all.map((s) => s.available));
  });

  it('a widebody on long international flights, 3-3-3', async () => {
    const { results } = await resultsOf(t, traveller, oneway('DEL', 'LHR', '2026-03-20'));
    const ba = await full(results.find((o) => o.stops === 0 && o.segments[0]!.carrier === 'BA')!);
    const [map] = await seatMap(ba.flightkey);
    expect(map!.equipment).toBe('B787-10');
    expect(map!.columns).toEqual(['A', 'B', 'C', '', 'D', 'E', 'F', '', 'G', 'H', 'K']);
    expect(map!.rows[0]!.row).toBe(20);
    const all = seats([map!]);
    expect(all.find((s) => s.seatno === '25D')!.kind).toBe('aisle');
    expect(all.find((s) => s.seatno === '25E')!.kind).toBe('middle');
  });

  it('business on a narrowbody is 2-2 and free', async () => {
    const { results } = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-20', { cabin: 'business' }));
    const [map] = await seatMap(results.find((o) => o.stops === 0)!.flightkey);
    expect(map!.columns).toEqual(['A', 'C', '', 'D', 'F']);
    expect(seats([map!]).every((s) => s.amount === '0.00')).toBe(true);
  });
});

describe('GETSSR / GETSEATMAP refusals (400 naming the field, never 500)', () => {
  const refused = async (actioncode: string, fields: Record<string, unknown>, status = 400) => {
    const response = await call(t, traveller, actioncode, fields);
    expect(response.statusCode, response.body).toBe(status);
    return response.json().ResponseStatus.message as string;
  };

  it('refuses keys the timetable does not fly', async () => {
    const notFlown = indigo.flightkey.replace(/\.6E\.(\d+)\./, '.6E.9999.');
    for (const actioncode of ['GETSSR', 'GETSEATMAP']) {
      expect(await refused(actioncode, { flightkey: notFlown, supplier: 'SANDBOX' })).toBe('flightkey: the airline does not fly this flight');
      expect(await refused(actioncode, { flightkey: 'garbage', supplier: 'SANDBOX' })).toBe('flightkey: not a flight or fare key of this supplier');
      expect(await refused(actioncode, { supplier: 'SANDBOX' })).toMatch(/flightkey/);
      expect(await refused(actioncode, { flightkey: indigo.flightkey, supplier: 'OTHER' })).toBe('supplier: unknown supplier OTHER');
    }
  });

  it('refuses flights already gone and fares the flight does not sell', async () => {
    const past = indigo.flightkey.replaceAll('2026-03-20', '2026-02-20');
    expect(await refused('GETSSR', { flightkey: past, supplier: 'SANDBOX' })).toBe('flightkey: this flight has already departed');
    const unsold = `${airIndia.flightkey}~others`;
    expect(await refused('GETSEATMAP', { flightkey: unsold, supplier: 'SANDBOX' })).toBe('flightkey: the others fare is not sold on this flight');
    expect(await refused('GETSEATMAP', { flightkey: indigo.flightkey, supplier: 'SANDBOX', triptype: 'circle' })).toMatch(/^triptype/);
  });

  it("refuses another person's profileid or company", async () => {
    expect(await refused('GETSSR', { flightkey: indigo.flightkey, supplier: 'SANDBOX', profileid: '30001' }, 403)).toMatch(/profileid/);
    expect(await refused('GETSEATMAP', { flightkey: indigo.flightkey, supplier: 'SANDBOX', corporateid: '1002' }, 403)).toMatch(/corporateid/);
  });
});
