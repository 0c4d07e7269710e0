import { convertMinorUnits } from './currency-rates';
import { type LocationGroupMembers, type Place, placeInGroup } from './location-groups';

/*
 * Per-diem rates (docs/features/per-diem.md): a plan's rate table has one row per location group of
 * the company and at most one fallback row each for "domestic, elsewhere" and "international,
 * elsewhere". Which row applies at a place is decided here, purely, so the imprest ceiling and
 * (later) the expense caps read the same rate.
 */

export const PER_DIEM_LOCATION_TYPES = ['group', 'domestic', 'international'] as const;
export type PerDiemLocationType = (typeof PER_DIEM_LOCATION_TYPES)[number];

/** One row of a rate table; amounts are minor units of the row's currency, per day. */
export interface PerDiemRate {
  locationtype: PerDiemLocationType;
  /** The location group of a 'group' row; '' for the fallbacks. */
  locationgroupid: string;
  currency: string;
  lodging: bigint;
  meals: bigint;
  incidentals: bigint;
}

export const dailyTotal = (rate: PerDiemRate): bigint => rate.lodging + rate.meals + rate.incidentals;

/** Rates in different currencies are compared by their rupee value at the reference rates. */
const inRupees = (rate: PerDiemRate): bigint => convertMinorUnits(dailyTotal(rate), rate.currency, 'INR');

/**
 * The row that applies at `place`: among the rows of the location groups holding it, the one with
 * the highest daily total (compared in rupees; on a tie the row listed first); else the domestic or
 * international fallback row, as `domestic` says; else null (the plan has no rate there).
 */
export function perDiemRateFor<R extends PerDiemRate>(rows: readonly R[], groups: readonly LocationGroupMembers[], place: Place, domestic: boolean): R | null {
  const holding = new Set(groups.filter((g) => placeInGroup(place, g)).map((g) => g.groupid));
  let best: R | null = null;
  for (const row of rows) {
    if (row.locationtype === 'group' && holding.has(row.locationgroupid) && (best === null || inRupees(row) > inRupees(best))) best = row;
  }
  return best ?? rows.find((r) => r.locationtype === (domestic ? 'domestic' : 'international')) ?? null;
}

/** Where a trip goes, and whether that is in the company's home country. */
export interface PerDiemDestination {
  place: Place;
  domestic: boolean;
}

export interface PerDiemCeiling<R extends PerDiemRate> {
  /** The row whose rate was used, and the destination it was used for. */
  row: R;
  destination: PerDiemDestination;
  /** The row's daily total in the ceiling's currency. */
  perday: bigint;
  /** perday × days. */
  amount: bigint;
}

/**
 * The most a trip may draw on per diem, in `currency`: a trip records no days per destination, so
 * the destination with the highest daily rate (in `currency`; on a tie the first) counts for every
 * day of the trip. Destinations without a rate are passed over; null when none has one.
 */
export function perDiemCeiling<R extends PerDiemRate>(
  rows: readonly R[],
  groups: readonly LocationGroupMembers[],
  destinations: readonly PerDiemDestination[],
  days: number,
  currency: string,
): PerDiemCeiling<R> | null {
  let best: PerDiemCeiling<R> | null = null;
  for (const destination of destinations) {
    const row = perDiemRateFor(rows, groups, destination.place, destination.domestic);
    if (!row) continue;
    const perday = convertMinorUnits(dailyTotal(row), row.currency, currency);
    if (best === null || perday > best.perday) best = { row, destination, perday, amount: perday * BigInt(days) };
  }
  return best;
}
