import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOnDate,
  durationDays,
  findBand,
  gstOnPremium,
  isIsoDay,
  premiumTotals,
  withGst,
} from './insurance-premium';
import { insuranceDateProblem } from './insurance-premium-dates';

describe('insurance premium arithmetic', () => {
  it('takes the duration as the days from start to end', () => {
    expect(durationDays('2026-03-01', '2026-03-11')).toBe(10);
    expect(durationDays('2026-03-01', '2026-03-01')).toBe(0);
    expect(durationDays('2026-02-27', '2026-03-02')).toBe(3);
    expect(durationDays('2028-02-28', '2028-03-01')).toBe(2); // leap year
  });

  it('counts age in whole years at the start date', () => {
    expect(ageOnDate('1990-04-12', '2026-04-11')).toBe(35);
    expect(ageOnDate('1990-04-12', '2026-04-12')).toBe(36);
    expect(ageOnDate('2026-01-01', '2026-03-01')).toBe(0);
  });

  it('rejects impossible calendar days', () => {
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-3-1')).toBe(false);
  });

  it('rounds 18% GST half up to the paisa', () => {
    expect(gstOnPremium(100n)).toBe(18n);
    expect(gstOnPremium(25n)).toBe(5n); // 4.5 → 5
    expect(gstOnPremium(24n)).toBe(4n); // 4.32 → 4
    expect(gstOnPremium(345000n)).toBe(62100n);
  });

  it('finds the band holding a value, inclusive at both ends', () => {
    const bands = [
      { min: 1, max: 7, id: 'a' },
      { min: 8, max: 15, id: 'b' },
    ];
    expect(findBand(bands, 7)?.id).toBe('a');
    expect(findBand(bands, 8)?.id).toBe('b');
    expect(findBand(bands, 16)).toBeUndefined();
  });

  it('totals are exact sums of premiums and per-traveller GST', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10_000_000n }), { minLength: 1, maxLength: 5 }), (premiums) => {
        const perPax = premiums.map(withGst);
        const totals = premiumTotals(perPax);
        const gst = perPax.reduce((sum, p) => sum + p.gstPaise, 0n);
        expect(totals.premiumPaise).toBe(premiums.reduce((a, b) => a + b, 0n));
        expect(totals.gstPaise).toBe(gst);
        expect(totals.totalPaise).toBe(totals.premiumPaise + gst);
        // Each GST is within half a paisa of 18%.
        for (const p of perPax) expect(p.gstPaise * 200n - p.premiumPaise * 36n).toBeLessThanOrEqual(100n);
      }),
    );
  });
});

describe('insurance search dates against today', () => {
  const trip = { startdate: '2026-03-10', enddate: '2026-03-20', paxList: [{ paxnumber: 1, dob: '1990-01-01' }] };
  it('accepts a future trip of people born before today', () => {
    expect(insuranceDateProblem(trip, '2026-03-01')).toBeNull();
    expect(insuranceDateProblem(trip, '2026-03-10')).toBeNull();
  });
  it('names the field at fault', () => {
    expect(insuranceDateProblem(trip, '2026-03-11')).toBe('startdate must not be before today');
    expect(insuranceDateProblem({ ...trip, enddate: '2027-03-20' }, '2026-03-01')).toMatch(/^enddate/);
    expect(insuranceDateProblem({ ...trip, paxList: [{ paxnumber: 1, dob: '2026-03-01' }] }, '2026-03-01')).toBe(
      'paxList: dob of traveller 1 must be before today',
    );
    expect(insuranceDateProblem({ ...trip, paxList: [{ paxnumber: 1, dob: '1850-01-01' }] }, '2026-03-01')).toMatch(
      /within the last 150 years/,
    );
  });
});
