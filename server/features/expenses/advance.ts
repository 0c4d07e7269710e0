import { and, eq } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { trips } from '../../store/schema';
import type { ReportRow } from './rows';

/* A trip's advance (imprest) as an expense report sees it (docs/features/expenses.md "Statuses"). */

export interface TripAdvance {
  amount: bigint;
  currency: string;
}

/** The advance of the report's trip, or null when it has no trip or the trip asked for none. */
export async function tripAdvanceOf(ctx: HandlerContext, report: ReportRow): Promise<TripAdvance | null> {
  if (report.tripId === '') return null;
  const [trip] = await ctx.tx
    .select({ required: trips.imprestRequired, amount: trips.imprestAmountRequestedPaise, currency: trips.imprestCurrency })
    .from(trips)
    .where(and(eq(trips.id, report.tripId), eq(trips.corporateId, report.corporateId)));
  return trip?.required && trip.amount > 0 ? { amount: BigInt(trip.amount), currency: trip.currency.toUpperCase() } : null;
}

/** The lifecycle's money guards: an advance not yet settled; money still owed to the employee. */
export function moneyContext(report: ReportRow, advance: TripAdvance | null, allowedReimbursable: bigint) {
  return {
    hasAdvance: advance !== null && report.settledAt === null,
    owesEmployee: report.settledAt === null ? allowedReimbursable > 0n : report.owedMinor > 0n,
  };
}
