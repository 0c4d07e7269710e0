import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelBookings, hotelReviews, trips } from '../../server/store/schema';
import { HOUR } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';
import { ACME_WALLET, bookByWallet, rateIn, rowOf } from './hotels-booking-fixtures';
import { setBalance } from './wallet-fixtures';

/*
 * Reviews of hotel stays after the stay (docs/features/feedback.md "Hotel stay reviews"): addhotelreview
 * with a booking's txid, gethotelreviewstatus, getpendinghotelreviews and the colleagues' reviews
 * (gethotelreviews). The stays are booked on the test clock's day (2026-03-01) for 20–22 March;
 * the clock then moves past the check-out.
 */

let t: TestApp;
let stay: string;
let hotelcode: string;
const token = (userid: string) => t.token(userid);

const review = (txid: string, jsondata: Record<string, unknown> = {}) => ({
  opid: 'TG-GENERIC',
  act: 'addhotelreview',
  txid,
  jsondata: { overallrating: 4.5, cleanliness: 5, location: 4, service: 4.5, checkin: 3.5, value: 4, wifi: 2.5, recommended: true, feedbacktext: 'Quiet rooms.', ...jsondata },
});
const status = async (userid: string, txid: string) => t.service(await token(userid), { opid: 'TG-HOTEL', action: 'gethotelreviewstatus', txid });
const pending = async (userid: string, tripid = '') =>
  (await t.service(await token(userid), { opid: 'TG-HOTEL', action: 'getpendinghotelreviews', tripid })).json().stays.map((s: { txid: string }) => s.txid);
const colleagues = async (userid: string, code: string) => t.service(await token(userid), { opid: 'TG-HOTEL', action: 'gethotelreviews', hotelcode: code });
const message = (response: { json(): { ResponseStatus: { message: string } } }) => response.json().ResponseStatus.message;

/** A copy of a booked stay with another txid, status, trip or company: fixtures the booking flow cannot make quickly. */
async function copyOf(txid: string, changes: Partial<typeof hotelBookings.$inferInsert>): Promise<string> {
  const copy = `HTL${Math.floor(Math.random() * 1e9)}`;
  await t.store.db.insert(hotelBookings).values({ ...(await rowOf(t, txid)), txid: copy, clientRef: copy, ...changes });
  return copy;
}

beforeAll(async () => {
  t = await createTestApp();
  await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
  const rahul = await token('traveller@acme.test');
  // Rahul books; Priya (20002) is the second guest, Arjun (20003) is neither.
  stay = await bookByWallet(t, rahul, rateIn('in-bengaluru', true), { guests: [{ profileid: '20001' }, { profileid: '20002' }] });
  hotelcode = (await rowOf(t, stay)).hotelCode;
});
afterAll(() => t.close());

describe('before the check-out day is over', () => {
  it('refuses the review with 409 and says when it opens', async () => {
    const response = await t.service(await token('traveller@acme.test'), review(stay));
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe('txid: the stay can be reviewed after its check-out day (2026-03-22)');
    expect((await status('traveller@acme.test', stay)).json()).toMatchObject({ reviewable: false, reviewed: false });
    expect(await pending('traveller@acme.test')).toEqual([]);
  });

  it('still refuses on the check-out day itself (India time)', async () => {
    t.clock.advance(21 * 24 * HOUR + 9 * HOUR); // 2026-03-22 18:00 UTC: 23:30 on the 22nd in India
    expect((await t.service(await token('traveller@acme.test'), review(stay))).statusCode).toBe(409);
    t.clock.advance(HOUR); // 19:00 UTC: 00:30 on the 23rd in India, the stay is over
  });
});

describe('after the stay', () => {
  it('lists the stay as waiting for the booker and the guest, and says it is reviewable', async () => {
    expect(await pending('traveller@acme.test')).toEqual([stay]);
    expect(await pending('manager@acme.test')).toEqual([stay]);
    expect(await pending('coordinator@acme.test')).toEqual([]);
    expect((await status('manager@acme.test', stay)).json()).toMatchObject({
      reviewable: true,
      reviewed: false,
      reason: '',
      stay: { txid: stay, hotelcode, checkin: '2026-03-20', checkout: '2026-03-22', tripid: '' },
    });
  });

  it("stores the booker's review with the booking's hotel, city, country and check-in, outside any trip", async () => {
    const response = await t.service(await token('traveller@acme.test'), review(stay, { hotel_name: 'Typed by hand' }));
    expect(response.statusCode).toBe(200);
    const [row] = await t.store.db.select().from(hotelReviews).where(eq(hotelReviews.recordId, response.json().recordid));
    const booking = await rowOf(t, stay);
    expect(row).toMatchObject({
      txid: stay, tripId: null, corporateId: '1001', profileId: '20001', hotelId: hotelcode, hotelName: booking.hotelName,
      hotelCity: booking.city, hotelCountry: 'India', dateOfStay: '2026-03-20', overallRating: 4.5, wifi: 2.5, recommended: true,
    });
    expect(await pending('traveller@acme.test')).toEqual([]);
    expect((await status('traveller@acme.test', stay)).json()).toMatchObject({ reviewable: false, reviewed: true });
  });

  it('refuses a second review by the same person with 409', async () => {
    const response = await t.service(await token('traveller@acme.test'), review(stay, { overallrating: 2 }));
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe('txid: a review of this transaction was already submitted');
  });

  it('lets the guest with a profile review it once too', async () => {
    expect((await t.service(await token('manager@acme.test'), review(stay, { overallrating: 3.5, recommended: false }))).statusCode).toBe(200);
  });

  it.each([
    ['a colleague neither booker nor guest', 'coordinator@acme.test'],
    ['another company', 'traveller@globex.test'],
  ])('answers %s like an unknown txid', async (_who, userid) => {
    for (const txid of [stay, 'HTL1']) {
      const response = await t.service(await token(userid), review(txid));
      expect(response.statusCode).toBe(403);
      expect(message(response)).toBe('txid: transaction not found');
      expect(message(await status(userid, txid))).toBe('txid: transaction not found');
    }
  });

  it('refuses a cancelled or unpaid stay, and a hotelid that is not the stay’s, naming the field', async () => {
    const rahul = await token('traveller@acme.test');
    const cancelled = await copyOf(stay, { status: 'cancelled' });
    const unpaid = await copyOf(stay, { status: 'expired' });
    const other = await copyOf(stay, {});
    expect(message(await t.service(rahul, review(cancelled)))).toBe('txid: a cancelled stay cannot be reviewed');
    expect(message(await t.service(rahul, review(unpaid)))).toBe('txid: only a paid stay can be reviewed');
    const wrongHotel = await t.service(rahul, review(other, { hotelid: 'in-delhi-0002' }));
    expect(wrongHotel.statusCode).toBe(400);
    expect(message(wrongHotel)).toMatch(/^jsondata\.hotelid: /);
    const badRating = await t.service(rahul, review(other, { overallrating: 0.3 }));
    expect(badRating.statusCode).toBe(400);
    expect(message(badRating)).toMatch(/^jsondata\.overallrating/);
    expect(await pending('traveller@acme.test')).toEqual([other]);
  });

  it("lists a trip's stays for the trip's feedback and keeps the trip on the review", async () => {
    const [trip] = await t.store.db.select({ id: trips.id }).from(trips).where(eq(trips.travellerProfileId, '20001')).limit(1);
    const inTrip = await copyOf(stay, { tripId: trip!.id });
    expect(await pending('traveller@acme.test', trip!.id)).toEqual([inTrip]);
    const response = await t.service(await token('traveller@acme.test'), review(inTrip));
    const [row] = await t.store.db.select().from(hotelReviews).where(eq(hotelReviews.recordId, response.json().recordid));
    expect(row?.tripId).toBe(trip!.id);
  });
});

describe("colleagues' reviews of a hotel", () => {
  it("shows only the company's reviews: count, average, latest with first name and initial", async () => {
    const globexStay = await copyOf(stay, { corporateId: '1002', profileId: '30001', travellerProfileId: '30001' });
    expect((await t.service(await token('traveller@globex.test'), review(globexStay, { overallrating: 1, feedbacktext: 'Globex only' }))).statusCode).toBe(200);

    const acme = (await colleagues('coordinator@acme.test', hotelcode)).json();
    expect(acme).toMatchObject({ hotelcode, count: 3, average: 4.2 });
    expect(acme.reviews).toHaveLength(3);
    expect(acme.reviews.map((r: { reviewer: string }) => r.reviewer).sort()).toEqual(['Priya N.', 'Rahul V.', 'Rahul V.']);
    expect(acme.reviews.map((r: { text: string }) => r.text)).not.toContain('Globex only');
    expect(acme.reviews[0]).toMatchObject({ ratedon: '2026-03-23' });

    const globex = (await colleagues('traveller@globex.test', hotelcode)).json();
    expect(globex).toMatchObject({ count: 1, average: 1, reviews: [{ text: 'Globex only', recommended: true }] });
    expect((await colleagues('coordinator@acme.test', 'in-delhi-0002')).json()).toEqual({ hotelcode: 'in-delhi-0002', count: 0, average: null, reviews: [] });
  });

  it('refuses an empty hotelcode naming the field', async () => {
    const response = await colleagues('coordinator@acme.test', ' ');
    expect(response.statusCode).toBe(400);
    expect(message(response)).toMatch(/^hotelcode/);
  });
});
