import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DISTANCE_KM, distanceKm, isValidLatitude, isValidLongitude, nearest, roundKm } from './geo';

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceKm (haversine)', () => {
  it('matches known city distances within 0.5%', () => {
    const mumbai = { lat: 19.0896, lon: 72.8656 }; // BOM
    const delhi = { lat: 28.5562, lon: 77.1 }; // DEL
    const london = { lat: 51.47, lon: -0.4543 }; // LHR
    const newYork = { lat: 40.6413, lon: -73.7781 }; // JFK
    expect(distanceKm(mumbai, delhi)).toBeCloseTo(1137, -1);
    expect(Math.abs(distanceKm(london, newYork) - 5555) / 5555).toBeLessThan(0.005);
  });

  it('is half the circumference between antipodes and at the poles', () => {
    expect(distanceKm({ lat: 90, lon: 0 }, { lat: -90, lon: 0 })).toBeCloseTo(MAX_DISTANCE_KM, 6);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(MAX_DISTANCE_KM, 6);
  });

  it('treats -180 and 180 as the same meridian', () => {
    expect(distanceKm({ lat: 10, lon: -180 }, { lat: 10, lon: 180 })).toBeCloseTo(0, 6);
  });

  it('is symmetric, zero to itself, never negative and at most half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const ab = distanceKm(a, b);
        expect(ab).toBeCloseTo(distanceKm(b, a), 9);
        expect(distanceKm(a, a)).toBe(0);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(MAX_DISTANCE_KM + 1e-9);
      }),
      { numRuns: 500 },
    );
  });

  it('obeys the triangle inequality (to a metre: the haversine loses ~1e-4 km near antipodes)', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => distanceKm(a, c) <= distanceKm(a, b) + distanceKm(b, c) + 1e-3),
      { numRuns: 300 },
    );
  });

  it('keeps the triangle inequality for the near-antipodal case fast-check found', () => {
    const [a, b, c] = [{ lat: 0, lon: 0 }, { lat: 6.037091348628667e-7, lon: 0 }, { lat: 0, lon: -179.99999790869023 }];
    expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-3);
  });
});

describe('nearest', () => {
  const cities = [
    { name: 'Mumbai', lat: 19.076, lon: 72.8777 },
    { name: 'Pune', lat: 18.5204, lon: 73.8567 },
    { name: 'Delhi', lat: 28.6139, lon: 77.209 },
  ];

  it('finds the closest candidate with its distance', () => {
    const found = nearest({ lat: 18.6, lon: 73.7 }, cities);
    expect(found?.item.name).toBe('Pune');
    expect(found?.km).toBeGreaterThan(0);
  });

  it('answers null for no candidates and the first of equally near ones', () => {
    expect(nearest({ lat: 0, lon: 0 }, [])).toBeNull();
    const twins = [{ id: 'a', lat: 1, lon: 1 }, { id: 'b', lat: 1, lon: 1 }];
    expect(nearest({ lat: 0, lon: 0 }, twins)?.item.id).toBe('a');
  });
});

describe('coordinate checks', () => {
  it('accepts the closed ranges and refuses everything else', () => {
    expect([-90, 0, 90].every(isValidLatitude)).toBe(true);
    expect([-90.0001, 90.5, Number.NaN, Infinity].some(isValidLatitude)).toBe(false);
    expect([-180, 0, 180].every(isValidLongitude)).toBe(true);
    expect([-180.1, 181, Number.NaN].some(isValidLongitude)).toBe(false);
  });

  it('rounds distances to a tenth of a km', () => {
    expect(roundKm(12.345)).toBe(12.3);
  });
});
