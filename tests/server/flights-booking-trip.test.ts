import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway, paise } from './flights-fixtures';
import {
  ACME_WALLET,
  adult,
  bookingRequest,
  dearest,
  eticket,
  reprice,
  searchAndPick,
} from './flights-booking-fixtures';
import { createTrip, fullTrip } from './trips-fixtures';
import { balanceOf, setBalance } from './wallet-fixtures';

/* TGFS ADDTOTRIP puts the chosen fares on a trip at the server's price; TG-TRIPBOOKING books them, billed to the company. */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 500_000_00n);
});
afterAll(() => t.close());

const addToTrip = (token: string, jsondata: object) =>
  t.service(token, { opid: 'TGFS', actioncode: 'ADDTOTRIP', jsondata });
const BLR_DEL = oneway('BLR', 'DEL', '2026-03-21');

describe('flight add to trip', () => {
  it("adds a 'flight' item at the server's price (even out of policy: the trip's approval covers it)", async () => {
    const tripid = await createTrip(t, traveller);
    const picked = await searchAndPick(t, traveller, BLR_DEL, dearest);
    const priced = await reprice(t, traveller, picked);
    expect(priced.inpolicy).toBe(false);
    const jsondata = bookingRequest(picked, priced.totalfare, { tripid });
    const response = await addToTrip(traveller, jsondata);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ApiStatus).toEqual({ Status: 'OK', Message: 'Flight added to the trip' });
    const [item] = (await fullTrip(t, traveller, tripid)).items;
    expect(item).toMatchObject({ itemtype: 'flight', status: 'active', totalamount: priced.totalfare });
    expect(JSON.parse(Buffer.from(item.selected_json, 'base64').toString())).toMatchObject({
      tripid,
      clientref: jsondata.clientref,
    });
  });

  it("refuses another company's trip, a request without a trip, and a fare no longer of the search", async () => {
    const tripid = await createTrip(t, traveller);
    const picked = await searchAndPick(t, traveller, BLR_DEL);
    const priced = await reprice(t, traveller, picked);
    const globex = await t.token('traveller@globex.test');
    const foreign = await addToTrip(
      globex,
      bookingRequest(picked, priced.totalfare, { tripid, travellers: [adult('Ian')] }),
    );
    expect([foreign.statusCode, foreign.json().ResponseStatus.message]).toEqual([403, 'tripid: trip not found']);
    const none = await addToTrip(traveller, bookingRequest(picked, priced.totalfare));
    expect([none.statusCode, none.json().ResponseStatus.message]).toEqual([400, 'jsondata: tripid is required']);
    expect((await fullTrip(t, traveller, tripid)).items).toEqual([]);
  });
});

describe('flight booked with its trip', () => {
  it('books the item once when the approved trip is booked, billed to the company; the item carries its txid', async () => {
    const tripid = await createTrip(t, traveller);
    const picked = await searchAndPick(t, traveller, BLR_DEL);
    const priced = await reprice(t, traveller, picked);
    expect((await addToTrip(traveller, bookingRequest(picked, priced.totalfare, { tripid }))).statusCode).toBe(200);
    await t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
    const walletBefore = await balanceOf(t.store.db, ACME_WALLET);

    const booked = await t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid });
    expect(booked.statusCode, booked.body).toBe(200);
    const [item] = (await fullTrip(t, traveller, tripid)).items;
    expect(item).toMatchObject({ itemtype: 'flight', status: 'booked' });
    expect(item.txid).toMatch(/^FL\d+$/);
    const invoice = await eticket(t, traveller, item.txid);
    expect(invoice.flightRecord).toMatchObject({ booking_status: 'pending', total_amount: priced.totalfare });
    expect(paise(invoice.flightRecord.total_amount)).toBe(paise(priced.totalfare));
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(walletBefore);
    t.clock.advance(20_000);
    expect((await eticket(t, traveller, item.txid)).flightRecord.booking_status).toBe('ticketed');
  });
});
