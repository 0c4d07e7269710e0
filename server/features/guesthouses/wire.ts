import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Reservation } from '../../../src/contract/guesthouses/shapes';
import { mayCancelStay, stayNights } from '../../../src/contract/guesthouses/stay-rules';
import { indiaToday } from '../../../src/domain/calendar-days';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { guestHouseReservations, guestHouseRooms, guestHouses, profiles } from '../../store/schema';

/* Reservations as the wire shows them (src/contract/guesthouses/shapes.ts ReservationSchema). */

const r = guestHouseReservations;
export type ReservationRow = typeof r.$inferSelect;

/** Reservations of the caller's company matching `where`, newest stay first, as the wire has them. */
export async function reservationsWhere(ctx: HandlerContext, where: SQL | undefined): Promise<Reservation[]> {
  const rows = await ctx.tx
    .select({
      row: r,
      houseName: guestHouses.name,
      city: guestHouses.cityName,
      address: guestHouses.address,
      checkInTime: guestHouses.checkInTime,
      checkOutTime: guestHouses.checkOutTime,
      roomName: guestHouseRooms.name,
      firstName: profiles.passportFirstName,
      lastName: profiles.passportLastName,
    })
    .from(r)
    .innerJoin(guestHouses, eq(guestHouses.id, r.guestHouseId))
    .innerJoin(guestHouseRooms, eq(guestHouseRooms.id, r.roomId))
    .innerJoin(profiles, eq(profiles.id, r.travellerProfileId))
    .where(and(eq(r.corporateId, ctx.session.corporateid), where))
    .orderBy(desc(r.checkIn), desc(r.createdAt));
  const today = indiaToday(ctx.now);
  return rows.map((x) => ({
    reference: x.row.reference,
    guesthouseid: x.row.guestHouseId,
    guesthousename: x.houseName,
    city: x.city,
    address: x.address,
    checkintime: x.checkInTime,
    checkouttime: x.checkOutTime,
    roomid: x.row.roomId,
    roomname: x.roomName,
    checkin: x.row.checkIn,
    checkout: x.row.checkOut,
    nights: stayNights(x.row.checkIn, x.row.checkOut).length,
    guests: x.row.guests,
    travellerprofileid: x.row.travellerProfileId,
    travellername: `${x.firstName} ${x.lastName}`.trim(),
    tripid: x.row.tripId,
    status: x.row.status,
    cancelreason: x.row.cancelReason,
    reservedat: x.row.createdAt.toISOString(),
    cancellable: mayCancelStay(x.row.status, x.row.checkIn, today),
  }));
}

export async function reservationView(ctx: HandlerContext, reference: string): Promise<Reservation> {
  const [one] = await reservationsWhere(ctx, eq(r.reference, reference));
  if (!one) throw forbidden('reference: reservation not found');
  return one;
}

/** The caller's own: those they reserved or stay on. */
export const mineWhere = (ctx: HandlerContext) => or(eq(r.profileId, ctx.session.profileid), eq(r.travellerProfileId, ctx.session.profileid));
