import { parseMinorUnits } from './money';

/*
 * Wallet amounts on the wire: decimal strings with two places; '-1' is not an amount but the
 * spec's "balance unknown / no wallet" marker (core §4), so it never becomes -100 paise.
 */
export const UNKNOWN_BALANCE_WIRE = '-1';

/** 5000000n → "50000.00"; -12345n → "-123.45". */
export function paiseToWire(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The wallet balance as paise, or null when unknown ('-1', or anything that is not an amount). */
export function walletBalanceFromWire(balance: string): bigint | null {
  if (balance.trim() === UNKNOWN_BALANCE_WIRE) return null;
  try {
    const paise = parseMinorUnits(balance);
    return paise < 0n ? null : paise;
  } catch {
    return null;
  }
}
