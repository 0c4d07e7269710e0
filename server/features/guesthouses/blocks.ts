import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addGuestHouseBlock, deleteGuestHouseBlock } from '../../../src/contract/guesthouses/admin';
import { stayNights } from '../../../src/contract/guesthouses/stay-rules';
import { addDays } from '../../../src/domain/calendar-days';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { guestHouseBlocks } from '../../store/schema';
import { heldNights } from './availability';
import { ENTITY_BLOCK, OK, ownRoom } from './own';
import { blockWire } from './records';

/*
 * Closing a room for some nights, e.g. for maintenance (docs/features/guesthouses.md "Blocks"). A
 * night a reservation holds cannot be closed: the admin cancels that reservation first, saying why,
 * so the guest learns of it. The room's row lock keeps a reservation from slipping in meanwhile.
 */

/** A block spans at most a year of nights: longer, the room should be made inactive. */
const BLOCK_NIGHTS_MAX = 366;

export const addGuestHouseBlockHandler = defineHandler(addGuestHouseBlock)(async (ctx, { roomid, fromdate, todate, reason }) => {
  if (todate < fromdate) throw badRequest('todate: must be on or after fromdate');
  if (stayNights(fromdate, addDays(todate, 1)).length > BLOCK_NIGHTS_MAX) throw badRequest(`todate: a block is at most ${BLOCK_NIGHTS_MAX} nights`);
  const { room } = await ownRoom(ctx, 'roomid', roomid, true);
  const held = (await heldNights(ctx.tx, [room.id], fromdate, todate)).get(room.id);
  if (held && held.size > 0) {
    const [night, reference] = [...held.entries()].sort(([a], [b]) => a.localeCompare(b))[0]!;
    throw new HttpError(409, `fromdate: room ${room.name} is reserved on ${night} (${reference}); cancel that reservation first`);
  }
  const [row] = await ctx.tx
    .insert(guestHouseBlocks)
    .values({ id: `GHB${randomUUID()}`, corporateId: ctx.session.corporateid, roomId: room.id, fromDate: fromdate, toDate: todate, reason, createdBy: ctx.session.profileid, createdAt: ctx.now })
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY_BLOCK, entityId: row!.id, action: 'create', after: blockWire(row!) });
  return { ResponseStatus: OK, blockid: row!.id };
});

export const deleteGuestHouseBlockHandler = defineHandler(deleteGuestHouseBlock)(async (ctx, { blockid }) => {
  const [row] = await ctx.tx
    .delete(guestHouseBlocks)
    .where(and(eq(guestHouseBlocks.id, blockid), eq(guestHouseBlocks.corporateId, ctx.session.corporateid)))
    .returning();
  if (!row) throw forbidden('blockid: block not found');
  await recordAdminChange(ctx, { entity: ENTITY_BLOCK, entityId: row.id, action: 'delete', before: blockWire(row) });
  return { ResponseStatus: OK };
});
