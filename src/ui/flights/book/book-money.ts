import { parseMinorUnits } from '../../../domain/money';

/** Paise as the wire's decimal string: 123450n → '1234.50'. */
export function formatDecimal(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A wire amount in paise; 0 for anything unreadable (the page shows, the server decides). */
export function paiseOf(decimal: string | undefined): bigint {
  try {
    return parseMinorUnits(decimal ?? '0');
  } catch {
    return 0n;
  }
}

/** What the user pays: fares + extras − promo discount, never below zero. */
export function payablePaise(faresPaise: bigint, extrasPaise: bigint, discountPaise: bigint): bigint {
  const total = faresPaise + extrasPaise - discountPaise;
  return total < 0n ? 0n : total;
}
