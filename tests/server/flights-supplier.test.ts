import { describe, expect, it } from 'vitest';
import { blockMinutes, distanceKm } from '../../server/suppliers/airline/geo';
import { decodeKey, fareKey, flightKey } from '../../server/suppliers/airline/keys';
import { daysFactor } from '../../server/suppliers/airline/pricing';

/* The sandbox airline's pure parts: geography, keys and the days-to-departure curve. */

const BLR = { code: 'BLR', countrycode: 'IN', lat: 13.1986, lng: 77.7066 };
const DEL = { code: 'DEL', countrycode: 'IN', lat: 28.5562, lng: 77.1 };
const LHR = { code: 'LHR', countrycode: 'GB', lat: 51.47, lng: -0.4543 };

describe('sandbox airline geography', () => {
  it('measures great-circle distances and block times like the real routes', () => {
    expect(distanceKm(BLR, DEL)).toBeGreaterThan(1690);
    expect(distanceKm(BLR, DEL)).toBeLessThan(1720);
    expect(blockMinutes(distanceKm(BLR, DEL))).toBe(165);
    expect(blockMinutes(distanceKm(DEL, LHR))).toBeGreaterThanOrEqual(530);
    expect(blockMinutes(distanceKm(DEL, LHR))).toBeLessThanOrEqual(570);
  });
});

describe('sandbox airline keys', () => {
  const segments = [
    {
      tripnumber: 1 as const,
      carrier: '6E',
      flightnumber: '2102',
      origin: 'BLR',
      destination: 'CCU',
      departure: '2026-03-20T05:50',
    },
    {
      tripnumber: 2 as const,
      carrier: '6E',
      flightnumber: '2047',
      origin: 'CCU',
      destination: 'BLR',
      departure: '2026-03-22T10:50',
    },
  ];

  it('decodes what it encodes, flight and fare keys alike', () => {
    const key = flightKey('business', segments);
    expect(decodeKey(key)).toEqual({ cabin: 'business', segments, family: null });
    expect(decodeKey(fareKey(key, 'corporate'))).toEqual({ cabin: 'business', segments, family: 'corporate' });
  });

  it.each([
    '',
    'SBX1',
    'SBX1~economy',
    'SBX1~coach~1.6E.2102.BLR.CCU.2026-03-20T05:50',
    'SBX1~economy~1.6E.2102.BLR.CCU',
    'XX~economy~1.6E.1.BLR.CCU.2026-03-20T05:50',
  ])('refuses %j', (key) => expect(decodeKey(key)).toBeNull());
});

describe('sandbox airline days-to-departure curve', () => {
  it('falls as departure gets further away, never rising', () => {
    const factors = Array.from({ length: 120 }, (_, dd) => daysFactor(dd));
    expect(factors[0]).toBe(1800n);
    for (let dd = 1; dd < factors.length; dd++) expect(factors[dd]! <= factors[dd - 1]!).toBe(true);
    expect(factors[30]! < factors[7]!).toBe(true);
  });
});
