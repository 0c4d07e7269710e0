import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelReviews, tripItems, trips, tripTravellers } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';

/* TG-GENERIC addhotelreview (docs/operations.md; docs/product.md#records Feedback review). */

let t: TestApp;
let rahul: string;
let globex: string;
/** Rahul's seeded past trip (traveller@acme.test) carries the item TX-DEMO-0001. */
const ACME_TX = 'TX-DEMO-0001';
const GLOBEX_TX = 'TX-GLX-TEST-1';

beforeAll(async () => {
  t = await createTestApp();
  rahul = await t.token('traveller@acme.test');
  globex = await t.token('traveller@globex.test');
  // A booked hotel on Globex's seeded trip, and Arjun (coordinator@acme.test) as a fellow traveller on Rahul's.
  const db = t.store.db;
  const [glxTrip] = await db.select({ id: trips.id }).from(trips).where(eq(trips.corporateId, '1002'));
  await db.insert(tripItems).values({
    id: 'ITEM-GLX-TEST-1', tripId: glxTrip!.id, corporateId: '1002', itemType: 'hotel', status: 'active', txid: GLOBEX_TX, addedBy: '30001', addedAt: new Date(),
  });
  const [acmeItem] = await db.select({ tripId: tripItems.tripId }).from(tripItems).where(eq(tripItems.txid, ACME_TX));
  await db.insert(tripTravellers).values({ tripId: acmeItem!.tripId, corporateId: '1001', travellerProfileId: '20003', addedAt: new Date() });
});
afterAll(() => t.close());

const review = (txid: string, jsondata: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  opid: 'TG-GENERIC',
  act: 'addhotelreview',
  txid,
  onetimetoken: null,
  jsondata: { txid, hotelid: 'H-88', hotel_name: 'Marina Bay Hotel', hotel_city: 'Singapore', hotel_country: 'Singapore', dateofstay: '2025-09-10', overallrating: 4.5, ...jsondata },
  ...extra,
});

describe('addhotelreview', () => {
  it('stores the traveller’s review of a transaction of their trip', async () => {
    const response = await t.service(rahul, review(ACME_TX, { cleanliness: 5, location: 4, service: 4.5, checkin: 3.5, value: 4, wifi: 2.5, recommended: true, feedbacktext: '  Quiet rooms.  ' }));
    expect(response.statusCode).toBe(200);
    const { ResponseStatus, recordid } = response.json();
    expect(ResponseStatus.status).toBe('OK');
    const [row] = await t.store.db.select().from(hotelReviews).where(eq(hotelReviews.recordId, recordid));
    expect(row).toMatchObject({
      txid: ACME_TX, corporateId: '1001', profileId: '20001', hotelId: 'H-88', hotelName: 'Marina Bay Hotel', hotelCity: 'Singapore',
      dateOfStay: '2025-09-10', overallRating: 4.5, cleanliness: 5, wifi: 2.5, checkin: 3.5, recommended: true, feedbackText: 'Quiet rooms.',
    });
  });

  it('refuses a second review of the same transaction by the same traveller with 409', async () => {
    const response = await t.service(rahul, review(ACME_TX, { overallrating: 3 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().ResponseStatus.message).toBe('txid: a review of this transaction was already submitted');
  });

  it('lets a fellow traveller listed on the trip review it once too', async () => {
    const arjun = await t.token('coordinator@acme.test');
    expect((await t.service(arjun, review(ACME_TX, { recommended: null }))).statusCode).toBe(200);
    const rows = await t.store.db.select().from(hotelReviews).where(and(eq(hotelReviews.txid, ACME_TX)));
    expect(rows.map((r) => r.profileId).sort()).toEqual(['20001', '20003']);
  });

  it('refuses another company’s txid, a colleague who does not travel, and an unknown txid alike (403)', async () => {
    const manager = await t.token('manager@acme.test');
    for (const [token, txid] of [[globex, ACME_TX], [rahul, GLOBEX_TX], [manager, ACME_TX], [rahul, 'TX-NOPE']] as const) {
      const response = await t.service(token, review(txid));
      expect(response.statusCode).toBe(403);
      expect(response.json().ResponseStatus.message).toBe('txid: transaction not found');
    }
    expect(await t.store.db.select().from(hotelReviews).where(eq(hotelReviews.txid, GLOBEX_TX))).toEqual([]);
  });

  it('accepts the Globex traveller’s own transaction with only the required fields', async () => {
    const response = await t.service(globex, { opid: 'TG-GENERIC', act: 'addhotelreview', txid: GLOBEX_TX, jsondata: { overallrating: 0.5 } });
    expect(response.statusCode).toBe(200);
    const [row] = await t.store.db.select().from(hotelReviews).where(eq(hotelReviews.txid, GLOBEX_TX));
    expect(row).toMatchObject({ corporateId: '1002', profileId: '30001', overallRating: 0.5, dateOfStay: null, cleanliness: null, feedbackText: '' });
  });

  it.each([
    [{ overallrating: 0 }, {}, 'jsondata.overallrating must be between 0.5 and 5'],
    [{ overallrating: 5.5 }, {}, 'jsondata.overallrating must be between 0.5 and 5'],
    [{ overallrating: 4.3 }, {}, 'jsondata.overallrating must be in steps of 0.5'],
    [{ overallrating: '4' }, {}, 'jsondata.overallrating must be a number'],
    [{ overallrating: undefined }, {}, 'jsondata.overallrating is required'],
    [{ cleanliness: 7 }, {}, 'jsondata.cleanliness must be between 0.5 and 5'],
    [{ wifi: 1.25 }, {}, 'jsondata.wifi must be in steps of 0.5'],
    [{ dateofstay: '10/09/2025' }, {}, 'jsondata.dateofstay must be a date (YYYY-MM-DD)'],
    [{ recommended: 'yes' }, {}, 'jsondata.recommended must be true or false'],
    [{ feedbacktext: 'x'.repeat(2001) }, {}, 'jsondata.feedbacktext is too long (2000 characters at most)'],
    [{ txid: 'TX-OTHER' }, {}, 'jsondata.txid: must be the request txid'],
    [{}, { onetimetoken: 'abc' }, 'onetimetoken must be null'],
    [{}, { txid: '' }, 'txid is required'],
    [{}, { txid: undefined }, 'txid is required'],
    [{}, { jsondata: undefined }, 'jsondata is required'],
    [{}, { jsondata: '{"overallrating":4}' }, 'jsondata must be a review object'],
  ])('refuses %j %j with a 400 naming the field', async (fields, extra, message) => {
    const response = await t.service(rahul, review(ACME_TX, fields, extra));
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe(message);
  });
});
