import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowestFareByOffer } from './lowest-fare-window';
import { parseMinorUnits } from './money';

const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1) + minutes * 60_000).toISOString().slice(0, 16);
const offer = (minutes: number, ...fares: number[]) => ({ segments: [{ departure: at(minutes) }], fares: fares.map((f) => ({ totalfare: `${f}.00` })) });

describe('lowestFareByOffer', () => {
  it('gives every offer the list’s lowest without a window', () => {
    const list = [offer(0, 5000), offer(600, 4000, 9000), offer(900)];
    expect([...lowestFareByOffer(list, null).values()]).toEqual([400000n, 400000n, 400000n]);
  });

  it('matches the lowest within the window, found the slow way', () => {
    const arbitraryOffer = fc.tuple(fc.integer({ min: 0, max: 2880 }), fc.array(fc.integer({ min: 1000, max: 20000 }), { minLength: 1, maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(arbitraryOffer, { maxLength: 40 }), fc.integer({ min: 0, max: 600 }), (specs, window) => {
        const list = specs.map(([minutes, fares]) => offer(minutes, ...fares));
        const found = lowestFareByOffer(list, window);
        for (const [i, o] of list.entries()) {
          const near = list.filter((_, j) => Math.abs(specs[j]![0] - specs[i]![0]) <= window).flatMap((n) => n.fares.map((f) => parseMinorUnits(f.totalfare)));
          expect(found.get(o)).toBe(near.reduce((a, b) => (b < a ? b : a)));
        }
      }),
    );
  });
});
