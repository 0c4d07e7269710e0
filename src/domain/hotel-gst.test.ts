import { describe, expect, it } from 'vitest';
import { HOTEL_GST_SLABS, HOTEL_SAC_CODE, hotelGstOnNight, hotelGstPercent } from './hotel-gst';

describe('hotel GST slabs (docs/sandbox-hotels.md "GST")', () => {
  it('charges 5 % up to ₹7,500 a night inclusive and 18 % from ₹7,500.01', () => {
    expect(hotelGstPercent(750_000n)).toBe(5);
    expect(hotelGstOnNight(750_000n)).toBe(37_500n);
    expect(hotelGstPercent(750_001n)).toBe(18);
    expect(hotelGstOnNight(750_001n)).toBe(135_000n);
  });

  it('covers the cheapest and dearest rooms', () => {
    expect(hotelGstPercent(0n)).toBe(5);
    expect(hotelGstOnNight(0n)).toBe(0n);
    expect(hotelGstPercent(5_000_000n)).toBe(18);
    expect(hotelGstOnNight(5_000_000n)).toBe(900_000n);
  });

  it('rounds the tax half up to the paisa', () => {
    // ₹1,000.10 at 5 % is ₹50.005 → ₹50.01; ₹1,000.09 at 5 % is ₹50.0045 → ₹50.00.
    expect(hotelGstOnNight(100_010n)).toBe(5_001n);
    expect(hotelGstOnNight(100_009n)).toBe(5_000n);
  });

  it('refuses a negative room value', () => {
    expect(() => hotelGstPercent(-1n)).toThrow(RangeError);
  });

  it('keeps the slab table ascending, ending open, and the SAC of accommodation', () => {
    expect(HOTEL_GST_SLABS.at(-1)?.upToPaise).toBeNull();
    expect(HOTEL_SAC_CODE).toBe('9963');
  });
});
