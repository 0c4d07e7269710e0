/*
 * Sandbox flight promo codes (TG-GENERIC getflightpromodetails; docs/sandbox-airline.md "Promo
 * codes"). Shared by the promo lookup and the booking server, which applies the discount again
 * on its own total. Codes are case-insensitive; totals are paise (bigint) of fares plus extras.
 */
import { formatMoneyExact } from './money';

export type PromoDomInt = 'domestic' | 'international';

export interface PromoCode {
  code: string;
  /** Percent off (whole percent), capped at capPaise; or a flat amount when percent is 0. */
  percent: bigint;
  flatPaise: bigint;
  capPaise: bigint;
  minTotalPaise: bigint;
  /** null = any flight. */
  domint: PromoDomInt | null;
  expired: boolean;
}

export const PROMO_CODES: readonly PromoCode[] = [
  { code: 'FLYCORP10', percent: 10n, flatPaise: 0n, capPaise: 1_500_00n, minTotalPaise: 3_000_00n, domint: null, expired: false },
  { code: 'DOMESTIC500', percent: 0n, flatPaise: 500_00n, capPaise: 500_00n, minTotalPaise: 4_000_00n, domint: 'domestic', expired: false },
  { code: 'INTL2000', percent: 0n, flatPaise: 2_000_00n, capPaise: 2_000_00n, minTotalPaise: 20_000_00n, domint: 'international', expired: false },
  { code: 'MONSOON15', percent: 15n, flatPaise: 0n, capPaise: 3_000_00n, minTotalPaise: 0n, domint: null, expired: true },
];

export type PromoResult = { ok: true; code: string; discountPaise: bigint; message: string } | { ok: false; message: string };

const rupees = (paise: bigint) => formatMoneyExact(paise, 'INR');

/** The discount a code gives on a total, or why it does not apply. The discount never exceeds the total. */
export function promoDiscount(code: string, totalPaise: bigint, domint: PromoDomInt): PromoResult {
  const wanted = code.trim().toUpperCase();
  if (wanted === '') return { ok: false, message: 'Please enter a promo code' };
  const promo = PROMO_CODES.find((p) => p.code === wanted);
  if (!promo) return { ok: false, message: 'Invalid promo code' };
  if (promo.expired) return { ok: false, message: 'This promo code has expired' };
  if (promo.domint !== null && promo.domint !== domint) {
    return { ok: false, message: `This promo code is valid on ${promo.domint} flights only` };
  }
  if (totalPaise < promo.minTotalPaise) {
    return { ok: false, message: `This promo code needs a booking of at least ${rupees(promo.minTotalPaise)}` };
  }
  // Percent codes round half up to the paisa, then the cap; flat codes are their amount.
  const raw = promo.percent > 0n ? (totalPaise * promo.percent + 50n) / 100n : promo.flatPaise;
  const capped = raw > promo.capPaise ? promo.capPaise : raw;
  const discountPaise = capped > totalPaise ? totalPaise : capped;
  return { ok: true, code: promo.code, discountPaise, message: `Promo code ${promo.code} applied: ${rupees(discountPaise)} off` };
}
