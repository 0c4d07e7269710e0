import { eq } from 'drizzle-orm';
import { imprestMaxAmount, imprestMaxAmountV2 } from '../../../src/contract/trips/actions-info';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { corporates } from '../../store/schema';
import { loadTripForCaller } from '../../workflow/trip-access';
import { tripDays } from '../../pdf/docket-format';
import { isInternationalTrip } from './documents-required';

/**
 * The imprest (advance) ceiling of a trip: a per-day allowance × the trip's days (both ends
 * counted), domestic or international, in the company's base currency. The spec leaves the rule
 * open; these allowances are the product's defaults (docs/operations.md). Amounts in minor units.
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

async function imprestCeiling(ctx: HandlerContext, tripid: string) {
  const trip = await loadTripForCaller(ctx, tripid, 'read');
  const [company] = await ctx.tx.select({ currency: corporates.baseCurrency }).from(corporates).where(eq(corporates.id, trip.corporateId));
  const base = (company?.currency ?? FALLBACK_CURRENCY).toUpperCase();
  const currency = IMPREST_PER_DAY[base] ? base : FALLBACK_CURRENCY;
  const domint = (await isInternationalTrip(ctx.tx, trip)) ? ('international' as const) : ('domestic' as const);
  const perday = IMPREST_PER_DAY[currency]![domint];
  const days = tripDays(trip.fromDate, trip.toDate);
  return { amount: decimal(perday * BigInt(days)), currency, perday: decimal(perday), days, domint };
}

export const tripImprestHandlers: OperationHandler[] = [
  defineHandler(imprestMaxAmount)(async (ctx, { tripid }) => {
    const { amount } = await imprestCeiling(ctx, tripid);
    return { ApiStatus: { Status: 'OK' }, amount };
  }),
  defineHandler(imprestMaxAmountV2)(async (ctx, { tripid }) => ({ ApiStatus: { Status: 'OK' }, ...(await imprestCeiling(ctx, tripid)) })),
];
