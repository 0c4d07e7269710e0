import { and, eq, inArray } from 'drizzle-orm';
import type { HotelGuest } from '../../../src/contract/hotels/booking-request';
import { isTravelCoordinator } from '../../../src/domain/trip-roles';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { profiles } from '../../store/schema-core';
import { mappedAmong } from '../../workflow/coordinator-scope';

/*
 * Who stays (docs/features/hotels.md "Bookings"): a guest with a profile id is a colleague of the
 * booker's company and carries the profile's own (passport) name; a guest without one needs a first
 * and last name. The first guest is the lead guest, the booking's traveller when they have a
 * profile. A travel coordinator books only themselves and the travellers mapped to them
 * (docs/features/coordinators.md), as for flights and insurance.
 */

export interface NamedGuest {
  profileId: string;
  title: string;
  firstName: string;
  lastName: string;
}

/** The guests with their names; throws a 4xx naming the first guest that cannot be booked. */
export async function resolveGuests(ctx: HandlerContext, guests: readonly HotelGuest[]): Promise<NamedGuest[]> {
  const ids = [...new Set(guests.map((g) => g.profileid).filter((id) => id !== ''))];
  const found = ids.length
    ? await ctx.tx
        .select({
          id: profiles.id,
          title: profiles.passportTitle,
          firstName: profiles.passportFirstName,
          lastName: profiles.passportLastName,
        })
        .from(profiles)
        .where(and(eq(profiles.corporateId, ctx.session.corporateid), inArray(profiles.id, ids)))
    : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  const mapped = isTravelCoordinator(ctx.session.role)
    ? await mappedAmong(ctx, ids.filter((id) => id !== ctx.session.profileid))
    : undefined;
  return guests.map((guest, i) => {
    if (guest.profileid === '') {
      if (guest.firstname === '') throw badRequest(`guests[${i}].firstname is required`);
      if (guest.lastname === '') throw badRequest(`guests[${i}].lastname is required`);
      return { profileId: '', title: guest.title, firstName: guest.firstname, lastName: guest.lastname };
    }
    const profile = byId.get(guest.profileid);
    // Another company's person answers like an unknown one.
    if (!profile) throw forbidden(`guests[${i}].profileid: person not found`);
    if (mapped && guest.profileid !== ctx.session.profileid && !mapped.has(guest.profileid))
      throw forbidden(`guests[${i}].profileid: not a traveller mapped to you`);
    return { profileId: profile.id, title: profile.title, firstName: profile.firstName, lastName: profile.lastName };
  });
}
