import { and, count, desc, eq, gte, ilike, inArray, lte, or } from 'drizzle-orm';
import { getCorporateTrips } from '../../../src/contract/trips/corporate-trips';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { containsPattern } from '../../store/like-pattern';
import { profiles, trips } from '../../store/schema';
import { tripsToWire } from './wire';

/**
 * The travel admin's "Corporate trips" (docs/features/corporate-trips.md): every trip of the caller's
 * company, whoever made or travels on it, newest first, one page at a time with the count of all
 * that match. The company scope is the first condition, so another company's trips never match.
 */
export const getCorporateTripsHandler = defineHandler(getCorporateTrips)(async (ctx, input) => {
  const { corporateid } = ctx.session;
  if (input.fromdate && input.todate && input.todate < input.fromdate) throw badRequest('todate must not be before fromdate');
  const pattern = input.searchtext === '' ? null : containsPattern(input.searchtext);
  const travellers = pattern
    ? ctx.tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            eq(profiles.corporateId, corporateid),
            or(ilike(profiles.firstName, pattern), ilike(profiles.passportFirstName, pattern), ilike(profiles.passportLastName, pattern), ilike(profiles.email, pattern)),
          ),
        )
    : undefined;
  const where = and(
    eq(trips.corporateId, corporateid),
    input.status === '' ? undefined : eq(trips.status, input.status),
    input.triptypeid === '' ? undefined : eq(trips.tripTypeId, input.triptypeid),
    // A trip overlapping the window: it ends on or after its start and starts on or before its end.
    input.fromdate ? gte(trips.toDate, input.fromdate) : undefined,
    input.todate ? lte(trips.fromDate, input.todate) : undefined,
    travellers ? inArray(trips.travellerProfileId, travellers) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.tx
      .select()
      .from(trips)
      .where(where)
      .orderBy(desc(trips.createdAt), desc(trips.id))
      .limit(input.pagesize)
      .offset((input.pageno - 1) * input.pagesize),
    ctx.tx.select({ n: count() }).from(trips).where(where),
  ]);
  return { ApiStatus: { Status: 'OK' as const }, list: await tripsToWire(ctx.tx, rows), totalcount: total?.n ?? 0 };
});
