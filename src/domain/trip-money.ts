/*
 * Trip amounts: integer paise in the database (int4: no bigint, which pg and PGlite answer differently), decimal strings
 * with two places on the wire. int4 caps an amount at about ₹2.1 crore; TRIP_AMOUNT_MAX keeps
 * every stored value (and a sum of a few) well inside it.
 */
export const TRIP_AMOUNT_MAX_PAISE = 1_000_000_000;

export const TRIP_AMOUNT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** "1234.5" → 123450; null when it is not a plain non-negative decimal with at most 2 places. */
export function decimalToPaise(value: string): number | null {
  const m = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return null;
  const paise = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return paise <= TRIP_AMOUNT_MAX_PAISE ? paise : null;
}

/** 123450 → "1234.50". */
export function paiseToDecimal(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
