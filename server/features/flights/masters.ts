import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { getFlightReasons, getPersonalTravellers, getPurposes, type PersonalTraveller } from '../../../src/contract/flights/masters';
import { TRAVEL_STAFF } from '../../../src/contract/roles';
import { isTravelCoordinator } from '../../../src/domain/trip-roles';
import { aad } from '../../crypto/sealed-columns';
import { openText } from '../../crypto/seal';
import { defineHandler } from '../../dispatch/types';
import { idCards, profiles } from '../../store/schema';
import { mappedTravellersQuery } from '../../workflow/coordinator-scope';
import { companyPurposes, companyReasons } from './masters-data';

/*
 * TG-GETPURPOSES, TG-GETFLIGHTREASONS and TG-GETPERSONALTRAVELLERS (docs/operations.md). Travellers:
 * the caller (isprofile true, names as on the passport), then, for travel staff only, the
 * colleagues of the same company (isprofile false); a travel coordinator gets only the travellers
 * mapped to them (docs/features/coordinators.md). Nobody of another company is ever listed.
 */

const OK = { Status: 'OK' as const };
/** A company's directory can be long; the booking form searches the list, it never pages it. */
const MAX_COLLEAGUES = 500;

type ProfileRow = typeof profiles.$inferSelect;

const genderOf = (g: string) => (g.trim().toLowerCase() === 'female' ? 'female' : g.trim().toLowerCase() === 'male' ? 'male' : '');

function travellerOf(p: ProfileRow, isprofile: boolean, passport: { number: string; expiry: string | null } | undefined): PersonalTraveller {
  return {
    profileid: p.id,
    isprofile,
    title: p.passportTitle,
    firstname: p.passportFirstName || p.firstName,
    lastname: p.passportLastName,
    gender: genderOf(p.gender),
    dob: p.birthDate,
    email: p.email,
    mobile: p.mobile,
    mobilecountrycode: p.mobileCountryCode,
    passportnumber: passport?.number ?? '',
    passportexpiry: passport?.expiry ?? '',
    nationality: '',
  };
}

export const flightMasterHandlers = [
  defineHandler(getPurposes)(async (ctx) => ({ ApiStatus: OK, list: await companyPurposes(ctx.tx, ctx.session.corporateid) })),

  defineHandler(getFlightReasons)(async (ctx, { service }) => ({ ApiStatus: OK, list: await companyReasons(ctx.tx, ctx.session.corporateid, service) })),

  defineHandler(getPersonalTravellers)(async (ctx) => {
    const { corporateid, profileid, role } = ctx.session;
    const [me] = await ctx.tx
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, profileid), eq(profiles.corporateId, corporateid)));
    const colleagues = TRAVEL_STAFF.includes(role)
      ? await ctx.tx
          .select()
          .from(profiles)
          .where(
            and(
              eq(profiles.corporateId, corporateid),
              ne(profiles.id, profileid),
              isTravelCoordinator(role) ? inArray(profiles.id, mappedTravellersQuery(ctx.tx, corporateid, profileid)) : undefined,
            ),
          )
          .orderBy(asc(profiles.passportFirstName), asc(profiles.passportLastName), asc(profiles.id))
          .limit(MAX_COLLEAGUES)
      : [];
    const people = [...(me ? [me] : []), ...colleagues];
    const ids = people.map((p) => p.id);
    const cards =
      ids.length === 0
        ? []
        : await ctx.tx
            .select({ profileId: idCards.profileId, number: idCards.number, expiry: idCards.expiry })
            .from(idCards)
            .where(and(eq(idCards.corporateId, corporateid), eq(idCards.idType, 'Passport'), inArray(idCards.profileId, ids)))
            .orderBy(asc(idCards.id));
    // The latest passport on file wins (a renewed passport is added after the old one).
    const latest = [...new Map(cards.map((c) => [c.profileId, c])).values()];
    // Numbers are sealed at rest (server/crypto): only the one shown per person is opened.
    const passports = new Map(
      await Promise.all(latest.map(async (c) => [c.profileId, { ...c, number: await openText(ctx.tx, c.number, aad.idCardNumber(c.profileId)) }] as const)),
    );
    return { ApiStatus: OK, list: people.map((p) => travellerOf(p, p.id === profileid, passports.get(p.id))) };
  }),
];
