import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addPopularPlace, deletePopularPlace, viewPopularPlaces } from '../../../src/contract/masters/popular-places';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { popularPlaces } from '../../store/schema';
import { pageOfMaster } from './list-query';

const OK = { Status: 'OK' as const };
const ENTITY = 'PopularLocality';

type PlaceRow = typeof popularPlaces.$inferSelect;

const wire = (p: PlaceRow) => ({
  recordid: p.id,
  placename: p.placeName,
  address: p.address,
  city: p.city,
  countrycode: p.countryCode,
  lat: p.lat,
  lon: p.lon,
});

export const viewPopularPlacesHandler = defineHandler(viewPopularPlaces)(async (ctx, query) => {
  const { rows, totalcount } = await pageOfMaster<PlaceRow>(
    ctx.tx,
    {
      table: popularPlaces,
      where: eq(popularPlaces.corporateId, ctx.session.corporateid),
      searchable: [popularPlaces.placeName, popularPlaces.city, popularPlaces.address],
      sortable: { placename: popularPlaces.placeName, city: popularPlaces.city, countrycode: popularPlaces.countryCode },
      tieBreaker: popularPlaces.id,
    },
    query,
  );
  return { ApiStatus: OK, PopularLocality: rows.map(wire), totalcount };
});

export const addPopularPlaceHandler = defineHandler(addPopularPlace)(async (ctx, { jsondata }) => {
  const { placename, address, city, countrycode, lat, lon } = jsondata.PopularLocality;
  const id = `PP${randomUUID()}`;
  const [row] = await ctx.tx
    .insert(popularPlaces)
    .values({ id, corporateId: ctx.session.corporateid, placeName: placename, address, city, countryCode: countrycode, lat, lon, createdAt: ctx.now })
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: id, action: 'create', after: wire(row!) });
  return { ApiStatus: OK, recordid: id };
});

/** Another company's place reads as not found. */
export const deletePopularPlaceHandler = defineHandler(deletePopularPlace)(async (ctx, { recordid }) => {
  const [row] = await ctx.tx
    .delete(popularPlaces)
    .where(and(eq(popularPlaces.id, recordid), eq(popularPlaces.corporateId, ctx.session.corporateid)))
    .returning();
  if (!row) throw forbidden('recordid: popular place not found');
  await recordAdminChange(ctx, { entity: ENTITY, entityId: recordid, action: 'delete', before: wire(row) });
  return { ApiStatus: OK };
});
