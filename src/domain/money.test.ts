import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  currencySymbol,
  formatMoney,
  formatMoneyExact,
  minorUnitsToDecimal,
  optionalMinorUnitsToDecimal,
  parseMinorUnits,
  parseOptionalMinorUnits,
  roundToMajor,
  tryParseMinorUnits,
  wholeMajorUnits,
} from './money';

describe('money', () => {
  it('groups digits the Indian way and rounds to whole units', () => {
    expect(formatMoney(1234567890n, 'INR')).toBe('₹1,23,45,679');
    expect(formatMoney(99_949n, 'INR')).toBe('₹999');
    expect(formatMoney(99_950n, 'INR')).toBe('₹1,000');
    expect(formatMoney(-150n, 'USD')).toBe('-$2');
    expect(formatMoney(100_000_00n, 'PHP')).toBe('₱1,00,000');
  });

  it('shows an unknown currency by its raw code', () => {
    expect(currencySymbol('aed')).toBe('AED');
    expect(formatMoney(100_000n, 'AED')).toBe('AED 1,000');
  });

  it('parses decimal strings exactly, never through floating point', () => {
    expect(parseMinorUnits('0.1')).toBe(10n);
    expect(parseMinorUnits('1234.56')).toBe(123456n);
    expect(parseMinorUnits('-7.05')).toBe(-705n);
    expect(() => parseMinorUnits('1.234')).toThrow(RangeError);
    expect(() => parseMinorUnits('12e3')).toThrow(RangeError);
  });

  it('sums of parsed amounts are exact where floats drift', () => {
    const sum = ['0.1', '0.2'].map(parseMinorUnits).reduce((a, b) => a + b, 0n);
    expect(sum).toBe(30n);
  });

  it('rounds half away from zero, symmetrically', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (minor) => {
        expect(roundToMajor(-minor)).toBe(-roundToMajor(minor));
        const diff = minor - roundToMajor(minor) * 100n;
        expect(diff >= -50n && diff <= 50n).toBe(true);
      }),
    );
  });

  it('writes minor units back as the wire decimal, exactly', () => {
    expect(minorUnitsToDecimal(345000n)).toBe('3450.00');
    expect(minorUnitsToDecimal(5n)).toBe('0.05');
    expect(minorUnitsToDecimal(-1234n)).toBe('-12.34');
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (minor) => {
        expect(parseMinorUnits(minorUnitsToDecimal(minor))).toBe(minor);
      }),
    );
  });

  it('reads a missing or malformed amount as null instead of throwing', () => {
    expect(tryParseMinorUnits('1234.5')).toBe(123450n);
    expect(tryParseMinorUnits('')).toBeNull();
    expect(tryParseMinorUnits('abc')).toBeNull();
    expect(tryParseMinorUnits(undefined)).toBeNull();
  });

  it('reads an empty optional amount as null and writes null back as empty', () => {
    expect([parseOptionalMinorUnits(''), parseOptionalMinorUnits(' '), parseOptionalMinorUnits('1500')]).toEqual([null, null, 150000n]);
    expect([optionalMinorUnitsToDecimal(null), optionalMinorUnitsToDecimal(150000n)]).toEqual(['', '1500.00']);
  });

  it('counts whole major units toward zero', () => {
    expect(wholeMajorUnits(481299n)).toBe(4812);
    expect(wholeMajorUnits(-150n)).toBe(-1);
  });

  it('shows the minor units only when there are some, with Indian grouping', () => {
    expect(formatMoneyExact(150_000n, 'INR')).toBe('₹1,500');
    expect(formatMoneyExact(12_345_678_95n, 'INR')).toBe('₹1,23,45,678.95');
    expect(formatMoneyExact(-1_99n, 'INR')).toBe('-₹1.99');
    expect(formatMoneyExact(-50n, 'INR')).toBe('-₹0.50');
    expect(formatMoneyExact(5n, 'USD')).toBe('$0.05');
  });
});
