import { and, eq, inArray } from 'drizzle-orm';
import { countryName } from '../../../src/contract/visas/countries';
import { getVisaCoverage } from '../../../src/contract/visas/coverage';
import { type Stay, visaWarningText, visaWarnings } from '../../../src/domain/visa-coverage';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { profiles, tripTravellers, visas } from '../../store/schema';
import { handlesTravellerOf } from '../../workflow/coordinator-scope';
import { loadTripForCaller } from '../../workflow/trip-access';
import { loadTripSettings } from '../../workflow/trip-settings';
import { OK } from './owned';

/*
 * TG-VISAMASTERS getvisacoverage (docs/features/visas.md "Coverage"). A trip is read by whoever may
 * read the trip (its travellers, creator, approvers, trip staff); a booking's stays are judged for
 * the caller, or for travellers the caller books for as staff.
 */

const TRAVELLER_NOT_FOUND = 'travellerprofileids: traveller not found';

/** The trip's travellers (main first) and a stay in each destination country over the trip's dates. */
async function tripStays(ctx: HandlerContext, tripid: string): Promise<{ travellerIds: string[]; stays: Stay[] }> {
  const trip = await loadTripForCaller(ctx, tripid, 'read');
  const fellows = await ctx.tx
    .select({ id: tripTravellers.travellerProfileId })
    .from(tripTravellers)
    .where(and(eq(tripTravellers.tripId, trip.id), eq(tripTravellers.corporateId, trip.corporateId)));
  const travellerIds = [...new Set([trip.travellerProfileId, ...fellows.map((f) => f.id)])];
  const stays = trip.destinationCountries.map((country) => ({ country, fromdate: trip.fromDate, todate: trip.toDate }));
  return { travellerIds, stays };
}

/** The caller by default; anyone else only when the caller books for them as staff, in the same company. */
async function bookingTravellers(ctx: HandlerContext, asked: readonly string[]): Promise<string[]> {
  const ids = asked.length === 0 ? [ctx.session.profileid] : [...new Set(asked)];
  const others = ids.filter((id) => id !== ctx.session.profileid);
  if (others.length === 0) return ids;
  const known = await ctx.tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.corporateId, ctx.session.corporateid), inArray(profiles.id, others)));
  if (known.length !== others.length) throw forbidden(TRAVELLER_NOT_FOUND);
  for (const id of others) if (!(await handlesTravellerOf(ctx, id))) throw forbidden(TRAVELLER_NOT_FOUND);
  return ids;
}

export const getVisaCoverageHandler = defineHandler(getVisaCoverage)(async (ctx, input) => {
  const byTrip = input.tripid !== '';
  if (byTrip && input.stays.length > 0) throw badRequest('stays: send a tripid or stays, not both');
  if (!byTrip && input.stays.length === 0) throw badRequest('tripid: send a tripid, or the stays of a booking');
  const { travellerIds, stays } = byTrip
    ? await tripStays(ctx, input.tripid)
    : { travellerIds: await bookingTravellers(ctx, input.travellerprofileids), stays: input.stays };
  const { homeCountry } = await loadTripSettings(ctx.tx, ctx.session.corporateid);

  const company = ctx.session.corporateid;
  const [people, records] = await Promise.all([
    ctx.tx
      .select({ id: profiles.id, first: profiles.passportFirstName, last: profiles.passportLastName })
      .from(profiles)
      .where(and(eq(profiles.corporateId, company), inArray(profiles.id, travellerIds))),
    ctx.tx
      .select({ profileId: visas.profileId, country: visas.country, status: visas.status, validfrom: visas.validFrom, validto: visas.validTo })
      .from(visas)
      .where(and(eq(visas.corporateId, company), inArray(visas.profileId, travellerIds))),
  ]);
  const names = new Map(people.map((p) => [p.id, `${p.first} ${p.last}`.trim()]));
  const warnings = travellerIds.flatMap((profileid) =>
    visaWarnings(homeCountry, stays, records.filter((r) => r.profileId === profileid)).map((w) => {
      const countryname = countryName(w.country);
      return { profileid, travellername: names.get(profileid) ?? '', ...w, countryname, message: visaWarningText(w, countryname) };
    }),
  );
  return { ApiStatus: OK, homecountry: homeCountry, warnings };
});
