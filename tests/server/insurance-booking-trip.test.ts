import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { ACME_WALLET, PAX, balanceOf, bookingRequest, priceFor, ticket } from './insurance-booking-fixtures';
import { createTrip, fullTrip } from './trips-fixtures';

/* TG-INSURANCE addtotrip: the plan goes on the caller's trip as an 'insurance' item at the server's price. */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const addToTrip = (token: string, jsondata: object, totalnet = '1.00') =>
  t.service(token, { opid: 'TG-INSURANCE', actioncode: 'addtotrip', jsondata, totalnet, product: 'insurance' });

describe('insurance add to trip', () => {
  it("adds an 'insurance' item with the server's price and the request as base64 JSON", async () => {
    const tripid = await createTrip(t, traveller);
    const recommendation = await priceFor(t, traveller, PAX.slice(0, 2));
    const jsondata = bookingRequest(recommendation, PAX.slice(0, 2), { tripid });
    const response = await addToTrip(traveller, jsondata);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ApiStatus.Status).toBe('OK');
    const [item] = (await fullTrip(t, traveller, tripid)).items;
    expect(item).toMatchObject({ itemtype: 'insurance', status: 'active', totalamount: recommendation.totalnet });
    expect(JSON.parse(Buffer.from(item.selected_json, 'base64').toString())).toMatchObject({
      tripid,
      clientref: jsondata.clientref,
    });
  });

  it("refuses another company's trip as if it did not exist", async () => {
    const tripid = await createTrip(t, traveller);
    const globex = await t.token('traveller@globex.test');
    const response = await addToTrip(globex, bookingRequest(await priceFor(t, globex), undefined, { tripid }));
    expect(response.statusCode).toBe(403);
    expect(response.json().ResponseStatus.message).toBe('tripid: trip not found');
    expect((await fullTrip(t, traveller, tripid)).items).toEqual([]);
  });

  it("refuses a colleague's trip and a request without a trip", async () => {
    const tripid = await createTrip(t, traveller);
    const colleague = await t.token('finance@acme.test');
    expect(
      (await addToTrip(colleague, bookingRequest(await priceFor(t, colleague), undefined, { tripid }))).statusCode,
    ).toBe(403);
    const none = await addToTrip(traveller, bookingRequest(await priceFor(t, traveller)));
    expect(none.statusCode).toBe(400);
    expect(none.json().ResponseStatus.message).toContain('tripid is required');
  });
});

describe('insurance booked with its trip', () => {
  it('issues the policy once when the approved trip is booked, billed to the company, and the item carries its txid', async () => {
    const tripid = await createTrip(t, traveller);
    const recommendation = await priceFor(t, traveller, PAX.slice(0, 2));
    expect((await addToTrip(traveller, bookingRequest(recommendation, PAX.slice(0, 2), { tripid }))).statusCode).toBe(
      200,
    );
    // The approval itself is the trips issue's (tested there); here the trip is simply approved.
    await t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
    const walletBefore = await balanceOf(t.store.db, ACME_WALLET);

    const booked = await t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid });
    expect(booked.statusCode, booked.body).toBe(200);
    const [item] = (await fullTrip(t, traveller, tripid)).items;
    expect(item).toMatchObject({ itemtype: 'insurance', status: 'booked' });
    expect(item.txid).toMatch(/^INS\d+$/);

    const invoice = await ticket(t, traveller, item.txid);
    expect(invoice.insurancerecord).toMatchObject({
      bookingstatus: 'confirmed',
      tripid,
      paymentmode: 'company',
      totalinvoice: recommendation.totalnet,
    });
    expect(invoice.passengers).toHaveLength(2);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(walletBefore);
  });
});
