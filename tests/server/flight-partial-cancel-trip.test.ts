import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, oneway } from './flights-fixtures';
import { adult, bookingRequest, reprice, searchAndPick } from './flights-booking-fixtures';
import { createTrip, fullTrip } from './trips-fixtures';

/*
 * A trip's flight cancelled for some of its travellers only: the trip's item says "partially
 * cancelled" (not booked) until the last traveller goes, then cancelled.
 */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const TWO = [adult('Rahul', { profileid: '20001' }), adult('Meera', { title: 'Mrs', gender: 'female' })];
const cancel = (reftxid: string, paxsno: number[]) =>
  t.service(traveller, {
    opid: 'TG-FLIGHTCANCELLATIONREQUEST',
    jsondata: { reftxid, paxsno, remarks: 'One of us stays' },
  });

/** A two-traveller flight added to a new trip and booked with it; the trip's id and the flight's txid. */
async function bookedTripFlight() {
  const tripid = await createTrip(t, traveller);
  const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-21', { adults: 2 }));
  const priced = await reprice(t, traveller, picked);
  const added = await call(t, traveller, 'ADDTOTRIP', {
    jsondata: bookingRequest(picked, priced.totalfare, { tripid, travellers: TWO }),
  });
  expect(added.statusCode, added.body).toBe(200);
  await t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
  expect((await t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid })).statusCode).toBe(200);
  const [item] = (await fullTrip(t, traveller, tripid)).items;
  expect(item).toMatchObject({ itemtype: 'flight', status: 'booked' });
  return { tripid, txid: item.txid as string };
}

describe("a trip's partly cancelled flight", () => {
  it('reads "partiallycancelled" on the trip after one of two travellers is cancelled, then cancelled after the other', async () => {
    const { tripid, txid } = await bookedTripFlight();
    expect((await cancel(txid, [1])).json().ResponseStatus.status).toBe('OK');
    expect((await fullTrip(t, traveller, tripid)).items).toEqual([
      expect.objectContaining({ txid, status: 'partiallycancelled' }),
    ]);

    expect((await cancel(txid, [2])).json().ResponseStatus.status).toBe('OK');
    expect((await fullTrip(t, traveller, tripid)).items).toEqual([
      expect.objectContaining({ txid, status: 'cancelled' }),
    ]);
  });

  it('leaves an item the trip cancellation already asked for as it is', async () => {
    const { tripid, txid } = await bookedTripFlight();
    const requested = await t.service(traveller, {
      opid: 'TG-TRIPCANCELLATIONREQUEST',
      tripid,
      remarks: 'Trip called off',
    });
    expect(requested.statusCode, requested.body).toBe(200);
    expect((await fullTrip(t, traveller, tripid)).items[0]).toMatchObject({ status: 'cancellationrequested' });
    expect((await cancel(txid, [1])).json().ResponseStatus.status).toBe('OK');
    expect((await fullTrip(t, traveller, tripid)).items[0]).toMatchObject({ txid, status: 'cancellationrequested' });
  });
});
