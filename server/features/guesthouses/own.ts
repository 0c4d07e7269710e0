import { and, eq } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { guestHouseRooms, guestHouses } from '../../store/schema';

/*
 * Loading the caller's company's guest houses and rooms (docs/features/guesthouses.md): another
 * company's id answers exactly like an unknown one, 403 naming the field.
 */

export const OK = { status: 'OK' as const };
/** The admin audit trail's entity names (docs/features/admin-audit.md). */
export const ENTITY_HOUSE = 'GuestHouse';
export const ENTITY_ROOM = 'GuestHouseRoom';
export const ENTITY_BLOCK = 'GuestHouseBlock';
export const ENTITY_RESERVATION = 'GuestHouseReservation';

export type HouseRow = typeof guestHouses.$inferSelect;
export type RoomRow = typeof guestHouseRooms.$inferSelect;

export async function ownHouse(ctx: HandlerContext, field: string, id: string): Promise<HouseRow> {
  const [row] = await ctx.tx.select().from(guestHouses).where(and(eq(guestHouses.id, id), eq(guestHouses.corporateId, ctx.session.corporateid)));
  if (!row) throw forbidden(`${field}: guest house not found`);
  return row;
}

/**
 * The room with its house. `lock` takes the room's row lock for the rest of the transaction: every
 * change to a room's nights (a reservation, a block) takes it first, so they happen one at a time.
 */
export async function ownRoom(ctx: HandlerContext, field: string, id: string, lock = false): Promise<{ room: RoomRow; house: HouseRow }> {
  const query = ctx.tx
    .select({ room: guestHouseRooms, house: guestHouses })
    .from(guestHouseRooms)
    .innerJoin(guestHouses, eq(guestHouses.id, guestHouseRooms.guestHouseId))
    .where(and(eq(guestHouseRooms.id, id), eq(guestHouseRooms.corporateId, ctx.session.corporateid)));
  const [row] = lock ? await query.for('update', { of: guestHouseRooms }) : await query;
  if (!row) throw forbidden(`${field}: room not found`);
  return row;
}
