import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { getGuestHouses, saveGuestHouse, saveGuestHouseRoom } from '../../../src/contract/guesthouses/admin';
import type { ManagedGuestHouse } from '../../../src/contract/guesthouses/shapes';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { guestHouseBlocks, guestHouseRooms, guestHouses } from '../../store/schema';
import { cityById } from './cities';
import { ENTITY_HOUSE, ENTITY_ROOM, OK, ownHouse, ownRoom } from './own';
import { blockWire, houseWire, roomWire } from './records';

/*
 * The travel admin's masters (docs/features/guesthouses.md "Managing"): guest houses and their rooms.
 * Nothing is deleted: a house or room taken out of use is made inactive, so past reservations keep
 * what they were for.
 */

export const getGuestHousesHandler = defineHandler(getGuestHouses)(async (ctx) => {
  const corporate = ctx.session.corporateid;
  const houses = await ctx.tx.select().from(guestHouses).where(eq(guestHouses.corporateId, corporate)).orderBy(asc(guestHouses.cityName), asc(guestHouses.name));
  const rooms = await ctx.tx.select().from(guestHouseRooms).where(eq(guestHouseRooms.corporateId, corporate)).orderBy(asc(guestHouseRooms.name));
  const blocks = rooms.length
    ? await ctx.tx.select().from(guestHouseBlocks).where(inArray(guestHouseBlocks.roomId, rooms.map((r) => r.id))).orderBy(asc(guestHouseBlocks.fromDate))
    : [];
  const guesthouses: ManagedGuestHouse[] = houses.map((h) => ({
    ...houseWire(h),
    rooms: rooms
      .filter((r) => r.guestHouseId === h.id)
      .map((r) => ({ ...roomWire(r), blocks: blocks.filter((b) => b.roomId === r.id).map(blockWire) })),
  }));
  return { ResponseStatus: OK, guesthouses };
});

export const saveGuestHouseHandler = defineHandler(saveGuestHouse)(async (ctx, input) => {
  const city = cityById(input.cityid);
  if (!city) throw badRequest('cityid: not a city guest houses can be in');
  const values = {
    name: input.name,
    cityId: city.cityid,
    cityName: city.city,
    address: input.address,
    checkInTime: input.checkintime,
    checkOutTime: input.checkouttime,
    contactName: input.contactname,
    contactPhone: input.contactphone,
    active: input.active,
    updatedAt: ctx.now,
  };
  if (input.guesthouseid === '') {
    const id = `GHH${randomUUID()}`;
    const [row] = await ctx.tx.insert(guestHouses).values({ id, corporateId: ctx.session.corporateid, createdAt: ctx.now, ...values }).returning();
    await recordAdminChange(ctx, { entity: ENTITY_HOUSE, entityId: id, action: 'create', after: houseWire(row!) });
    return { ResponseStatus: OK, guesthouseid: id };
  }
  const before = await ownHouse(ctx, 'guesthouseid', input.guesthouseid);
  const [after] = await ctx.tx.update(guestHouses).set(values).where(eq(guestHouses.id, before.id)).returning();
  await recordAdminChange(ctx, { entity: ENTITY_HOUSE, entityId: before.id, action: 'update', before: houseWire(before), after: houseWire(after!) });
  return { ResponseStatus: OK, guesthouseid: before.id };
});

export const saveGuestHouseRoomHandler = defineHandler(saveGuestHouseRoom)(async (ctx, input) => {
  const house = await ownHouse(ctx, 'guesthouseid', input.guesthouseid);
  const values = { name: input.name, roomType: input.roomtype, capacity: input.capacity, active: input.active, updatedAt: ctx.now };
  if (input.roomid === '') {
    const id = `GHR${randomUUID()}`;
    const [row] = await ctx.tx
      .insert(guestHouseRooms)
      .values({ id, corporateId: ctx.session.corporateid, guestHouseId: house.id, createdAt: ctx.now, ...values })
      .returning();
    await recordAdminChange(ctx, { entity: ENTITY_ROOM, entityId: id, action: 'create', after: roomWire(row!) });
    return { ResponseStatus: OK, roomid: id };
  }
  const { room } = await ownRoom(ctx, 'roomid', input.roomid);
  if (room.guestHouseId !== house.id) throw badRequest('roomid: not a room of this guest house');
  const [after] = await ctx.tx.update(guestHouseRooms).set(values).where(eq(guestHouseRooms.id, room.id)).returning();
  await recordAdminChange(ctx, { entity: ENTITY_ROOM, entityId: room.id, action: 'update', before: roomWire(room), after: roomWire(after!) });
  return { ResponseStatus: OK, roomid: room.id };
});
