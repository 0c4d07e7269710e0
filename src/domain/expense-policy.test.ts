import { describe, expect, it } from 'vitest';
import { type CategoryLimits, categoryLimitReasons, lineVerdict, perDiemReasons } from './expense-policy';

const meals: CategoryLimits = { name: 'Meals', perDayMinor: 150000n, perClaimMinor: null };
const local: CategoryLimits = { name: 'Local conveyance', perDayMinor: null, perClaimMinor: 300000n };
const on = (dayMinor: bigint, claimMinor: bigint | null = null) => ({ date: '2026-11-20', dayMinor, claimMinor });

describe('categoryLimitReasons', () => {
  it('names the day, the total and the daily limit when the day goes above it', () => {
    expect(categoryLimitReasons(meals, on(180000n), 'INR')).toEqual(['Meals: ₹1,800 on 2026-11-20 is above the ₹1,500 daily limit']);
  });

  it('names the report total and the limit per claim when the report goes above it', () => {
    expect(categoryLimitReasons(local, on(0n, 340000n), 'INR')).toEqual(['Local conveyance: ₹3,400 in this report is above the ₹3,000 limit per claim']);
  });

  it('keeps a total at the limit in policy, and a line in no report out of the claim limit', () => {
    expect(categoryLimitReasons(meals, on(150000n), 'INR')).toEqual([]);
    expect(categoryLimitReasons(local, on(900000n, null), 'INR')).toEqual([]);
  });

  it('gives both reasons when both limits are passed, with paise and Indian grouping', () => {
    const both: CategoryLimits = { name: 'Hotel', perDayMinor: 150000n, perClaimMinor: 10000000n };
    expect(categoryLimitReasons(both, on(150040n, 12345678n), 'INR')).toEqual([
      'Hotel: ₹1,500.40 on 2026-11-20 is above the ₹1,500 daily limit',
      'Hotel: ₹1,23,456.78 in this report is above the ₹1,00,000 limit per claim',
    ]);
  });

  it('has nothing to say without limits', () => {
    expect(categoryLimitReasons({ name: 'Other', perDayMinor: null, perClaimMinor: null }, on(10n ** 12n, 10n ** 12n), 'INR')).toEqual([]);
  });
});

describe('perDiemReasons', () => {
  it('names the days claimed and the days of the trip once the claim is longer', () => {
    expect(perDiemReasons({ claimed: 3, tripLasts: 3 })).toEqual([]);
    expect(perDiemReasons({ claimed: 4, tripLasts: 3 })).toEqual(['Per diem for 4 days, more than the 3 days of the trip']);
  });
});

describe('lineVerdict', () => {
  const spend = { lineType: 'expense' as const, baseMinor: 60000n, receiptAboveMinor: 50000n, perDiem: null };

  it('asks a receipt of a spend above its category’s amount, never of mileage or per diem', () => {
    expect(lineVerdict(spend, meals, on(60000n), 'INR')).toEqual({ receiptRequired: true, outOfPolicy: false, policyReasons: [] });
    expect(lineVerdict({ ...spend, baseMinor: 50000n }, meals, on(50000n), 'INR').receiptRequired).toBe(false);
    expect(lineVerdict({ ...spend, lineType: 'mileage' }, meals, on(60000n), 'INR').receiptRequired).toBe(false);
  });

  it('puts the line out of policy with every reason: the per diem first, then the limits', () => {
    const perDiem = { ...spend, lineType: 'perdiem' as const, perDiem: { claimed: 4, tripLasts: 3 } };
    expect(lineVerdict(perDiem, meals, on(180000n), 'INR')).toEqual({
      receiptRequired: false,
      outOfPolicy: true,
      policyReasons: ['Per diem for 4 days, more than the 3 days of the trip', 'Meals: ₹1,800 on 2026-11-20 is above the ₹1,500 daily limit'],
    });
  });
});
