import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { reserveGuestHouseRoom } from '../../../src/contract/guesthouses/operations';
import { stayNights } from '../../../src/contract/guesthouses/stay-rules';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { guestHouseNights, guestHouseReservations, profiles } from '../../store/schema';
import { handlesTravellerOf } from '../../workflow/coordinator-scope';
import { loadTripForCaller } from '../../workflow/trip-access';
import { checkStay, isRoomFree } from './availability';
import { OK, ownRoom } from './own';
import { reservationView } from './wire';

/*
 * Reserving a room (docs/features/guesthouses.md "Reserving"). The room's row lock serialises every
 * change to its nights, and the nights table's key (room, night) refuses a second holder whatever
 * happens: of two calls racing for the last free room one wins, the other answers 409.
 */

const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () => `GH${Array.from({ length: 8 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('')}`;

const taken = (checkin: string, checkout: string) => new HttpError(409, `roomid: no longer free for the nights from ${checkin} to ${checkout}`);

/** Who stays: the caller, or a colleague they handle (a coordinator's mapped traveller; travel admins anyone). */
async function travellerOf(ctx: HandlerContext, requested: string): Promise<string> {
  if (requested === '' || requested === ctx.session.profileid) return ctx.session.profileid;
  const [person] = await ctx.tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, requested), eq(profiles.corporateId, ctx.session.corporateid)));
  if (!person) throw forbidden('travellerprofileid: person not found');
  if (!(await handlesTravellerOf(ctx, person.id))) throw forbidden('travellerprofileid: not a traveller mapped to you');
  return person.id;
}

export const reserveGuestHouseRoomHandler = defineHandler(reserveGuestHouseRoom)(async (ctx, input) => {
  const { roomid, checkin, checkout, guests } = input;
  checkStay(ctx, checkin, checkout);
  const { room, house } = await ownRoom(ctx, 'roomid', roomid, true);
  if (!room.active || !house.active) throw new HttpError(409, 'roomid: this room is not open for reservations');
  if (guests > room.capacity) throw badRequest(`guests: room ${room.name} sleeps at most ${room.capacity}`);
  const traveller = await travellerOf(ctx, input.travellerprofileid);
  if (input.tripid !== '') await loadTripForCaller(ctx, input.tripid, 'write');
  if (!(await isRoomFree(ctx.tx, room.id, checkin, checkout))) throw taken(checkin, checkout);

  const reference = newReference();
  await ctx.tx.insert(guestHouseReservations).values({
    reference,
    corporateId: ctx.session.corporateid,
    guestHouseId: house.id,
    roomId: room.id,
    profileId: ctx.session.profileid,
    travellerProfileId: traveller,
    tripId: input.tripid,
    checkIn: checkin,
    checkOut: checkout,
    guests,
    status: 'reserved',
    createdAt: ctx.now,
  });
  const nights = stayNights(checkin, checkout);
  const held = await ctx.tx
    .insert(guestHouseNights)
    .values(nights.map((night) => ({ corporateId: ctx.session.corporateid, roomId: room.id, night, reference })))
    .onConflictDoNothing()
    .returning({ night: guestHouseNights.night });
  // Thrown, the transaction rolls back the reservation written above.
  if (held.length !== nights.length) throw taken(checkin, checkout);
  return { ResponseStatus: OK, reservation: await reservationView(ctx, reference) };
});
