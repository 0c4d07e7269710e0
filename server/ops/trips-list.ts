import { type SQL, and, asc, desc, eq, gte, inArray, lt, ne, or } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { getCorporateTripDates, getRecentTrips, getTripsCreatedByProfile } from '../../src/contract/ops/trips-core';
import { isTripStaff } from '../../src/domain/trip-roles';
import { type HandlerContext, defineHandler } from '../dispatch/types';
import { forbidden } from '../http/errors';
import { profiles, tripTravellers, trips } from '../store/schema';
import { tripsToWire } from './trips-wire';

const OK = { Status: 'OK' as const };
const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY));

/**
 * The trips a profile made or travels on: a coordinator's trip for them, or a colleague's they
 * join as a fellow traveller, show in their list too (the main traveller is a trip_travellers row).
 */
function mineOrFor(corporateId: string, profileId: string): SQL {
  const travels = inArray(trips.id, new QueryBuilder().select({ id: tripTravellers.tripId }).from(tripTravellers).where(eq(tripTravellers.travellerProfileId, profileId)));
  return and(eq(trips.corporateId, corporateId), or(eq(trips.createdByProfileId, profileId), travels))!;
}

/** createdbyprofileid other than the caller: trip staff of the same company only. */
async function whoseTrips(ctx: HandlerContext, createdbyprofileid: string): Promise<string> {
  const { session } = ctx;
  if (createdbyprofileid === '' || createdbyprofileid === session.profileid) return session.profileid;
  if (!isTripStaff(session.role)) throw forbidden('createdbyprofileid: not yours');
  const [colleague] = await ctx.tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, createdbyprofileid), eq(profiles.corporateId, session.corporateid)));
  if (!colleague) throw forbidden('createdbyprofileid: not yours');
  return colleague.id;
}

/**
 * The trips a profile made or travels on, newest first. filterby is a status ('' or 'all' for
 * any); startdate/enddate bound the creation day, defaulting to 90 days back to tomorrow (spec §9).
 */
export const getTripsCreatedByProfileHandler = defineHandler(getTripsCreatedByProfile)(async (ctx, input) => {
  const profileId = await whoseTrips(ctx, input.createdbyprofileid);
  const today = dayOf(ctx.now);
  const start = input.startdate ?? addDays(today, -90);
  const end = input.enddate ?? addDays(today, 1);
  const status = input.filterby.toLowerCase();
  const rows = await ctx.tx
    .select()
    .from(trips)
    .where(
      and(
        mineOrFor(ctx.session.corporateid, profileId),
        gte(trips.createdAt, new Date(`${start}T00:00:00Z`)),
        lt(trips.createdAt, new Date(`${addDays(end, 1)}T00:00:00Z`)),
        status === '' || status === 'all' ? undefined : eq(trips.status, status as typeof trips.$inferSelect.status),
      ),
    )
    .orderBy(desc(trips.createdAt), desc(trips.id))
    .limit(input.limit);
  return { ApiStatus: OK, list: await tripsToWire(ctx.tx, rows) };
});

/** The home page's five most recent trips of the caller (core spec §7 "with size 5"). */
export const getRecentTripsHandler = defineHandler(getRecentTrips)(async (ctx, { size }) => {
  const rows = await ctx.tx
    .select()
    .from(trips)
    .where(mineOrFor(ctx.session.corporateid, ctx.session.profileid))
    .orderBy(desc(trips.createdAt), desc(trips.id))
    .limit(size);
  return { ApiStatus: OK, list: await tripsToWire(ctx.tx, rows) };
});

/** The caller's trips as date marks for the date pickers; cancelled trips leave no mark. */
export const getCorporateTripDatesHandler = defineHandler(getCorporateTripDates)(async (ctx) => {
  const rows = await ctx.tx
    .select({ id: trips.id, name: trips.tripName, from: trips.fromDate, to: trips.toDate, status: trips.status })
    .from(trips)
    .where(and(mineOrFor(ctx.session.corporateid, ctx.session.profileid), ne(trips.status, 'cancelled')))
    .orderBy(asc(trips.fromDate), asc(trips.id))
    .limit(500);
  return { ApiStatus: OK, list: rows.map((r) => ({ tripid: r.id, tripname: r.name, tripdate: r.from, fromdate: r.from, todate: r.to, status: r.status })) };
});
