import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promoDiscount } from './flight-promo';

describe('promoDiscount (sandbox promo codes)', () => {
  it('FLYCORP10: 10 % rounded half up to the paisa, capped at ₹1,500, any flight, from ₹3,000', () => {
    expect(promoDiscount('flycorp10', 5_000_05n, 'domestic')).toEqual({
      ok: true,
      code: 'FLYCORP10',
      discountPaise: 500_01n,
      message: 'Promo code FLYCORP10 applied: ₹500.01 off',
    });
    expect(promoDiscount(' FLYCORP10 ', 90_000_00n, 'international')).toMatchObject({ ok: true, discountPaise: 1_500_00n });
    expect(promoDiscount('FLYCORP10', 2_999_99n, 'domestic')).toEqual({ ok: false, message: 'This promo code needs a booking of at least ₹3,000' });
  });

  it('DOMESTIC500 and INTL2000 apply to their kind of flight only', () => {
    expect(promoDiscount('DOMESTIC500', 4_000_00n, 'domestic')).toMatchObject({ ok: true, discountPaise: 500_00n });
    expect(promoDiscount('DOMESTIC500', 40_000_00n, 'international')).toEqual({ ok: false, message: 'This promo code is valid on domestic flights only' });
    expect(promoDiscount('INTL2000', 25_000_00n, 'international')).toMatchObject({ ok: true, discountPaise: 2_000_00n });
    expect(promoDiscount('INTL2000', 25_000_00n, 'domestic')).toEqual({ ok: false, message: 'This promo code is valid on international flights only' });
  });

  it('refuses unknown, empty and expired codes', () => {
    expect(promoDiscount('NOPE', 10_000_00n, 'domestic')).toEqual({ ok: false, message: 'Invalid promo code' });
    expect(promoDiscount('  ', 10_000_00n, 'domestic')).toEqual({ ok: false, message: 'Please enter a promo code' });
    expect(promoDiscount('MONSOON15', 10_000_00n, 'domestic')).toEqual({ ok: false, message: 'This promo code has expired' });
  });

  it('never discounts more than the total, nor less than nothing (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('FLYCORP10', 'DOMESTIC500', 'INTL2000'),
        fc.bigInt({ min: 0n, max: 10_000_000_00n }),
        fc.constantFrom('domestic' as const, 'international' as const),
        (code, total, domint) => {
          const result = promoDiscount(code, total, domint);
          if (result.ok) {
            expect(result.discountPaise).toBeGreaterThan(0n);
            expect(result.discountPaise).toBeLessThanOrEqual(total);
          }
        },
      ),
    );
  });
});
