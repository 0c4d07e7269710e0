import { describe, expect, it } from 'vitest';
import { decodePrefill, encodePrefill, prefillForTrip } from './insurance-prefill';

describe('insurance prefill', () => {
  it('covers a trip from its first departure to its last arrival', () => {
    const p = prefillForTrip('2026-12-01', '2026-12-04', 2);
    expect(p).toEqual({ startdate: '2026-12-01', enddate: '2026-12-04', noofpax: 2 });
    expect(decodePrefill(encodePrefill(p!))).toEqual(p);
  });
  it('covers a day trip to the next day and caps the travellers at five', () => {
    expect(prefillForTrip('2026-12-31', '2026-12-31', 9)).toEqual({ startdate: '2026-12-31', enddate: '2027-01-01', noofpax: 5 });
  });
  it('refuses what it cannot read', () => {
    expect(prefillForTrip('', '2026-12-01', 1)).toBeNull();
    expect(decodePrefill('2026-12-02;2026-12-01;1')).toBeNull();
    expect(decodePrefill('2026-12-01;2026-12-02;0')).toBeNull();
    expect(decodePrefill('2026-12-01;2026-12-02;1;x')).toBeNull();
    expect(decodePrefill(undefined)).toBeNull();
  });
});
