import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { HandlerContext } from '../dispatch/types';
import { trips, tripTravellers } from '../store/schema-trips';

/** A query condition: the person travels on the trip (its main traveller, or one of its listed travellers). */
export function callerTravels(ctx: HandlerContext, profileId: string) {
  const listed = ctx.tx
    .select({ one: sql`1` })
    .from(tripTravellers)
    .where(and(eq(tripTravellers.tripId, trips.id), eq(tripTravellers.travellerProfileId, profileId)));
  return or(eq(trips.travellerProfileId, profileId), exists(listed));
}
