import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carrierByCode } from '../../server/suppliers/airline/carriers';
import { bodyOf, layoutFor, seatKind, seatRows } from '../../server/suppliers/airline/seatmap';
import { mealsFor } from '../../server/suppliers/airline/ssr';
import { CABINS } from '../../src/domain/flight-offer';

/* The sandbox seat maps and meals without the app (server/suppliers/airline/seatmap.ts, ssr.ts). */

const indigo = carrierByCode('6E')!;
const airIndia = carrierByCode('AI')!;
const EQUIPMENT = ['A320neo', 'A321neo', 'B737-8', 'ATR 72-600', 'B787-8', 'B787-9', 'B787-10', 'A350-900', 'B777-300ER', 'A380-800'];

describe('seat map layouts', () => {
  it('match the aircraft', () => {
    expect(EQUIPMENT.map(bodyOf)).toEqual(['a320', 'a321', 'b737', 'atr', 'wide9', 'wide9', 'wide9', 'wide9', 'wide10', 'wide10']);
    expect(layoutFor('ATR 72-600', 'economy')).toMatchObject({ columns: ['A', 'C', '', 'D', 'F'], firstRow: 1, lastRow: 18 });
    expect(layoutFor('A380-800', 'economy').columns.join('')).toBe('ABCDEFGHJK');
    expect(layoutFor('B777-300ER', 'first').columns).toEqual(['A', '', 'E', '', 'K']);
    expect(layoutFor('B787-9', 'business').columns).toEqual(['A', '', 'D', 'G', '', 'K']);
    expect(layoutFor('B787-9', 'premiumeconomy').columns).toEqual(['A', 'C', '', 'D', 'E', 'F', '', 'H', 'K']);
  });

  it('give every seat a kind: windows at the ends, aisles beside an aisle', () => {
    const ten = layoutFor('A380-800', 'economy').columns;
    expect(ten.map((c, i) => (c === '' ? '' : seatKind(ten, i)[0])).join('')).toBe('wmaammaamw');
    expect(['A', 'D', 'G', 'H', 'K'].map((c) => seatKind(ten, ten.indexOf(c)))).toEqual(['window', 'aisle', 'aisle', 'aisle', 'window']);
    expect(seatKind(ten, ten.indexOf('E'))).toBe('middle');
    for (const equipment of EQUIPMENT) {
      for (const cabin of CABINS) {
        const layout = layoutFor(equipment, cabin);
        expect(layout.columns.filter((c) => c !== '').length).toBeGreaterThanOrEqual(2);
        for (const exit of layout.exitRows) expect(exit >= layout.firstRow && exit <= layout.lastRow).toBe(true);
      }
    }
  });
});

describe('seat rows (property)', () => {
  const flight = fc.record({
    flightId: fc.string({ minLength: 1, maxLength: 30 }),
    equipment: fc.constantFrom(...EQUIPMENT),
    cabin: fc.constantFrom(...CABINS),
    international: fc.boolean(),
    lowCost: fc.boolean(),
  });

  it('are fixed by the flight, take 10–80 % of the seats, and fseat frees every seat without freeing any taken one', () => {
    fc.assert(
      fc.property(flight, ({ lowCost, ...rest }) => {
        const input = { ...rest, carrier: lowCost ? indigo : airIndia, freeSeats: false };
        const map = seatRows(input);
        expect(seatRows(input)).toEqual(map);
        const seats = map.rows.flatMap((r) => r.seats);
        const taken = seats.filter((s) => !s.available).length / seats.length;
        if (seats.length >= 60) {
          expect(taken).toBeGreaterThan(0.1);
          expect(taken).toBeLessThan(0.8);
        }
        expect(new Set(seats.map((s) => s.seatno)).size).toBe(seats.length);
        expect(seats.every((s) => s.amountPaise >= 0n && s.amountPaise % 100n === 0n)).toBe(true);
        const free = seatRows({ ...input, freeSeats: true }).rows.flatMap((r) => r.seats);
        expect(free.every((s) => s.amountPaise === 0n)).toBe(true);
        expect(free.map((s) => s.available)).toEqual(seats.map((s) => s.available));
      }),
      { numRuns: 200 },
    );
  });
});

describe('meals', () => {
  it('snacks only under 75 minutes; priced on low-cost carriers unless the fare has fmeal', () => {
    const base = { carrier: indigo, duration: 60, international: false, freeMeals: false };
    expect(mealsFor(base).map((m) => m.code)).toEqual(['D', 'E', 'T']);
    expect(mealsFor({ ...base, duration: 150 }).map((m) => m.code)).toEqual(['V', 'N', 'D', 'E', 'J', 'F', 'G', 'T']);
    expect(mealsFor({ ...base, duration: 150 }).find((m) => m.code === 'V')!.amountPaise).toBe(350_00n);
    expect(mealsFor({ ...base, duration: 150, international: true }).find((m) => m.code === 'V')!.amountPaise).toBe(530_00n);
    expect(mealsFor({ ...base, freeMeals: true }).every((m) => m.amountPaise === 0n)).toBe(true);
    expect(mealsFor({ ...base, carrier: airIndia }).every((m) => m.amountPaise === 0n)).toBe(true);
  });
});
