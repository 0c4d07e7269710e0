import { and, eq, gte, lt, ne } from 'drizzle-orm';
import { getCorporateTripDates, getRecentTrips, getTripsCreatedByProfile } from '../../../src/contract/trips/core';
import { TRIP_STATUSES, isTripStatus } from '../../../src/domain/trip-lifecycle-types';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { profiles, trips } from '../../store/schema';
import { handlesTravellerOf } from '../../workflow/coordinator-scope';
import { newestTripsOf, travellingTripsOf } from './list-query';
import { tripsToWire } from './wire';

const OK = { Status: 'OK' as const };
const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY));

/** createdbyprofileid other than the caller: trip staff of the same company, a coordinator for a mapped traveller. */
async function whoseTrips(ctx: HandlerContext, createdbyprofileid: string): Promise<string> {
  const { session } = ctx;
  if (createdbyprofileid === '' || createdbyprofileid === session.profileid) return session.profileid;
  if (!(await handlesTravellerOf(ctx, createdbyprofileid))) throw forbidden('createdbyprofileid: not yours');
  const [colleague] = await ctx.tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, createdbyprofileid), eq(profiles.corporateId, session.corporateid)));
  if (!colleague) throw forbidden('createdbyprofileid: not yours');
  return colleague.id;
}

/**
 * The trips a profile made or travels on, newest first. filterby is a status ('' or 'all' for
 * any); startdate/enddate bound the creation day, defaulting to 90 days back to tomorrow (docs/product.md#constants-and-code-tables).
 */
export const getTripsCreatedByProfileHandler = defineHandler(getTripsCreatedByProfile)(async (ctx, input) => {
  const profileId = await whoseTrips(ctx, input.createdbyprofileid);
  const today = dayOf(ctx.now);
  const start = input.startdate ?? addDays(today, -90);
  const end = input.enddate ?? addDays(today, 1);
  const status = input.filterby.toLowerCase();
  if (status !== '' && status !== 'all' && !isTripStatus(status)) throw badRequest(`filterby must be 'all' or a trip status: ${TRIP_STATUSES.join(', ')}`);
  const where = and(
    gte(trips.createdAt, new Date(`${start}T00:00:00Z`)),
    lt(trips.createdAt, new Date(`${addDays(end, 1)}T00:00:00Z`)),
    isTripStatus(status) ? eq(trips.status, status) : undefined,
  );
  const rows = await newestTripsOf(ctx.tx, ctx.session.corporateid, profileId, where, input.limit);
  return { ApiStatus: OK, list: await tripsToWire(ctx.tx, rows) };
});

/** The home page's five most recent trips of the caller (docs/operations.md "with size 5"). */
export const getRecentTripsHandler = defineHandler(getRecentTrips)(async (ctx, { size }) => {
  const rows = await newestTripsOf(ctx.tx, ctx.session.corporateid, ctx.session.profileid, undefined, size);
  return { ApiStatus: OK, list: await tripsToWire(ctx.tx, rows) };
});

/**
 * Date marks for the date pickers: trips the caller travels on (not those they made for others),
 * from 90 days back (the lower bound of docs/product.md#constants-and-code-tables) on, earliest first; cancelled trips leave no mark.
 */
export const getCorporateTripDatesHandler = defineHandler(getCorporateTripDates)(async (ctx) => {
  const where = and(ne(trips.status, 'cancelled'), gte(trips.toDate, addDays(dayOf(ctx.now), -90)));
  const rows = await travellingTripsOf(ctx.tx, ctx.session.corporateid, ctx.session.profileid, where, 500);
  return { ApiStatus: OK, list: rows.map((r) => ({ tripid: r.id, tripname: r.tripName, tripdate: r.fromDate, fromdate: r.fromDate, todate: r.toDate, status: r.status })) };
});
