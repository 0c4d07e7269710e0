import { and, desc, eq, gt, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { PendingFeedbackTrip } from '../../../src/contract/feedback/operations';
import { COMPLETED_TRIP_STATUSES, FEEDBACK_TRAVEL_DATE_AFTER, recentFeedbackFrom, utcDay } from '../../../src/domain/feedback';
import type { HandlerContext } from '../../dispatch/types';
import { corporateFeedbackSettings, tripFeedback } from '../../store/schema-feedback';
import { trips } from '../../store/schema-trips';
import { callerTravels } from '../../workflow/trip-travellers';

/** The company setting of docs/product.md#trip-feedback: only the special client's users are prompted. */
export async function isSpecialClient(ctx: HandlerContext): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ special: corporateFeedbackSettings.specialClient })
    .from(corporateFeedbackSettings)
    .where(eq(corporateFeedbackSettings.corporateId, ctx.session.corporateid));
  return row?.special ?? false;
}

/**
 * The caller's completed trips (ticketed or rescheduled, ended before the server's today and at most
 * FEEDBACK_RECENT_DAYS ago: issue 15, last year's trip is not asked about) that have
 * no feedback from the caller yet, newest travel date first. For the special client only trips
 * travelled after 2025-07-31 (docs/product.md#constants-and-code-tables); other companies get them all.
 */
export async function pendingFeedbackTrips(
  ctx: HandlerContext,
  limit: number,
  special: boolean,
): Promise<PendingFeedbackTrip[]> {
  const { corporateid, profileid } = ctx.session;
  const rows = await ctx.tx
    .select({
      tripid: trips.id,
      tripname: trips.tripName,
      destination: trips.destination,
      countries: trips.destinationCountries,
      fromdate: trips.fromDate,
      todate: trips.toDate,
      status: trips.status,
    })
    .from(trips)
    .where(
      and(
        eq(trips.corporateId, corporateid),
        callerTravels(ctx, profileid),
        inArray(trips.status, [...COMPLETED_TRIP_STATUSES]),
        lt(trips.toDate, utcDay(ctx.now)),
        gte(trips.toDate, recentFeedbackFrom(utcDay(ctx.now))),
        special ? gt(trips.fromDate, FEEDBACK_TRAVEL_DATE_AFTER) : undefined,
        notExists(
          ctx.tx
            .select({ one: sql`1` })
            .from(tripFeedback)
            .where(and(eq(tripFeedback.tripId, trips.id), eq(tripFeedback.profileId, profileid))),
        ),
      ),
    )
    .orderBy(desc(trips.fromDate), desc(trips.toDate), desc(trips.id))
    .limit(limit);
  return rows.map(({ countries, ...trip }) => ({ ...trip, destinationcountry: countries.join(', ') }));
}
