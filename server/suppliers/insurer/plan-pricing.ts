import {
  ageOnDate,
  durationDays,
  findBand,
  premiumTotals,
  withGst,
  type PremiumTotals,
} from '../../../src/domain/insurance-premium';
import type { insurancePlans, insurancePremiumRates } from '../../store/schema-insurance-catalog';

/* Prices one plan for one trip from its rate chart: pure, so search and quote agree to the paisa. */

export type PlanRow = typeof insurancePlans.$inferSelect;
export type RateRow = typeof insurancePremiumRates.$inferSelect;

export interface QuoteTrip {
  startdate: string;
  enddate: string;
  paxList: readonly { paxnumber: number; dob: string }[];
}

export interface PaxQuote {
  paxnumber: number;
  /** Whole years at the start date. */
  age: number;
  premiumPaise: bigint;
  gstPaise: bigint;
}

export interface PlanPricing extends PremiumTotals {
  /** Days of the trip (startdate to enddate). */
  days: number;
  /** Every traveller; premiums are 0 when the plan refuses the trip. */
  perPax: PaxQuote[];
  /** Why the plan does not cover this trip, or null. */
  refused: string | null;
}

function refusalOf(plan: PlanRow, days: number, ages: readonly { paxnumber: number; age: number }[]): string | null {
  const reasons: string[] = [];
  if (days > plan.dayLimit) reasons.push(`Covers trips of up to ${plan.dayLimit} days`);
  const outside = ages.filter(({ age }) => age < plan.minAge || age > plan.maxAge);
  if (outside.length > 0) {
    const who = outside.map(({ paxnumber, age }) => `traveller ${paxnumber} is ${age}`).join(', ');
    reasons.push(`Covers travellers aged ${plan.minAge} to ${plan.maxAge}: ${who}`);
  }
  return reasons.length > 0 ? reasons.join('; ') : null;
}

/** The plan's rates must be that plan's rows; a gap in the chart is a refusal, never a zero premium. */
export function pricePlan(plan: PlanRow, rates: readonly RateRow[], trip: QuoteTrip): PlanPricing {
  const days = durationDays(trip.startdate, trip.enddate);
  const ages = trip.paxList.map((pax) => ({ paxnumber: pax.paxnumber, age: ageOnDate(pax.dob, trip.startdate) }));
  const refusedPricing = (refused: string): PlanPricing => ({
    days,
    perPax: ages.map((a) => ({ ...a, premiumPaise: 0n, gstPaise: 0n })),
    refused,
    premiumPaise: 0n,
    gstPaise: 0n,
    totalPaise: 0n,
  });
  const refused = refusalOf(plan, days, ages);
  if (refused) return refusedPricing(refused);

  const perPax: PaxQuote[] = [];
  for (const { paxnumber, age } of ages) {
    const byAge = rates
      .filter((r) => age >= r.minAge && age <= r.maxAge)
      .map((r) => ({ ...r, min: r.minDays, max: r.maxDays }));
    const rate = findBand(byAge, days);
    if (!rate) return refusedPricing(`No premium for traveller ${paxnumber} (age ${age}, ${days} days)`);
    perPax.push({ paxnumber, age, ...withGst(BigInt(rate.premiumPaise)) });
  }
  return { days, perPax, refused: null, ...premiumTotals(perPax) };
}
