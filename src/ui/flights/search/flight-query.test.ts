import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CABINS,
  decodeFlightQuery,
  decodeQueryFor,
  encodeFlightQuery,
  RESULT_ROUTES,
  resultRouteFor,
  type FlightSearchQuery,
} from './flight-query';
import {
  addSector,
  defaultFlightValues,
  fromFlightQuery,
  searchProblems,
  swapAirports,
  toFlightQuery,
  withSector,
  withTripType,
  type FlightSearchValues,
} from './flight-search-rules';

const TODAY = '2026-11-21';
const blr = { code: 'BLR', countrycode: 'IN' };
const del = { code: 'DEL', countrycode: 'IN' };
const dxb = { code: 'DXB', countrycode: 'AE' };

const roundTrip: FlightSearchQuery = {
  triptype: 'roundtrip',
  domint: 'domestic',
  cabin: 'economy',
  adults: 2,
  children: 1,
  infants: 0,
  sectors: [
    { origin: 'BLR', destination: 'DEL', jdate: '2026-12-01' },
    { origin: 'DEL', destination: 'BLR', jdate: '2026-12-05' },
  ],
};

describe('flight results query', () => {
  it('reads back what it writes, in the documented format', () => {
    const text = encodeFlightQuery(roundTrip);
    expect(text).toBe('roundtrip;domestic;economy;2;1;0;BLR;DEL;2026-12-01;DEL;BLR;2026-12-05');
    expect(decodeFlightQuery(text)).toEqual(roundTrip);
    expect(decodeQueryFor(RESULT_ROUTES.roundtrip, text)).toEqual(roundTrip);
    expect(decodeQueryFor(RESULT_ROUTES.intlRoundtrip, text)).toBeNull();
  });

  it('answers null for malformed searches', () => {
    const bad = [
      '',
      'roundtrip;domestic;economy;2;1;0;BLR;DEL;2026-12-01',
      'oneway;domestic;economy;0;0;0;BLR;DEL;2026-12-01',
      'oneway;domestic;economy;1;0;2;BLR;DEL;2026-12-01',
      'oneway;domestic;economy;5;5;0;BLR;DEL;2026-12-01',
      'oneway;domestic;luxury;1;0;0;BLR;DEL;2026-12-01',
      'oneway;domestic;economy;1;0;0;BLR;BLR;2026-12-01',
      'oneway;domestic;economy;1;0;0;blr;DEL;2026-12-01',
      'oneway;domestic;economy;1;0;0;BLR;DEL;2026-02-30',
      'roundtrip;domestic;economy;1;0;0;BLR;DEL;2026-12-05;DEL;BLR;2026-12-01',
      'roundtrip;domestic;economy;1;0;0;BLR;DEL;2026-12-01;DEL;MAA;2026-12-05',
      'multicity;domestic;economy;1;0;0;BLR;DEL;2026-12-01',
    ];
    for (const text of bad) expect(decodeFlightQuery(text), text).toBeNull();
  });

  it('round-trips any well-formed multi-city search', () => {
    const code = fc.constantFrom('BLR', 'DEL', 'BOM', 'MAA', 'DXB', 'SIN');
    const sector = fc
      .tuple(code, code, fc.integer({ min: 0, max: 20 }))
      .filter(([o, d]) => o !== d)
      .map(([origin, destination, day]) => ({ origin, destination, day }));
    const query = fc.record({
      domint: fc.constantFrom('domestic' as const, 'international' as const),
      cabin: fc.constantFrom(...CABINS),
      adults: fc.integer({ min: 1, max: 9 }),
      legs: fc.array(sector, { minLength: 2, maxLength: 5 }),
    });
    fc.assert(
      fc.property(query, ({ legs, ...q }) => {
        let day = 0;
        const sectors = legs.map((l) => {
          day += l.day;
          const jdate = new Date(Date.UTC(2026, 11, 1 + day)).toISOString().slice(0, 10);
          return { origin: l.origin, destination: l.destination, jdate };
        });
        const search = { ...q, triptype: 'multicity' as const, children: 0, infants: q.adults, sectors };
        expect(decodeFlightQuery(encodeFlightQuery(search))).toEqual(search);
        expect(resultRouteFor(search)).toBe(RESULT_ROUTES.multicity);
      }),
    );
  });
});

describe('flight search form rules', () => {
  const filled = (patch: Partial<FlightSearchValues> = {}): FlightSearchValues => ({
    ...defaultFlightValues(),
    sectors: [{ origin: blr, destination: del, jdate: '2026-12-01' }],
    ...patch,
  });

  it('names the field of every problem', () => {
    const problems = searchProblems(withTripType(defaultFlightValues(), 'roundtrip'), TODAY);
    expect(problems.map((p) => p.message)).toEqual([
      'From: please select an airport',
      'To: please select an airport',
      'Departure date: please select a date',
      'Return date: please select a date',
    ]);
    const late = filled({ triptype: 'roundtrip', returndate: '2026-11-30', adults: 1, infants: 2, children: 9 });
    expect(searchProblems(late, TODAY).map((p) => p.field)).toEqual(['returndate', 'children', 'infants']);
    const started = withTripType({ ...filled(), sectors: [{ origin: blr, destination: null, jdate: '' }] }, 'multicity');
    expect(started.sectors[1]?.origin).toBeNull();
    // The first sector's destination, once chosen, is where the second leaves from.
    expect(withSector(started, 0, { origin: blr, destination: del, jdate: '' }).sectors[1]?.origin).toEqual(del);
    const multi = addSector(withTripType(filled(), 'multicity'));
    expect(multi.sectors).toHaveLength(3);
    expect(searchProblems(multi, TODAY)[0]?.message).toBe('Sector 2 to: please select an airport');
  });

  it('makes the round trip query, domestic or international by the airports', () => {
    const values = filled({ triptype: 'roundtrip', returndate: '2026-12-05', adults: 2, children: 1 });
    expect(searchProblems(values, TODAY)).toEqual([]);
    expect(toFlightQuery(values)).toEqual(roundTrip);
    const abroad = swapAirports(filled({ sectors: [{ origin: dxb, destination: blr, jdate: '2026-12-01' }] }), 0);
    expect(toFlightQuery(abroad)).toMatchObject({
      domint: 'international',
      sectors: [{ origin: 'BLR', destination: 'DXB' }],
    });
    expect(toFlightQuery(fromFlightQuery(roundTrip))).toEqual(roundTrip);
  });
});
