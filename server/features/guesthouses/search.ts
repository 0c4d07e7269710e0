import { and, asc, eq, gte } from 'drizzle-orm';
import { getGuestHouseCities, searchGuestHouses, type FoundGuestHouse } from '../../../src/contract/guesthouses/operations';
import { stayNights } from '../../../src/contract/guesthouses/stay-rules';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { guestHouseRooms, guestHouses } from '../../store/schema';
import { checkStay, freeRooms } from './availability';
import { GUEST_HOUSE_CITIES, cityById } from './cities';
import { OK } from './own';
import { houseWire, roomWire } from './records';

/* An employee's search (docs/features/guesthouses.md "Finding a room"). */

export const getGuestHouseCitiesHandler = defineHandler(getGuestHouseCities)(async (ctx) => {
  const open = await ctx.tx
    .selectDistinct({ cityId: guestHouses.cityId })
    .from(guestHouses)
    .where(and(eq(guestHouses.corporateId, ctx.session.corporateid), eq(guestHouses.active, true)));
  return { ResponseStatus: OK, cities: [...GUEST_HOUSE_CITIES], withguesthouses: open.map((c) => c.cityId).sort() };
});

export const searchGuestHousesHandler = defineHandler(searchGuestHouses)(async (ctx, { cityid, checkin, checkout, guests }) => {
  if (!cityById(cityid)) throw badRequest('cityid: not a city guest houses can be in');
  checkStay(ctx, checkin, checkout);
  const rows = await ctx.tx
    .select({ house: guestHouses, room: guestHouseRooms })
    .from(guestHouses)
    .innerJoin(guestHouseRooms, eq(guestHouseRooms.guestHouseId, guestHouses.id))
    .where(
      and(
        eq(guestHouses.corporateId, ctx.session.corporateid),
        eq(guestHouses.cityId, cityid),
        eq(guestHouses.active, true),
        eq(guestHouseRooms.active, true),
        gte(guestHouseRooms.capacity, guests),
      ),
    )
    .orderBy(asc(guestHouses.name), asc(guestHouseRooms.name));
  const free = await freeRooms(ctx.tx, rows.map((r) => r.room.id), checkin, checkout);
  const found = new Map<string, FoundGuestHouse>();
  for (const { house, room } of rows) {
    if (!free.has(room.id)) continue;
    const entry = found.get(house.id) ?? { ...houseWire(house), rooms: [] };
    entry.rooms.push(roomWire(room));
    found.set(house.id, entry);
  }
  return { ResponseStatus: OK, nights: stayNights(checkin, checkout).length, guesthouses: [...found.values()] };
});
