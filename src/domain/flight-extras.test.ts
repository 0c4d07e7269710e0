import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ExtraSelectionInput, type ExtrasCatalogue, type SegmentExtras, priceExtras } from './flight-extras';

const segment = (tripnumber: 1 | 2, segmentindex: number): SegmentExtras => ({
  tripnumber,
  segmentindex,
  origin: 'BLR',
  destination: 'DEL',
  equipment: 'A320neo',
  meals: [
    { code: 'V', name: 'Veg', amountPaise: 350_00n },
    { code: 'D', name: 'No Food', amountPaise: 0n },
  ],
  baggage: [{ code: 'XB5', name: '5 KG', amountPaise: 2_250_55n }],
  seats: [
    { seatno: '12A', available: true, amountPaise: 950_00n, kind: 'window' },
    { seatno: '12B', available: false, amountPaise: 0n, kind: 'middle' },
    { seatno: '14C', available: true, amountPaise: 300_10n, kind: 'aisle' },
  ],
});

const catalogue: ExtrasCatalogue = [
  { flightkey: 'F1', farekey: 'F1~normal', segments: [segment(1, 0), segment(2, 0)] },
  { flightkey: 'F2', farekey: 'F2~normal', segments: [segment(1, 0), segment(1, 1)] },
];
const sel = (over: Partial<ExtraSelectionInput>): ExtraSelectionInput => ({
  paxindex: 0,
  tripnumber: 1,
  segmentindex: 0,
  selectedindex: 0,
  ssrtype: 'meal',
  code: 'V',
  ...over,
});
const pax = ['ADT', 'ADT', 'CHD', 'INF'];

describe('priceExtras', () => {
  it('sums meals, baggage and seats exactly in paise, with a line each', () => {
    const result = priceExtras(
      catalogue,
      [sel({}), sel({ ssrtype: 'baggage', code: 'xb5' }), sel({ ssrtype: 'seat', code: '14c', paxindex: 2 }), sel({ selectedindex: 1, segmentindex: 1, paxindex: 3 })],
      pax,
    );
    expect(result).toMatchObject({ ok: true, totalPaise: 350_00n + 2_250_55n + 300_10n + 350_00n });
    if (!result.ok) return;
    expect(result.lines.map((l) => [l.ssrtype, l.code, l.name])).toEqual([
      ['meal', 'V', 'Veg'],
      ['baggage', 'XB5', '5 KG'],
      ['seat', '14C', 'Seat 14C'],
      ['meal', 'V', 'Veg'],
    ]);
  });

  it('answers nothing to pay for no extras', () => {
    expect(priceExtras(catalogue, [], pax)).toEqual({ ok: true, totalPaise: 0n, lines: [] });
  });

  it('refuses a seat for an infant', () => {
    expect(priceExtras(catalogue, [sel({ ssrtype: 'seat', code: '12A', paxindex: 3 })], pax)).toEqual({
      ok: false,
      message: 'extras[0].ssrtype: infants travel on a lap and get no seat (traveller 4)',
    });
  });

  it('refuses a taken seat and a seat two travellers share', () => {
    expect(priceExtras(catalogue, [sel({ ssrtype: 'seat', code: '12B' })], pax)).toEqual({ ok: false, message: 'extras[0].code: seat 12B is not available' });
    const shared = priceExtras(catalogue, [sel({ ssrtype: 'seat', code: '12A' }), sel({ ssrtype: 'seat', code: '12A', paxindex: 1 })], pax);
    expect(shared).toEqual({ ok: false, message: 'extras[1].code: seat 12A is already chosen for another traveller' });
    // The same seat number on another segment is another seat.
    expect(priceExtras(catalogue, [sel({ ssrtype: 'seat', code: '12A' }), sel({ ssrtype: 'seat', code: '12A', tripnumber: 2 })], pax).ok).toBe(true);
  });

  it('allows one of each kind per traveller per segment', () => {
    const twice = priceExtras(catalogue, [sel({ ssrtype: 'seat', code: '12A' }), sel({ ssrtype: 'seat', code: '14C' })], pax);
    expect(twice).toEqual({ ok: false, message: 'extras[1].ssrtype: traveller 1 already has a seat on BLR-DEL' });
    expect(priceExtras(catalogue, [sel({}), sel({ code: 'D' })], pax).ok).toBe(false);
  });

  it('names the field of unknown codes, travellers, fares and segments', () => {
    expect(priceExtras(catalogue, [sel({ code: 'Q' })], pax)).toEqual({ ok: false, message: 'extras[0].code: unknown meal code Q' });
    expect(priceExtras(catalogue, [sel({ ssrtype: 'baggage', code: 'XB99' })], pax)).toEqual({ ok: false, message: 'extras[0].code: unknown baggage code XB99' });
    expect(priceExtras(catalogue, [sel({ ssrtype: 'seat', code: '99Z' })], pax)).toEqual({ ok: false, message: 'extras[0].code: there is no seat 99Z on this flight' });
    expect(priceExtras(catalogue, [sel({ paxindex: 4 })], pax)).toEqual({ ok: false, message: 'extras[0].paxindex: there is no traveller 4' });
    expect(priceExtras(catalogue, [sel({ selectedindex: 2 })], pax)).toEqual({ ok: false, message: 'extras[0].selectedindex: there is no selected fare 2' });
    expect(priceExtras(catalogue, [sel({ tripnumber: 2, selectedindex: 1 })], pax)).toEqual({
      ok: false,
      message: 'extras[0].segmentindex: there is no segment 0 on trip 2 of that flight',
    });
  });

  it('totals are the exact sum of the lines, whatever is chosen (property)', () => {
    const choice = fc.record({
      paxindex: fc.integer({ min: 0, max: 3 }),
      tripnumber: fc.constantFrom(1, 2),
      segmentindex: fc.integer({ min: 0, max: 1 }),
      selectedindex: fc.integer({ min: 0, max: 1 }),
      ssrtype: fc.constantFrom('meal' as const, 'baggage' as const, 'seat' as const),
      code: fc.constantFrom('V', 'D', 'XB5', '12A', '14C', '12B'),
    });
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 12 }), (choices) => {
        const result = priceExtras(catalogue, choices, pax);
        if (!result.ok) {
          expect(result.message).toMatch(/^extras\[\d+\]\.(code|ssrtype|segmentindex|paxindex|selectedindex): /);
          return;
        }
        expect(result.lines).toHaveLength(choices.length);
        expect(result.totalPaise).toBe(result.lines.reduce((s, l) => s + l.amountPaise, 0n));
        const seats = result.lines.filter((l) => l.ssrtype === 'seat');
        expect(seats.every((l) => pax[l.paxindex] !== 'INF')).toBe(true);
        const places = seats.map((l) => `${l.selectedindex}|${l.tripnumber}|${l.segmentindex}|${l.code}`);
        expect(new Set(places).size).toBe(places.length);
      }),
      { numRuns: 300 },
    );
  });
});
