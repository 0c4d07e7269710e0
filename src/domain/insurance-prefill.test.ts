import { describe, expect, it } from 'vitest';
import { decodePrefill, encodePrefill, prefillForTrip } from './insurance-prefill';

describe('insurance prefill', () => {
  it('covers a trip from its first departure to its last arrival', () => {
    const p = prefillForTrip('2026-12-01', '2026-12-04', 2);
    expect(p).toEqual({ startdate: '2026-12-01', enddate: '2026-12-04', noofpax: 2, category: null });
    expect(decodePrefill(encodePrefill(p!))).toEqual(p);
  });
  it('covers a day trip to the next day and caps the travellers at five', () => {
    expect(prefillForTrip('2026-12-31', '2026-12-31', 9)).toMatchObject({ startdate: '2026-12-31', enddate: '2027-01-01', noofpax: 5 });
  });
  it("carries where the trip goes: domestic within India, else the category of the airports' countries", () => {
    const domestic = prefillForTrip('2026-12-01', '2026-12-04', 1, ['IN', 'IN', 'IN', 'IN']);
    expect(domestic?.category).toEqual({ domint: 'domestic', categorycode: 'DOM', countries: [] });
    expect(encodePrefill(domestic!)).toBe('2026-12-01;2026-12-04;1;domestic;DOM;');
    const abroad = prefillForTrip('2026-12-01', '2026-12-04', 1, ['IN', 'sg', 'SG', 'JP', 'JP', 'IN']);
    expect(abroad?.category).toEqual({ domint: 'international', categorycode: 'ASIA', countries: ['SG', 'JP'] });
    expect(decodePrefill(encodePrefill(abroad!))).toEqual(abroad);
    expect(decodePrefill(encodePrefill(domestic!))).toEqual(domestic);
  });
  it('leaves the category to the user when an airport is unknown', () => {
    expect(prefillForTrip('2026-12-01', '2026-12-04', 1, ['IN', ''])?.category).toBeNull();
    expect(prefillForTrip('2026-12-01', '2026-12-04', 1, [])?.category).toBeNull();
  });
  it('refuses what it cannot read', () => {
    expect(prefillForTrip('', '2026-12-01', 1)).toBeNull();
    expect(decodePrefill('2026-12-02;2026-12-01;1')).toBeNull();
    expect(decodePrefill('2026-12-01;2026-12-02;0')).toBeNull();
    expect(decodePrefill('2026-12-01;2026-12-02;1;x')).toBeNull();
    expect(decodePrefill('2026-12-01;2026-12-02;1;abroad;ASIA;SG')).toBeNull();
    expect(decodePrefill('2026-12-01;2026-12-02;1;international;asia;SG')).toBeNull();
    expect(decodePrefill('2026-12-01;2026-12-02;1;international;ASIA;SGP')).toBeNull();
    expect(decodePrefill('2026-12-01;2026-12-02;1;international;ASIA;SG;x')).toBeNull();
    expect(decodePrefill(undefined)).toBeNull();
  });
});
