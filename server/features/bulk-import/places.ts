import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { popularPlaces } from '../../store/schema';
import { alreadyInCompany } from './existing';
import { type EntityStore, insertInBatches } from './types';

/** Popular places: a place name is one place of the company, so a name it already has is refused. */
export const popularPlaceStore: EntityStore<'popularplaces'> = {
  async check({ tx, corporateId, now }, rows) {
    const keyed = { table: popularPlaces, corporateId: popularPlaces.corporateId, key: popularPlaces.placeName };
    const problems = await alreadyInCompany(tx, keyed, corporateId, rows, 'placename', 'popular place');
    const values = rows.map(({ value: p }) => ({
      id: `PP${randomUUID()}`, corporateId, placeName: p.placename, address: p.address, city: p.city, countryCode: p.countrycode, lat: p.lat, lon: p.lon, createdAt: now,
    }));
    return { problems, write: (w) => insertInBatches(values, (batch) => w.insert(popularPlaces).values(batch)) };
  },
  async exportRows(tx, corporateId) {
    const list = await tx.select().from(popularPlaces).where(eq(popularPlaces.corporateId, corporateId)).orderBy(asc(popularPlaces.placeName));
    return list.map((p) => [p.placeName, p.address, p.city, p.countryCode, String(p.lat), String(p.lon)]);
  },
};
