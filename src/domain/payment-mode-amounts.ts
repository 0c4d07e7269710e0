import { tryParseMinorUnits } from './money';

/*
 * Wallet amounts on the wire: decimal strings with two places; '-1' is not an amount but the
 * spec's "balance unknown / no wallet" marker (docs/product.md#payment-mode), so it never becomes -100 paise.
 */
export const UNKNOWN_BALANCE_WIRE = '-1';

/** The wallet balance as paise, or null when unknown ('-1', or anything that is not an amount). */
export function walletBalanceFromWire(balance: string): bigint | null {
  if (balance.trim() === UNKNOWN_BALANCE_WIRE) return null;
  const paise = tryParseMinorUnits(balance);
  return paise !== null && paise >= 0n ? paise : null;
}
