import { eq } from 'drizzle-orm';
import { imprestMaxAmount, imprestMaxAmountV2 } from '../../../src/contract/trips/actions-info';
import { hasReferenceRate } from '../../../src/domain/currency-rates';
import { perDiemCeiling } from '../../../src/domain/per-diem';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { loadLocationGroupMembers } from '../../store/location-groups-read';
import { loadPerDiemPlanOf, tripDestinationPlaces } from '../../store/per-diem-read';
import { corporates } from '../../store/schema';
import { type TripRow, loadTripForCaller } from '../../workflow/trip-access';
import { loadTripSettings } from '../../workflow/trip-settings';
import { tripDays } from '../../pdf/docket-format';
import { isInternationalTrip } from './documents-required';

/**
 * The imprest (advance) ceiling of a trip (docs/operations.md): when its traveller is on a per-diem
 * plan with a rate for where the trip goes, the plan's daily rate × the trip's days, in the imprest
 * currency (docs/features/per-diem.md "The imprest ceiling"); otherwise a per-day allowance × the
 * days, domestic or international, in the company's base currency. Days count both ends. The product
 * leaves the rule open (docs/operations.md); these allowances are our defaults. Amounts in minor units.
 */
export const IMPREST_PER_DAY: Record<string, { domestic: bigint; international: bigint }> = {
  INR: { domestic: 3_000_00n, international: 15_000_00n },
  USD: { domestic: 100_00n, international: 250_00n },
  PHP: { domestic: 3_000_00n, international: 12_000_00n },
};
/** A currency without its own allowances falls back to the USD figures, answered in USD. */
const FALLBACK_CURRENCY = 'USD';

export const decimal = (minor: bigint) => {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

interface Ceiling {
  amount: bigint;
  currency: string;
  perday: bigint;
  source: 'perdiem' | 'default';
  groupname: string;
}

/**
 * A trip that asked for an imprest is advanced in its imprest currency; one that asked for none
 * carries only the form's default (USD), so its ceiling is in the company's currency. Either needs
 * a reference rate (src/domain/currency-rates.ts), else the rupee.
 */
function perDiemCurrency(trip: TripRow, baseCurrency: string): string {
  const wanted = [...(trip.imprestRequired ? [trip.imprestCurrency] : []), baseCurrency].map((c) => c.toUpperCase());
  return wanted.find(hasReferenceRate) ?? 'INR';
}

/** The per-diem ceiling, or null when the traveller is on no plan or the plan has no rate for the trip's destinations. */
async function perDiemRule(ctx: HandlerContext, trip: TripRow, days: number, baseCurrency: string): Promise<Ceiling | null> {
  const plan = await loadPerDiemPlanOf(ctx.tx, trip.corporateId, trip.travellerProfileId);
  if (!plan || plan.rows.length === 0) return null;
  const groups = await loadLocationGroupMembers(ctx.tx, trip.corporateId);
  const places = await tripDestinationPlaces(ctx.tx, trip);
  const { homeCountry } = await loadTripSettings(ctx.tx, trip.corporateId);
  const destinations = places.map((place) => ({ place, domestic: place.countrycode === homeCountry.toUpperCase() }));
  const currency = perDiemCurrency(trip, baseCurrency);
  const ceiling = perDiemCeiling(plan.rows, groups, destinations, days, currency);
  return ceiling && { amount: ceiling.amount, currency, perday: ceiling.perday, source: 'perdiem', groupname: plan.groupname };
}

function defaultRule(domint: 'domestic' | 'international', days: number, baseCurrency: string): Ceiling {
  const currency = IMPREST_PER_DAY[baseCurrency] ? baseCurrency : FALLBACK_CURRENCY;
  const perday = IMPREST_PER_DAY[currency]![domint];
  return { amount: perday * BigInt(days), currency, perday, source: 'default', groupname: '' };
}

async function imprestCeiling(ctx: HandlerContext, tripid: string) {
  const trip = await loadTripForCaller(ctx, tripid, 'read');
  const [company] = await ctx.tx.select({ currency: corporates.baseCurrency }).from(corporates).where(eq(corporates.id, trip.corporateId));
  const base = (company?.currency ?? FALLBACK_CURRENCY).toUpperCase();
  const domint = (await isInternationalTrip(ctx.tx, trip)) ? ('international' as const) : ('domestic' as const);
  const days = tripDays(trip.fromDate, trip.toDate);
  const ceiling = (await perDiemRule(ctx, trip, days, base)) ?? defaultRule(domint, days, base);
  return { ...ceiling, amount: decimal(ceiling.amount), perday: decimal(ceiling.perday), days, domint };
}

export const tripImprestHandlers: OperationHandler[] = [
  defineHandler(imprestMaxAmount)(async (ctx, { tripid }) => {
    const { amount } = await imprestCeiling(ctx, tripid);
    return { ApiStatus: { Status: 'OK' }, amount };
  }),
  defineHandler(imprestMaxAmountV2)(async (ctx, { tripid }) => ({ ApiStatus: { Status: 'OK' }, ...(await imprestCeiling(ctx, tripid)) })),
];
