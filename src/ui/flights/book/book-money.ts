import { tryParseMinorUnits } from '../../../domain/money';

/** A wire amount in paise; 0 for anything unreadable (the page shows, the server decides). */
export const paiseOf = (decimal: string | undefined): bigint => tryParseMinorUnits(decimal) ?? 0n;

/** What the user pays: fares + extras − promo discount, never below zero. */
export function payablePaise(faresPaise: bigint, extrasPaise: bigint, discountPaise: bigint): bigint {
  const total = faresPaise + extrasPaise - discountPaise;
  return total < 0n ? 0n : total;
}
