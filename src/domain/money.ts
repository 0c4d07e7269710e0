/**
 * Money is carried as integer minor units (paise, cents) in bigint, or as decimal strings on the
 * wire; it is never summed as floating point. Display rounds to whole units with Indian grouping.
 */
const SYMBOLS: Record<string, string> = { INR: '₹', PHP: '₱', USD: '$' };

export function currencySymbol(code: string): string {
  return SYMBOLS[code.toUpperCase()] ?? code.toUpperCase();
}

/** "1234.5" → 123450n. Rejects anything that is not a plain decimal with at most 2 places. */
export function parseMinorUnits(decimal: string): bigint {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!m) throw new RangeError(`not a decimal amount: ${decimal}`);
  const minor = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

/** A decimal that may be left empty ('' = none, as a master's optional limit): null then. */
export function parseOptionalMinorUnits(decimal: string): bigint | null {
  return decimal.trim() === '' ? null : parseMinorUnits(decimal);
}

/** null → '', else the decimal: parseOptionalMinorUnits' inverse. */
export function optionalMinorUnitsToDecimal(minor: bigint | null): string {
  return minor === null ? '' : minorUnitsToDecimal(minor);
}

/** A decimal that may be missing or malformed (a wire field the page only shows): null then. */
export function tryParseMinorUnits(decimal: string | null | undefined): bigint | null {
  if (decimal === null || decimal === undefined) return null;
  try {
    return parseMinorUnits(decimal);
  } catch {
    return null;
  }
}

/** 123450n → "1234.50", -5n → "-0.05": the wire's decimal strings, exact. */
export function minorUnitsToDecimal(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Whole major units, rounded toward zero, as a number (slider positions, short labels). */
export function wholeMajorUnits(minor: bigint): number {
  return Number(minor / 100n);
}

/** n / d rounded half away from zero (d > 0): every exact conversion rounds once, through this. */
export function divideRounded(n: bigint, d: bigint): bigint {
  const sign = n < 0n ? -1n : 1n;
  return (sign * (2n * n * sign + d)) / (2n * d);
}

/** Rounds half away from zero to whole major units. */
export function roundToMajor(minor: bigint): bigint {
  return divideRounded(minor, 100n);
}

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 12345678_90n, 'INR' → "₹1,23,45,679"; unknown codes are shown raw: "AED 1,000". */
export function formatMoney(minor: bigint, currency: string): string {
  const symbol = currencySymbol(currency);
  const whole = roundToMajor(minor);
  const sign = whole < 0n ? '-' : '';
  const digits = grouping.format(whole < 0n ? -whole : whole);
  return symbol.length === 1 ? `${sign}${symbol}${digits}` : `${sign}${symbol} ${digits}`;
}

/** 123450n, 'INR' → "₹1,234.50" and 150000n → "₹1,500": exact, the minor units shown only when there are some. */
export function formatMoneyExact(minor: bigint, currency: string): string {
  const abs = minor < 0n ? -minor : minor;
  const fraction = abs % 100n;
  const whole = formatMoney(abs - fraction, currency);
  const text = fraction === 0n ? whole : `${whole}.${String(fraction).padStart(2, '0')}`;
  return minor < 0n ? `-${text}` : text;
}
