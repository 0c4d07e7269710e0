import { and, asc, count, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { getTravelCoordinators, getTravellersUnderTc, getUpcomingTripsForTc } from '../../../src/contract/coordinators/operations';
import { isTravelCoordinator } from '../../../src/domain/trip-roles';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { coordinatorMappings, profiles, trips } from '../../store/schema';
import { mappedTravellersQuery } from '../../workflow/coordinator-scope';
import { findPerson, namesOf } from '../../workflow/directory';
import { mappingsWhere } from './store';

/* What coordinators, admins and travellers read (docs/features/coordinators.md). */

const OK = { Status: 'OK' as const };
const MAX_TRIPS = 500;

/** Whose travellers a call reads: a coordinator only their own; an admin any person of the company ('' = themselves). */
async function coordinatorAsked(ctx: HandlerContext, tcprofileid: string): Promise<string> {
  const me = ctx.session.profileid;
  if (tcprofileid === '' || tcprofileid === me) return me;
  if (isTravelCoordinator(ctx.session.role)) throw forbidden('tcprofileid: a coordinator reads only their own travellers');
  const person = await findPerson(ctx.tx, ctx.session.corporateid, tcprofileid);
  if (!person) throw badRequest('tcprofileid: not a travel coordinator of your company');
  return person.id;
}

export const getTravelCoordinatorsHandler = defineHandler(getTravelCoordinators)(async (ctx) => {
  const { corporateid } = ctx.session;
  const people = await ctx.tx
    .select({ id: profiles.id, first: profiles.passportFirstName, last: profiles.passportLastName, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.corporateId, corporateid), eq(profiles.role, 'travelcoordinator')))
    .orderBy(asc(profiles.passportFirstName), asc(profiles.passportLastName), asc(profiles.id));
  const counts = await ctx.tx
    .select({ tc: coordinatorMappings.coordinatorProfileId, status: coordinatorMappings.status, n: count() })
    .from(coordinatorMappings)
    .where(and(eq(coordinatorMappings.corporateId, corporateid), ne(coordinatorMappings.status, 'deleted')))
    .groupBy(coordinatorMappings.coordinatorProfileId, coordinatorMappings.status);
  const countOf = (tc: string, status: string) => counts.find((c) => c.tc === tc && c.status === status)?.n ?? 0;
  return {
    ApiStatus: OK,
    TravelCoordinator: people.map((p) => ({
      tcprofileid: p.id,
      tcname: `${p.first} ${p.last}`.trim(),
      email: p.email,
      travellercount: countOf(p.id, 'active'),
      requestcount: countOf(p.id, 'requested'),
    })),
  };
});

export const getTravellersUnderTcHandler = defineHandler(getTravellersUnderTc)(async (ctx, { tcprofileid }) => {
  const tc = await coordinatorAsked(ctx, tcprofileid);
  const where = and(eq(coordinatorMappings.coordinatorProfileId, tc), eq(coordinatorMappings.status, 'active'));
  return { ApiStatus: OK, TravelCoordinatorMapping: await mappingsWhere(ctx.tx, ctx.session.corporateid, where) };
});

/** Trips of the coordinator's travellers still to end by fromdate (default today), soonest first; cancelled ones left out. */
export const getUpcomingTripsForTcHandler = defineHandler(getUpcomingTripsForTc)(async (ctx, input) => {
  const { corporateid } = ctx.session;
  const tc = await coordinatorAsked(ctx, input.tcprofileid);
  const from = input.fromdate === '' ? ctx.now.toISOString().slice(0, 10) : input.fromdate;
  if (input.todate !== '' && input.todate < from) throw badRequest('todate must not be before fromdate');
  const rows = await ctx.tx
    .select()
    .from(trips)
    .where(
      and(
        eq(trips.corporateId, corporateid),
        inArray(trips.travellerProfileId, mappedTravellersQuery(ctx.tx, corporateid, tc)),
        ne(trips.status, 'cancelled'),
        gte(trips.toDate, from),
        input.todate === '' ? undefined : lte(trips.fromDate, input.todate),
        input.countrycode === '' ? undefined : sql`${trips.destinationCountries} @> ${JSON.stringify([input.countrycode])}::jsonb`,
      ),
    )
    .orderBy(asc(trips.fromDate), asc(trips.id))
    .limit(MAX_TRIPS);
  const names = await namesOf(ctx.tx, corporateid, rows.map((r) => r.travellerProfileId));
  return {
    ApiStatus: OK,
    list: rows.map((r) => ({
      tripid: r.id,
      tripname: r.tripName,
      travellerprofileid: r.travellerProfileId,
      travellername: names.get(r.travellerProfileId) ?? '',
      origin: r.origin,
      destination: r.destination,
      destinationcountries: r.destinationCountries,
      fromdate: r.fromDate,
      todate: r.toDate,
      status: r.status,
    })),
  };
});
