import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { getGuestHouseOccupancy } from '../../../src/contract/guesthouses/admin';
import { OCCUPANCY_DAYS, type NightState } from '../../../src/contract/guesthouses/shapes';
import { daysFrom } from '../../../src/contract/guesthouses/stay-rules';
import { indiaToday } from '../../../src/domain/calendar-days';
import { defineHandler } from '../../dispatch/types';
import { guestHouseReservations, guestHouseRooms } from '../../store/schema';
import { blocksBetween, heldNights } from './availability';
import { OK, ownHouse } from './own';
import { reservationsWhere } from './wire';

/*
 * The admin's occupancy grid (docs/features/guesthouses.md "Occupancy"): every room of a guest house
 * for OCCUPANCY_DAYS nights, each night free, reserved (with the reservation) or blocked, and the
 * reservations shown, so the admin can cancel one.
 */

export const getGuestHouseOccupancyHandler = defineHandler(getGuestHouseOccupancy)(async (ctx, { guesthouseid, fromdate }) => {
  const house = await ownHouse(ctx, 'guesthouseid', guesthouseid);
  const days = daysFrom(fromdate || indiaToday(ctx.now), OCCUPANCY_DAYS);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const rooms = await ctx.tx.select().from(guestHouseRooms).where(eq(guestHouseRooms.guestHouseId, house.id)).orderBy(asc(guestHouseRooms.name));
  const ids = rooms.map((r) => r.id);
  const held = await heldNights(ctx.tx, ids, first, last);
  const blocks = await blocksBetween(ctx.tx, ids, first, last);
  const stateOf = (roomId: string, date: string): { state: NightState; reference: string } => {
    const reference = held.get(roomId)?.get(date);
    if (reference) return { state: 'reserved', reference };
    const blocked = blocks.some((b) => b.roomId === roomId && b.fromDate <= date && date <= b.toDate);
    return { state: blocked ? 'blocked' : 'free', reference: '' };
  };
  const r = guestHouseReservations;
  const reservations = await reservationsWhere(
    ctx,
    and(eq(r.guestHouseId, house.id), eq(r.status, 'reserved'), lte(r.checkIn, last), gt(r.checkOut, first)),
  );
  return {
    ResponseStatus: OK,
    occupancy: {
      guesthouseid: house.id,
      days,
      rooms: rooms.map((room) => ({ roomid: room.id, name: room.name, active: room.active, nights: days.map((date) => ({ date, ...stateOf(room.id, date) })) })),
      reservations: reservations.reverse(),
    },
  };
});
