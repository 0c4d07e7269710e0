import type { ExpenseAdjustment } from './expense-report-types';
import { divideRounded } from './money';

/*
 * The sums of an expense claim (docs/features/expenses.md "Amounts"), in integer minor units of one
 * currency, exact: mileage from a distance and a vehicle's rate, per diem from days and a daily
 * rate, what finance's verification changed, and how a trip's advance settles against the claim.
 */

/** Miles in one kilometre (the product's constant). */
export const KM_TO_MILES = '0.621371';
const FACTOR_SCALE = 1_000_000n;
const FACTOR = 621_371n;

export const DISTANCE_UNITS = ['km', 'miles'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/**
 * Mileage: `distance` in hundredths of `unit`, paid at `ratePerUnit` minor units per `rateUnit`
 * (the vehicle's). A distance in the other unit is converted with KM_TO_MILES; rounded once.
 */
export function mileageAmount(distanceHundredths: bigint, unit: DistanceUnit, ratePerUnit: bigint, rateUnit: DistanceUnit): bigint {
  const raw = distanceHundredths * ratePerUnit;
  if (unit === rateUnit) return divideRounded(raw, 100n);
  // km → miles multiplies by the factor; miles → km divides by it.
  return unit === 'km' ? divideRounded(raw * FACTOR, 100n * FACTOR_SCALE) : divideRounded(raw * FACTOR_SCALE, 100n * FACTOR);
}

/** A distance in hundredths of its unit, in the other unit (for showing both). */
export function convertDistance(distanceHundredths: bigint, from: DistanceUnit, to: DistanceUnit): bigint {
  if (from === to) return distanceHundredths;
  return from === 'km' ? divideRounded(distanceHundredths * FACTOR, FACTOR_SCALE) : divideRounded(distanceHundredths * FACTOR_SCALE, FACTOR);
}

/** Per diem: whole days at a daily rate. */
export function perDiemAmount(days: number, dailyRate: bigint): bigint {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a whole number of at least 1: ${days}`);
  return BigInt(days) * dailyRate;
}

/** Days from `from` to `to` (YYYY-MM-DD) counting both ends; 0 when `to` is before `from`. */
export function daysInclusive(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return Number.isFinite(days) && days >= 0 ? days + 1 : 0;
}

/** A line as finance sees it: claimed, and (once verified) the amount allowed, both in the base currency. */
export interface VerifiedLine {
  claimed: bigint;
  allowed: bigint;
}

/** What verification changed: no line, some lines or every line allowed at other than the claim. */
export function adjustmentOf(lines: readonly VerifiedLine[]): ExpenseAdjustment {
  const changed = lines.filter((l) => l.allowed !== l.claimed).length;
  if (changed === 0) return 'none';
  return changed === lines.length ? 'all' : 'some';
}

export interface Settlement {
  /** The company still owes the employee this much (0 when the advance covered everything). */
  owedToEmployee: bigint;
  /** The employee hands back this much of the advance (0 when the claim used it all). */
  toSurrender: bigint;
}

/** A trip's advance against what the claim reimburses, both in the base currency. */
export function settleAdvance(reimbursable: bigint, advance: bigint): Settlement {
  return reimbursable >= advance ? { owedToEmployee: reimbursable - advance, toSurrender: 0n } : { owedToEmployee: 0n, toSurrender: advance - reimbursable };
}
