/*
 * Insurance premium arithmetic, shared by the sandbox insurer (server) and the screens: ages and
 * durations from dates, band lookup, GST and exact totals. Money is bigint paise throughout.
 */

/** Travellers on one insurance search (docs/product.md#constants-and-code-tables: 1 to 5). */
export const INSURANCE_MAX_PAX = 5;
/** The longest trip a search may ask for; no seeded plan covers more than this anyway. */
export const INSURANCE_MAX_DAYS = 365;
/** GST on a travel-insurance premium (Indian insurer), per traveller. */
export const INSURANCE_GST_PERCENT = 18n;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(iso: string): number | null {
  const m = ISO_DAY.exec(iso);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === iso ? ms : null;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  return utcDay(value) !== null;
}

/** The calendar day of `now` as YYYY-MM-DD (UTC, like the rest of the server's "today"). */
export function isoToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Days from start to end (docs/product.md#validation-rules: "duration in days derived from the dates"): 10 for 01→11.
 * The same day twice is 0, which the search refuses ('Start and End dates should not be same.').
 */
export function durationDays(startdate: string, enddate: string): number {
  const start = utcDay(startdate);
  const end = utcDay(enddate);
  if (start === null || end === null) return 0;
  return Math.round((end - start) / DAY_MS);
}

/** Age in whole years on `onDate` (the trip's start date) of someone born on `dob`. */
export function ageOnDate(dob: string, onDate: string): number {
  const b = ISO_DAY.exec(dob);
  const d = ISO_DAY.exec(onDate);
  if (!b || !d) return 0;
  let age = Number(d[1]) - Number(b[1]);
  const monthDay = (m: RegExpExecArray) => Number(m[2]) * 100 + Number(m[3]);
  if (monthDay(d) < monthDay(b)) age -= 1;
  return Math.max(age, 0);
}

/** An inclusive range, e.g. ages 41 to 60 or 8 to 15 days. */
export interface Band {
  min: number;
  max: number;
}

/** The first band holding `value`, or undefined. */
export function findBand<B extends Band>(bands: readonly B[], value: number): B | undefined {
  return bands.find((band) => value >= band.min && value <= band.max);
}

/** 18% GST on one traveller's premium, rounded half up to the paisa. */
export function gstOnPremium(premiumPaise: bigint): bigint {
  if (premiumPaise < 0n) throw new RangeError('premium cannot be negative');
  return (premiumPaise * INSURANCE_GST_PERCENT + 50n) / 100n;
}

export interface PaxPremium {
  premiumPaise: bigint;
  gstPaise: bigint;
}

/** GST for each traveller's premium (each rounded on its own, as the invoice shows them). */
export function withGst(premiumPaise: bigint): PaxPremium {
  return { premiumPaise, gstPaise: gstOnPremium(premiumPaise) };
}

export interface PremiumTotals {
  premiumPaise: bigint;
  gstPaise: bigint;
  totalPaise: bigint;
}

/** Exact sums: total = Σ premiums + Σ per-traveller GST. */
export function premiumTotals(perPax: readonly PaxPremium[]): PremiumTotals {
  let premiumPaise = 0n;
  let gstPaise = 0n;
  for (const pax of perPax) {
    premiumPaise += pax.premiumPaise;
    gstPaise += pax.gstPaise;
  }
  return { premiumPaise, gstPaise, totalPaise: premiumPaise + gstPaise };
}

/** "Covers travellers aged 0 to 60" style label of a plan's age range. */
export function ageLimitText(minAge: number, maxAge: number): string {
  return `${minAge}-${maxAge}`;
}
