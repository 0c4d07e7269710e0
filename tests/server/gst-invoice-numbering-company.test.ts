import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstInvoices } from '../../server/store/schema-gst-invoices';
import { trips } from '../../server/store/schema';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, oneway } from './flights-fixtures';
import { bookingRequest, cheapest, reprice, searchAndPick } from './flights-booking-fixtures';
import { createTrip, fullTrip } from './trips-fixtures';

/*
 * Bookings billed to the company outside the shared pay step are numbered when they are booked
 * too: a trip's flight item booked with its trip, and the flight that replaces it on a reschedule
 * (re-billed to the company, no money moving). Each takes the company's next number.
 */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const sequenceOf = async (txid: string) => {
  const [row] = await t.store.db
    .select({ sequence: gstInvoices.sequence, financialYear: gstInvoices.financialYear })
    .from(gstInvoices)
    .where(and(eq(gstInvoices.product, 'flight'), eq(gstInvoices.txid, txid)));
  expect(row?.financialYear).toBe('2025-26');
  return row?.sequence;
};

/** A trip with one flight added by ADDTOTRIP, approved and booked: the item's txid. */
async function bookedTripFlight(): Promise<string> {
  const tripid = await createTrip(t, traveller);
  const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-21'));
  const priced = await reprice(t, traveller, picked);
  const added = await call(t, traveller, 'ADDTOTRIP', { jsondata: bookingRequest(picked, priced.totalfare, { tripid }) });
  expect(added.statusCode).toBe(200);
  await t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
  expect((await t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid })).statusCode).toBe(200);
  return (await fullTrip(t, traveller, tripid)).items[0].txid as string;
}

/** Reschedules a company-billed booking to the 25th: the new booking's txid. */
async function rescheduled(reftxid: string): Promise<string> {
  const search = await call(t, traveller, 'SEARCHFLIGHTSRESC', { txid: reftxid, onwarddate: '2026-03-25', returndate: '', requesttype: 'reschedule' });
  const responseid = search.json().responseid as string;
  let results: { status: string; results: FlightOffer[] } | null = null;
  for (let poll = 0; poll < 3 && results?.status !== 'complete'; poll++)
    results = (await call(t, traveller, 'QUEUERESULTS', { responseid })).json();
  const { o, f } = cheapest(results!.results);
  const selection = { reftxid, responseid, selected: [{ flightkey: o.flightkey, farekey: f.farekey }] };
  const quote = (await t.service(traveller, { opid: 'TG-FLIGHTRESCHEDULEQUOTE', jsondata: selection })).json().quote;
  const jsondata = { ...selection, newfare: quote.newfare, paymentmode: 'cashcard', clientref: 'resc-trip' };
  const done = (await t.service(traveller, { opid: 'TG-FLIGHTRESCHEDULE', jsondata })).json();
  expect(done.FlightBookingResponse.errormessage).toBe('');
  return done.FlightBookingResponse.txid as string;
}

describe('GST invoice numbering of company-billed bookings', () => {
  it("numbers a trip's flight when the trip is booked, and its re-billed reschedule next", async () => {
    const first = await bookedTripFlight();
    const second = await bookedTripFlight();
    const firstSequence = await sequenceOf(first);
    expect(await sequenceOf(second)).toBe(firstSequence! + 1);
    const replacement = await rescheduled(first);
    expect(await sequenceOf(replacement)).toBe(firstSequence! + 2);
    // The replaced booking keeps its own number.
    expect(await sequenceOf(first)).toBe(firstSequence);
  });
});
