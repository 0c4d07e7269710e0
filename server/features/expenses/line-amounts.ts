import type * as v from 'valibot';
import type { ExpenseLineInputSchema } from '../../../src/contract/expenses/lines';
import { convertAtRate, hasReferenceRate, referenceRate } from '../../../src/domain/currency-rates';
import { type DistanceUnit, mileageAmount, perDiemAmount } from '../../../src/domain/expense-amounts';
import { parseMinorUnits } from '../../../src/domain/money';
import { dailyTotal, perDiemCeiling } from '../../../src/domain/per-diem';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { loadLocationGroupMembers } from '../../store/location-groups-read';
import { loadPerDiemPlanOf, tripDestinationPlaces } from '../../store/per-diem-read';
import type { TripRow } from '../../workflow/trip-access';
import { loadTripSettings } from '../../workflow/trip-settings';
import type { LineRow } from './rows';
import { vehicleOf } from './line-refs';

/* A line's money (docs/features/expenses.md "Amounts"): what was spent, the rate kept, the base amount. */

export type LineInput = v.InferOutput<typeof ExpenseLineInputSchema>;

/** The columns a line's type decides; those of the other types are cleared so a changed type leaves nothing behind. */
export type LineAmounts = Pick<
  LineRow,
  'currency' | 'amountMinor' | 'rate' | 'baseCurrency' | 'baseMinor' | 'distanceHundredths' | 'distanceUnit' | 'vehicleId' | 'ratePerUnitMinor' | 'rateUnit' | 'days' | 'dailyRateMinor' | 'place' | 'perDiemGroup'
>;

const NONE = { distanceHundredths: null, distanceUnit: null, vehicleId: null, ratePerUnitMinor: null, rateUnit: null, days: null, dailyRateMinor: null, place: null, perDiemGroup: null };

/** The rate from `currency` to the base: the one the line kept while its currency stays, else today's reference rate. */
function rateFor(currency: string, base: string, kept: LineRow | null): string {
  if (kept && kept.currency === currency && kept.baseCurrency === base) return kept.rate;
  for (const code of [currency, base]) if (!hasReferenceRate(code)) throw badRequest(`currency: no exchange rate for ${code}`);
  return referenceRate(currency, base);
}

function inBase(currency: string, amountMinor: bigint, base: string, kept: LineRow | null) {
  const rate = rateFor(currency, base, kept);
  return { currency, amountMinor, rate, baseCurrency: base, baseMinor: convertAtRate(amountMinor, rate) };
}

async function mileage(ctx: HandlerContext, input: LineInput, base: string, kept: LineRow | null): Promise<LineAmounts> {
  const vehicle = await vehicleOf(ctx, input.vehicleid);
  const distance = parseMinorUnits(input.distance);
  if (distance <= 0n) throw badRequest('distance: a mileage line needs a distance above 0');
  const rateUnit = vehicle.unit as DistanceUnit;
  // The vehicle master's rate is in the company's currency.
  const amount = mileageAmount(distance, input.distanceunit, vehicle.ratePerUnitPaise, rateUnit);
  return {
    ...NONE,
    ...inBase(base, amount, base, kept),
    distanceHundredths: distance,
    distanceUnit: input.distanceunit,
    vehicleId: vehicle.id,
    ratePerUnitMinor: vehicle.ratePerUnitPaise,
    rateUnit,
  };
}

/** Days × the plan's daily total where the trip goes (the imprest ceiling's lookup); more days than the trip lasts is for the policy (policy-totals.ts). */
async function perDiem(ctx: HandlerContext, input: LineInput, trip: TripRow | null, base: string, kept: LineRow | null): Promise<LineAmounts> {
  if (!trip) throw badRequest('tripid: a per-diem line needs a trip');
  const noRate = badRequest(`days: no per-diem rate for ${trip.destination || 'this trip'} in your per-diem plan`);
  const plan = await loadPerDiemPlanOf(ctx.tx, trip.corporateId, ctx.session.profileid);
  if (!plan || plan.rows.length === 0) throw noRate;
  const groups = await loadLocationGroupMembers(ctx.tx, trip.corporateId);
  const { homeCountry } = await loadTripSettings(ctx.tx, trip.corporateId);
  const destinations = (await tripDestinationPlaces(ctx.tx, trip)).map((place) => ({ place, domestic: place.countrycode === homeCountry.toUpperCase() }));
  // Rates are compared in rupees (every reference rate is); the line is then in the row's own currency.
  const ceiling = perDiemCeiling(plan.rows, groups, destinations, input.days, 'INR');
  if (!ceiling) throw noRate;
  const daily = dailyTotal(ceiling.row);
  return {
    ...NONE,
    ...inBase(ceiling.row.currency.toUpperCase(), perDiemAmount(input.days, daily), base, kept),
    days: input.days,
    dailyRateMinor: daily,
    place: ceiling.destination.place.city || ceiling.destination.place.countrycode,
    perDiemGroup: plan.groupname,
  };
}

/** The line's amounts by its type; refuses (400, naming the field) what cannot be priced. */
export async function lineAmounts(ctx: HandlerContext, input: LineInput, trip: TripRow | null, base: string, kept: LineRow | null): Promise<LineAmounts> {
  if (input.linetype === 'mileage') return mileage(ctx, input, base, kept);
  if (input.linetype === 'perdiem') return perDiem(ctx, input, trip, base, kept);
  return { ...NONE, ...inBase(input.currency || base, parseMinorUnits(input.amount), base, kept) };
}
