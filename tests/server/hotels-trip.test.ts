import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripItems, trips } from '../../server/store/schema';
import { formatMoneyExact, minorUnitsToDecimal } from '../../src/domain/money';
import { type TestApp, createTestApp } from './helpers/test-app';
import { ACME_WALLET, bookingOf, bookingRequest, rateOf, rowOf, totalOf } from './hotels-booking-fixtures';
import { addStayToTrip, policyRate } from './hotels-policy-fixtures';
import { pdfText } from './trip-actions-fixture';
import { createTrip, expense, fullTrip } from './trips-fixtures';
import { balanceOf } from './wallet-fixtures';

/*
 * TG-HOTEL addhoteltotrip and a 'hotel' item booked with its trip (docs/features/hotels.md
 * "Approval and trips"): the trip's approval covers the policy; the stay is booked billed to the
 * company once the trip is booked, and its voucher is in the trip's docket.
 */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const REASON = 'Only hotel near the plant';
const stayRequest = (ratekey: string, tripid: string, overrides: Record<string, unknown> = {}) => {
  const { opid: _opid, action: _action, ...request } = bookingRequest(ratekey, { tripid, ...overrides });
  return request;
};
const approve = (tripid: string) => t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
const bookTrip = (tripid: string) => t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid });

/** A hotel item as addhoteltotrip keeps it, for rates whose every recheck refuses (the scenario hotels). */
async function insertStayItem(tripid: string, ratekey: string): Promise<void> {
  const selectedJson = Buffer.from(JSON.stringify(stayRequest(ratekey, tripid))).toString('base64');
  await t.store.db.insert(tripItems).values({
    id: randomUUID(),
    tripId: tripid,
    corporateId: '1001',
    itemType: 'hotel',
    totalAmountPaise: 1_000_00,
    status: 'active',
    txid: '',
    supplier: 'Scenario hotel',
    selectedJson,
    addedBy: '20001',
    addedAt: t.clock.now(),
  });
}

describe('addhoteltotrip', () => {
  it("adds a 'hotel' item at the rechecked total with the request kept, and the reason out of policy in the note", async () => {
    const tripid = await createTrip(t, traveller);
    const rate = policyRate(false);
    const noReason = await addStayToTrip(t, traveller, stayRequest(rate.ratekey, tripid));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().ResponseStatus.message).toMatch(/^policyreason: /);

    const added = await addStayToTrip(t, traveller, stayRequest(rate.ratekey, tripid, { policyreason: REASON }));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().ApiStatus.Status).toBe('OK');
    const trip = await fullTrip(t, traveller, tripid);
    const [item] = trip.items;
    expect(item).toMatchObject({ itemtype: 'hotel', status: 'active', totalamount: minorUnitsToDecimal(totalOf(rate)), responseid: rate.hotelcode });
    expect(JSON.parse(Buffer.from(item.selected_json, 'base64').toString())).toMatchObject({ ratekey: rate.ratekey, tripid, policyreason: REASON });
    const tracker = await expense(t, traveller, 'viewtrackerfortriptraveller', { tripid });
    expect(JSON.stringify(tracker.json())).toContain(REASON);
  });

  it("refuses a colleague's trip and another company's trip, and answers a sold-out room with NOK", async () => {
    const tripid = await createTrip(t, traveller);
    const ratekey = policyRate(true).ratekey;
    const colleague = await addStayToTrip(t, await t.token('finance@acme.test'), stayRequest(ratekey, tripid));
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().ResponseStatus.message).toMatch(/^tripid: /);
    const globex = await addStayToTrip(t, await t.token('traveller@globex.test'), stayRequest(ratekey, tripid));
    expect(globex.statusCode).toBe(403);
    expect(globex.json().ResponseStatus.message).toBe('tripid: trip not found');

    const soldOut = (await addStayToTrip(t, traveller, stayRequest(rateOf('in-mumbai-0001').ratekey, tripid))).json();
    expect(soldOut.ApiStatus).toMatchObject({ Status: 'NOK', Message: expect.stringContaining('sold out') });
    expect((await fullTrip(t, traveller, tripid)).items).toEqual([]);
  });
});

describe('a hotel booked with its trip', () => {
  it('books the stay once, billed to the company, the item carries its txid and the docket its voucher', async () => {
    const tripid = await createTrip(t, traveller);
    const rate = policyRate(true);
    expect((await addStayToTrip(t, traveller, stayRequest(rate.ratekey, tripid))).statusCode).toBe(200);
    await approve(tripid);
    const walletBefore = await balanceOf(t.store.db, ACME_WALLET);

    const booked = await bookTrip(tripid);
    expect(booked.statusCode, booked.body).toBe(200);
    const [item] = (await fullTrip(t, traveller, tripid)).items;
    expect(item).toMatchObject({ itemtype: 'hotel', status: 'booked' });
    expect(item.txid).toMatch(/^HTL\d+$/);
    const booking = (await bookingOf(t, traveller, item.txid)).json().booking;
    expect(['booked', 'confirmed']).toContain(booking.status);
    expect(await rowOf(t, item.txid)).toMatchObject({ paymentMode: 'company', tripId: tripid, clientRef: `trip-item-${item.itemid}`, inPolicy: true });
    expect(BigInt((await rowOf(t, item.txid)).totalPaise)).toBe(totalOf(rate));
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(walletBefore);

    const docket = await t.service(traveller, { opid: 'TG-TRIPCONFIRMATION', actioncode: 'GETTRIPDOCUMENTDOCKET', tripid });
    const text = await pdfText(Buffer.from(docket.json().Result.base64, 'base64'));
    expect(text).toContain(`Hotel voucher ${item.txid}`);
    expect(text).toContain(`/hotels/voucher/${item.txid}`);
    expect(text).toContain('Bengaluru');
    expect(text).toContain('Asha Rao');
  });

  it('refuses the trip booking when the hotel is sold out or its price changed, naming both totals', async () => {
    const soldOutTrip = await createTrip(t, traveller);
    await insertStayItem(soldOutTrip, rateOf('in-mumbai-0001').ratekey);
    await approve(soldOutTrip);
    const soldOut = await bookTrip(soldOutTrip);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().ResponseStatus.message).toMatch(/^The hotel on this trip is sold out: /);

    const risenTrip = await createTrip(t, traveller);
    const pune = rateOf('in-pune-0001');
    await insertStayItem(risenTrip, pune.ratekey);
    await approve(risenTrip);
    const risen = await bookTrip(risenTrip);
    expect(risen.statusCode).toBe(409);
    const message = risen.json().ResponseStatus.message as string;
    expect(message).toContain('remove it and add the new rate');
    expect(message).toContain(`from ${formatMoneyExact(totalOf(pune), 'INR')} to `);
    expect((await fullTrip(t, traveller, risenTrip)).items[0].txid).toBe('');
  });
});
