import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripTracker, trips } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call as flightCall, oneway } from './flights-fixtures';
import { adult, bookingRequest as flightRequest, reprice, searchAndPick } from './flights-booking-fixtures';
import { bookingRequest, call as hotelCall, rateIn } from './hotels-booking-fixtures';
import { addStayToTrip } from './hotels-policy-fixtures';
import { createTrip, dayFrom, fullTrip } from './trips-fixtures';

/*
 * The end of a trip's cancellation (docs/trip-lifecycle.md): a trip left in canxprocessing because
 * some bookings wait for the travel desk is cancelled by the system when the last of them is
 * cancelled later, by whichever path (a flight's cancellation, the desk cancelling its stay); a trip
 * that is not being cancelled keeps its status when one of its bookings is cancelled.
 */

let t: TestApp;
let traveller: string;
let admin: string;
let globexTraveller: string;
let globexAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  // One login at a time: the login throttle refuses concurrent password checks.
  traveller = await t.token('traveller@acme.test');
  admin = await t.token('traveladmin@acme.test');
  globexTraveller = await t.token('traveller@globex.test');
  globexAdmin = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const statusOf = async (tripid: string) =>
  (await t.store.db.select({ status: trips.status }).from(trips).where(eq(trips.id, tripid)))[0]?.status;
const trackerOf = (tripid: string) =>
  t.store.db.select().from(tripTracker).where(eq(tripTracker.tripId, tripid)).orderBy(asc(tripTracker.id));
const itemsOf = async (tripid: string) =>
  (await fullTrip(t, traveller, tripid)).items as { itemtype: string; txid: string; status: string }[];
const txidOf = async (tripid: string, itemtype: string) =>
  (await itemsOf(tripid)).find((i) => i.itemtype === itemtype)?.txid ?? '';

const cancelTrip = (tripid: string) =>
  t.service(traveller, { opid: 'TG-TRIPCANCELLATIONREQUEST', tripid, remarks: 'Trip called off' });
const cancelFlight = (token: string, reftxid: string) =>
  t.service(token, { opid: 'TG-FLIGHTCANCELLATIONREQUEST', jsondata: { reftxid, paxsno: [1], remarks: 'Trip called off' } });
const deskCancel = (token: string, txid: string) =>
  t.service(token, { opid: 'TG-OFFLINEHOTEL', action: 'cancelofflinestay', txid, reason: 'Trip called off', charge: '0' });

async function addFlight(tripid: string): Promise<void> {
  const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-21'));
  const priced = await reprice(t, traveller, picked);
  const added = await flightCall(t, traveller, 'ADDTOTRIP', {
    jsondata: flightRequest(picked, priced.totalfare, { tripid, travellers: [adult('Rahul', { profileid: '20001' })] }),
  });
  expect(added.statusCode, added.body).toBe(200);
}

async function addStay(tripid: string): Promise<void> {
  const { opid: _opid, action: _action, ...request } = bookingRequest(rateIn('in-bengaluru', true).ratekey, { tripid });
  const added = await addStayToTrip(t, traveller, request);
  expect(added.statusCode, added.body).toBe(200);
}

/** Approves (directly) and books the trip: its items are booked. */
async function book(tripid: string): Promise<void> {
  await t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
  const booked = await t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid });
  expect(booked.statusCode, booked.body).toBe(200);
  expect(await statusOf(tripid)).toBe('ticketed');
}

/** A stay the travel desk booked by phone on the (booked) trip; its txid. */
async function deskStay(tripid: string): Promise<string> {
  const booked = await t.service(admin, {
    opid: 'TG-OFFLINEHOTEL',
    action: 'fulfilofflinehotel',
    tripid,
    itemtype: 'offlinehotel',
    hotelname: 'Lakeview Residency',
    address: '12 Lake Road',
    city: 'Delhi',
    checkin: dayFrom(t, 20),
    checkout: dayFrom(t, 22),
    roomtype: 'Deluxe',
    rooms: 1,
    guests: 1,
    confirmationno: 'LV-99812',
    amountkind: 'total',
    amount: '9000',
    paidby: 'company',
  });
  expect(booked.statusCode, booked.body).toBe(200);
  return booked.json().txid as string;
}

async function requestCancellation(tripid: string): Promise<void> {
  const requested = await cancelTrip(tripid);
  expect(requested.statusCode, requested.body).toBe(200);
  expect(requested.json()).toMatchObject({ ApiStatus: { Message: 'Cancellation requested' }, status: 'canxprocessing' });
}

describe('a trip waiting in cancellation', () => {
  it("is cancelled by the system when the flight it waited for is cancelled, with the tracker's CANCEL row", async () => {
    const tripid = await createTrip(t, traveller);
    await addFlight(tripid);
    await addStay(tripid);
    await book(tripid);
    await requestCancellation(tripid);
    const flight = await txidOf(tripid, 'flight');
    // Both items were added at the same test-clock instant, so the trip lists them in either order.
    expect((await itemsOf(tripid)).map((i) => [i.itemtype, i.status]).sort()).toEqual([
      ['flight', 'cancellationrequested'],
      ['hotel', 'cancelled'],
    ]);

    const refused = await cancelFlight(globexTraveller, flight);
    expect(refused.json().ResponseStatus.status).toBe('NOK');
    expect(await statusOf(tripid)).toBe('canxprocessing');

    const cancelled = await cancelFlight(traveller, flight);
    expect(cancelled.json().ResponseStatus.status, cancelled.body).toBe('OK');
    expect(await statusOf(tripid)).toBe('cancelled');
    expect((await trackerOf(tripid)).at(-1)).toMatchObject({
      action: 'CANCEL',
      fromStatus: 'canxprocessing',
      toStatus: 'cancelled',
      byProfileId: '20001',
      remarks: 'Every booking of the trip is cancelled',
    });
  });

  it('keeps waiting while another booking waits, and ends when the desk cancels its stay', async () => {
    const tripid = await createTrip(t, traveller);
    await addFlight(tripid);
    await book(tripid);
    const stay = await deskStay(tripid);
    await requestCancellation(tripid);
    expect((await itemsOf(tripid)).map((i) => i.status)).toEqual(['cancellationrequested', 'cancellationrequested']);

    expect((await cancelFlight(traveller, await txidOf(tripid, 'flight'))).json().ResponseStatus.status).toBe('OK');
    expect(await statusOf(tripid)).toBe('canxprocessing');
    expect((await trackerOf(tripid)).map((r) => r.action)).not.toContain('CANCEL');

    const globex = await deskCancel(globexAdmin, stay);
    expect(globex.statusCode).toBe(403);
    expect(await statusOf(tripid)).toBe('canxprocessing');

    const done = await deskCancel(admin, stay);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().stay).toMatchObject({ status: 'cancelled' });
    expect(await statusOf(tripid)).toBe('cancelled');
    expect((await trackerOf(tripid)).slice(-2).map((r) => [r.action, r.toStatus, r.byProfileId])).toEqual([
      ['CANCEL_ITEM', 'canxprocessing', '20004'],
      ['CANCEL', 'cancelled', '20004'],
    ]);
  });
});

describe('a trip not being cancelled', () => {
  it('keeps its status when its only stay is cancelled from the voucher', async () => {
    const tripid = await createTrip(t, traveller);
    await addStay(tripid);
    await book(tripid);
    const stay = await txidOf(tripid, 'hotel');
    const cancelled = await hotelCall(t, traveller, 'cancelhotel', { txid: stay, reason: 'Meeting moved online' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await itemsOf(tripid)).map((i) => i.status)).toEqual(['cancelled']);
    expect(await statusOf(tripid)).toBe('ticketed');
    expect((await trackerOf(tripid)).map((r) => r.action)).not.toContain('CANCEL');
  });
});
