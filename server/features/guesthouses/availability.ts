import { and, asc, gte, inArray, lt, lte } from 'drizzle-orm';
import { stayProblem } from '../../../src/contract/guesthouses/stay-rules';
import { indiaToday } from '../../../src/domain/calendar-days';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import type { Executor } from '../../store/db';
import { guestHouseBlocks, guestHouseNights } from '../../store/schema';

/*
 * Which nights of which rooms are taken (docs/features/guesthouses.md "Availability"): a night is
 * held by a reservation (a guest_house_nights row) or closed by a block (fromDate..toDate, both
 * included). A stay's nights are check-in to the night before check-out.
 */

/** Refuses dates that cannot be reserved on the server's day (400 naming the field). */
export function checkStay(ctx: HandlerContext, checkin: string, checkout: string): void {
  const problem = stayProblem(checkin, checkout, indiaToday(ctx.now));
  if (problem) throw badRequest(problem);
}

/** Nights in [first, last] of the rooms held by reservations, by room: night → reference. */
export async function heldNights(db: Executor, roomIds: string[], first: string, last: string): Promise<Map<string, Map<string, string>>> {
  const held = new Map<string, Map<string, string>>();
  if (roomIds.length === 0) return held;
  const rows = await db
    .select()
    .from(guestHouseNights)
    .where(and(inArray(guestHouseNights.roomId, roomIds), gte(guestHouseNights.night, first), lte(guestHouseNights.night, last)));
  for (const row of rows) {
    const room = held.get(row.roomId) ?? new Map<string, string>();
    room.set(row.night, row.reference);
    held.set(row.roomId, room);
  }
  return held;
}

/** The blocks of the rooms that close a night in [first, last], earliest first. */
export async function blocksBetween(db: Executor, roomIds: string[], first: string, last: string) {
  if (roomIds.length === 0) return [];
  return db
    .select()
    .from(guestHouseBlocks)
    .where(and(inArray(guestHouseBlocks.roomId, roomIds), lte(guestHouseBlocks.fromDate, last), gte(guestHouseBlocks.toDate, first)))
    .orderBy(asc(guestHouseBlocks.fromDate));
}

/** The rooms among `roomIds` free every night from check-in to the night before check-out. */
export async function freeRooms(db: Executor, roomIds: string[], checkin: string, checkout: string): Promise<Set<string>> {
  const free = new Set(roomIds);
  if (roomIds.length === 0) return free;
  const taken = await db
    .selectDistinct({ roomId: guestHouseNights.roomId })
    .from(guestHouseNights)
    .where(and(inArray(guestHouseNights.roomId, roomIds), gte(guestHouseNights.night, checkin), lt(guestHouseNights.night, checkout)));
  for (const t of taken) free.delete(t.roomId);
  // A block's last night before check-out overlaps when it starts before check-out and ends on or after check-in.
  const blocked = await db
    .selectDistinct({ roomId: guestHouseBlocks.roomId })
    .from(guestHouseBlocks)
    .where(and(inArray(guestHouseBlocks.roomId, roomIds), lt(guestHouseBlocks.fromDate, checkout), gte(guestHouseBlocks.toDate, checkin)));
  for (const b of blocked) free.delete(b.roomId);
  return free;
}

/** Whether one room is free for the stay (see freeRooms). */
export const isRoomFree = async (db: Executor, roomId: string, checkin: string, checkout: string): Promise<boolean> =>
  (await freeRooms(db, [roomId], checkin, checkout)).has(roomId);
