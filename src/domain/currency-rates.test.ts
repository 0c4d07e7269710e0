import { describe, expect, it } from 'vitest';
import { INR_PER_UNIT, REFERENCE_CURRENCIES, convertMinorUnits, hasReferenceRate } from './currency-rates';

describe('reference rates', () => {
  it('hold the rupee at 1 and a rate of at most four decimals for every currency, listed by code', () => {
    expect(INR_PER_UNIT.INR).toBe('1');
    for (const [code, rate] of Object.entries(INR_PER_UNIT)) expect(rate, code).toMatch(/^\d+(\.\d{1,4})?$/);
    expect(REFERENCE_CURRENCIES).toEqual([...REFERENCE_CURRENCIES].sort());
    expect(REFERENCE_CURRENCIES).toEqual(expect.arrayContaining(['INR', 'USD', 'EUR', 'GBP', 'PHP']));
    expect(hasReferenceRate('eur')).toBe(true);
    expect(hasReferenceRate('XYZ')).toBe(false);
    expect(hasReferenceRate('toString')).toBe(false);
  });
});

describe('convertMinorUnits', () => {
  it('converts through the rupee exactly', () => {
    expect(convertMinorUnits(170_00n, 'USD', 'INR')).toBe(14_450_00n);
    expect(convertMinorUnits(14_450_00n, 'INR', 'USD')).toBe(170_00n);
    // EUR 170 = ₹15,810 = USD 186.
    expect(convertMinorUnits(170_00n, 'EUR', 'USD')).toBe(186_00n);
    expect(convertMinorUnits(5_900_00n, 'INR', 'INR')).toBe(5_900_00n);
    expect(convertMinorUnits(0n, 'JPY', 'GBP')).toBe(0n);
  });

  it('rounds once, half up to the minor unit, never through a float', () => {
    // USD 170 = EUR 155.376…
    expect(convertMinorUnits(170_00n, 'USD', 'EUR')).toBe(155_38n);
    // ₹1 = USD 0.01176…; ₹0.85 = USD 0.01 exactly; ₹0.425 would be half a cent: ₹0.43 → 0.00505… → 0.01.
    expect(convertMinorUnits(1_00n, 'INR', 'USD')).toBe(1n);
    expect(convertMinorUnits(42n, 'INR', 'USD')).toBe(0n);
    expect(convertMinorUnits(43n, 'INR', 'USD')).toBe(1n);
    // NPR 0.625: NPR 1 (100) = ₹0.625, rounded half up to ₹0.63.
    expect(convertMinorUnits(1_00n, 'NPR', 'INR')).toBe(63n);
    expect(convertMinorUnits(-1_00n, 'NPR', 'INR')).toBe(-63n);
    // Far beyond a double's exact integers.
    expect(convertMinorUnits(12_345_678_901_234_567_89n, 'USD', 'INR')).toBe(1_049_382_706_604_938_270_65n);
  });

  it('refuses a currency without a reference rate', () => {
    expect(() => convertMinorUnits(1n, 'XYZ', 'INR')).toThrow(RangeError);
    expect(() => convertMinorUnits(1n, 'INR', 'XYZ')).toThrow(RangeError);
  });
});
