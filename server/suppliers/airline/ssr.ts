import { BAGGAGE_CODES, type ExtrasOption, MEAL_CODES, MEAL_NAMES, type MealCode } from '../../../src/domain/flight-extras';
import type { Carrier } from './carriers';

/*
 * Meals and extra baggage the sandbox airline sells on a segment (docs/sandbox-airline.md
 * "Extras"). Fixed by carrier and segment, so the same flight always answers the same list.
 * Meals use the spec's codes (docs/product.md#constants-and-code-tables). A fare with fmeal gets every meal free; otherwise a
 * low-cost carrier prices them (pmeal) and a full-service carrier includes them. Baggage is
 * always paid. Short hops (under 75 minutes) serve snacks only, as real airlines do.
 */

/** Market prices in whole rupees before the carrier's price factor. */
const MEAL_RUPEES: Readonly<Record<MealCode, number>> = { V: 350, N: 400, D: 0, E: 250, J: 350, F: 400, G: 450, T: 150 };
const SNACK_CODES: ReadonlySet<MealCode> = new Set(['D', 'E', 'T']);
const BAGGAGE_KG: Readonly<Record<(typeof BAGGAGE_CODES)[number], number>> = { XB5: 5, XB10: 10, XB15: 15, XB20: 20 };

/** Rupees × the carrier's price factor, to the nearest ₹10, as paise. */
export function carrierPaise(carrier: Carrier, rupees: number): bigint {
  const scaled = Math.round((rupees * carrier.priceFactor) / 1000 / 10) * 10;
  return BigInt(scaled) * 100n;
}

export interface SsrSegmentInput {
  carrier: Carrier;
  /** Block minutes of the segment. */
  duration: number;
  international: boolean;
  /** The fare includes meals (fmeal), or the catalogue is asked without a fare on a full-service carrier. */
  freeMeals: boolean;
}

export function mealsFor({ carrier, duration, international, freeMeals }: SsrSegmentInput): ExtrasOption[] {
  const codes = duration < 75 ? MEAL_CODES.filter((c) => SNACK_CODES.has(c)) : MEAL_CODES;
  return codes.map((code) => ({
    code,
    name: MEAL_NAMES[code],
    amountPaise: freeMeals || !carrier.lowCost ? 0n : carrierPaise(carrier, MEAL_RUPEES[code] * (international ? 1.5 : 1)),
  }));
}

/** Prepaid excess baggage: ₹450 a kilo domestic, ₹900 international (cheaper than at the airport). */
export function baggageFor({ carrier, international }: SsrSegmentInput): ExtrasOption[] {
  return BAGGAGE_CODES.map((code) => ({
    code,
    name: `${BAGGAGE_KG[code]} KG`,
    amountPaise: carrierPaise(carrier, BAGGAGE_KG[code] * (international ? 900 : 450)),
  }));
}
