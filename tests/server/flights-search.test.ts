import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, jsondata, oneway, resultsOf, roundtrip, startSearch } from './flights-fixtures';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const DOMESTIC_CARRIERS = ['AI', '6E', 'UK', 'SG', 'QP', 'IX'];

describe('TGFS SEARCHFLIGHTS and QUEUERESULTS', () => {
  it('answers a BLR→DEL round trip with direct and one-stop offers on the real carriers, each way', async () => {
    const answer = await resultsOf(t, traveller, roundtrip('BLR', 'DEL', '2026-03-20', '2026-03-23'));
    expect(answer.domint).toBe('domestic');
    for (const [list, from, to] of [
      [answer.results, 'BLR', 'DEL'],
      [answer.returnresults, 'DEL', 'BLR'],
    ] as const) {
      expect(list.some((o) => o.stops === 0)).toBe(true);
      expect(list.some((o) => o.stops === 1)).toBe(true);
      const carriers = new Set(list.map((o) => o.segments[0]!.carrier));
      expect([...carriers].every((c) => DOMESTIC_CARRIERS.includes(c))).toBe(true);
      expect(carriers.size).toBeGreaterThanOrEqual(5);
      for (const offer of list) {
        expect(offer.segments[0]!.origin).toBe(from);
        expect(offer.segments.at(-1)!.destination).toBe(to);
        expect(offer.supplier).toBe('SANDBOX');
      }
    }
    const direct = answer.results.find((o) => o.stops === 0)!;
    // BLR→DEL is about 1,700 km: a block time near 2 h 45 m.
    expect(direct.totalduration).toBeGreaterThanOrEqual(150);
    expect(direct.totalduration).toBeLessThanOrEqual(185);
    const lowest = answer.results.flatMap((o) => o.fares.map((f) => BigInt(f.totalfare.replace('.', ''))));
    expect(answer.lowestfare).toBe((Number(lowest.reduce((a, b) => (b < a ? b : a))) / 100).toFixed(2));
  });

  it('is deterministic: the same search gives the same offers', async () => {
    const a = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    const b = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    expect(b.results).toEqual(a.results);
  });

  it('spreads departures over the day and one-stops connect at a sensible hub', async () => {
    const { results } = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    const hours = new Set(results.map((o) => Number(o.segments[0]!.departure.slice(11, 13))));
    expect(Math.min(...hours)).toBeLessThanOrEqual(8);
    expect(Math.max(...hours)).toBeGreaterThanOrEqual(19);
    for (const offer of results.filter((o) => o.stops === 1)) {
      expect(['BOM', 'HYD', 'CCU', 'MAA', 'COK']).toContain(offer.segments[0]!.destination);
      expect(offer.segments[0]!.layover).toBeGreaterThanOrEqual(60);
      expect(offer.segments[1]!.departure > offer.segments[0]!.arrival).toBe(true);
    }
  });

  it('answers an international round trip as combined offers, pending at the first poll', async () => {
    const responseid = await startSearch(t, traveller, roundtrip('DEL', 'LHR', '2026-04-10', '2026-04-20'));
    const first = (await call(t, traveller, 'QUEUERESULTS', { responseid })).json();
    expect(first).toMatchObject({ status: 'pending', results: [], returnresults: [], lowestfare: '' });
    const second = (await call(t, traveller, 'QUEUERESULTS', { responseid })).json();
    expect(second.status).toBe('complete');
    expect(second.domint).toBe('international');
    expect(second.returnresults).toEqual([]);
    const offer = second.results[0];
    expect(offer.segments.map((s: { tripnumber: number }) => s.tripnumber)).toContain(2);
    expect(offer.segments[0].origin).toBe('DEL');
    expect(offer.segments.at(-1).destination).toBe('DEL');
    expect(
      new Set(second.results.flatMap((o: { segments: { carrier: string }[] }) => o.segments.map((s) => s.carrier))),
    ).toContain('BA');
  });

  it('reads a multi-city search per sector with SEARCHFLIGHTSMULTI and QUEUERESULTSMULTI', async () => {
    const input = {
      triptype: 'multicity' as const,
      sectors: [
        { origin: 'BLR', destination: 'BOM', jdate: '2026-03-10' },
        { origin: 'BOM', destination: 'DEL', jdate: '2026-03-12' },
        { origin: 'DEL', destination: 'BLR', jdate: '2026-03-15' },
      ],
    };
    const responseid = await startSearch(t, traveller, input, 'SEARCHFLIGHTSMULTI');
    expect((await call(t, traveller, 'QUEUERESULTSMULTI', { responseid })).json().status).toBe('pending');
    const answer = (await call(t, traveller, 'QUEUERESULTSMULTI', { responseid })).json();
    expect(answer.status).toBe('complete');
    expect(answer.sectors.map((s: { origin: string; results: unknown[] }) => [s.origin, s.results.length > 0])).toEqual(
      [
        ['BLR', true],
        ['BOM', true],
        ['DEL', true],
      ],
    );
    expect((await call(t, traveller, 'QUEUERESULTS', { responseid })).statusCode).toBe(400);
  });
});

describe('TGFS search input', () => {
  it.each([
    [
      'origin',
      { sectors: [{ origin: 'BL', destination: 'DEL', jdate: '2026-03-20' }] },
      'origin must be a 3-letter IATA airport code',
    ],
    [
      'destination = origin',
      { sectors: [{ origin: 'BLR', destination: 'blr', jdate: '2026-03-20' }] },
      'destination must differ from origin',
    ],
    [
      'past date',
      { sectors: [{ origin: 'BLR', destination: 'DEL', jdate: '2026-02-28' }] },
      'sectors[0].jdate must not be in the past',
    ],
    ['adults 0', { adults: 0 }, 'adults must be at least 1'],
    ['adults 10', { adults: 10 }, 'adults must be at most 9'],
    ['infants > adults', { adults: 1, infants: 2 }, 'infants must not outnumber adults'],
    [
      'unknown airport',
      { sectors: [{ origin: 'BLR', destination: 'QQQ', jdate: '2026-03-20' }] },
      'sectors[0].destination: QQQ is not a known airport',
    ],
    [
      'round trip shape',
      { triptype: 'roundtrip' },
      'sectors: one for oneway, two for roundtrip, two or more for multicity',
    ],
  ])('refuses %s with a 400 naming the field', async (_case, change, message) => {
    const response = await call(t, traveller, 'SEARCHFLIGHTS', {
      jsondata: { ...jsondata(oneway('BLR', 'DEL', '2026-03-20')), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toContain(message);
  });

  it('accepts today (in India)', async () => {
    expect(
      (await call(t, traveller, 'SEARCHFLIGHTS', { jsondata: jsondata(oneway('BLR', 'DEL', '2026-03-01')) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('TGFS ownership of a responseid', () => {
  it.each([
    ['another company', 'traveller@globex.test'],
    ['a colleague', 'manager@acme.test'],
  ])('refuses %s exactly as an unknown id', async (_who, userid) => {
    const responseid = await startSearch(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    const other = await t.token(userid);
    for (const action of ['QUEUERESULTS', 'QUEUERESULTSMULTI']) {
      const theirs = await call(t, other, action, { responseid });
      const unknown = await call(t, other, action, { responseid: 'FS000000000000000000000000' });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
    }
    expect((await call(t, traveller, 'QUEUERESULTS', { responseid })).statusCode).toBe(200);
  });

  it('refuses calls without a session', async () => {
    expect(
      (await call(t, null, 'SEARCHFLIGHTS', { jsondata: jsondata(oneway('BLR', 'DEL', '2026-03-20')) })).statusCode,
    ).toBe(401);
  });
});

describe('TGFS today is the date in India', () => {
  it('refuses 1 March once it is 2 March in India (20:00 UTC)', async () => {
    t.clock.advance(11 * 60 * 60_000);
    const fresh = await t.token('traveller@acme.test');
    const response = await call(t, fresh, 'SEARCHFLIGHTS', {
      jsondata: jsondata(oneway('BLR', 'DEL', '2026-03-01')),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toContain('sectors[0].jdate must not be in the past');
  });
});
