/** Text formats of the trip PDFs; WinAnsi-safe (no rupee sign: the currency code leads). */

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Exact money from integer minor units: 12345650 paise, 'INR' → "INR 1,23,456.50" (Indian grouping, never rounded). */
export function exactMoney(minor: number | bigint, currency: string): string {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const major = grouping.format(abs / 100n);
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${currency.toUpperCase()} ${sign}${major}.${cents}`;
}

/** '2026-03-12' → '12/03/2026' (docs/product.md#constants-and-code-tables lists DD/MM/YYYY). */
export function dayText(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDay;
}

/** A moment in UTC: '12/03/2026 14:05 UTC'. */
export function momentText(at: Date): string {
  const iso = at.toISOString();
  return `${dayText(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;
}

/** Inclusive day count of a trip: 12 to 14 March is 3 days. */
export function tripDays(fromDate: string, toDate: string): number {
  const ms = Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`);
  return Number.isFinite(ms) && ms >= 0 ? Math.floor(ms / 86_400_000) + 1 : 1;
}
