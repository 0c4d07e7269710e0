import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripTracker, trips } from '../../server/store/schema';
import { parseMinorUnits } from '../../src/domain/money';
import { type TestApp, createTestApp } from './helpers/test-app';
import { capturePushes } from './approval-fixtures';
import { call as flightCall, oneway } from './flights-fixtures';
import { adult, bookingRequest as flightRequest, reprice, searchAndPick } from './flights-booking-fixtures';
import {
  ACME_WALLET,
  STAY,
  bookByWallet,
  bookingOf,
  bookingRequest,
  call,
  rateIn,
  rowOf,
  totalOf,
} from './hotels-booking-fixtures';
import { addStayToTrip } from './hotels-policy-fixtures';
import { createTrip, fullTrip } from './trips-fixtures';
import { balanceOf, setBalance } from './wallet-fixtures';

/*
 * A hotel stay cancelled through its trip (docs/features/hotels.md "Approval and trips"): one stay
 * from its voucher leaves its trip item 'cancelled' with a tracker note; cancelling the trip cancels
 * its stays at once (penalty by the tier, refund the way each was paid), and the trip is cancelled
 * when nothing is left for the travel desk. The test clock's today is 2026-03-01.
 */

let t: TestApp;
let traveller: string;
let pushes: Awaited<ReturnType<typeof capturePushes>>;
beforeAll(async () => {
  t = await createTestApp();
  pushes = await capturePushes(t.store.db, t.clock.now());
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
});
afterAll(() => t.close());

// Check-in two days ahead of the test clock: the refundable rate's 50 % tier.
const SOON = { ...STAY, checkin: '2026-03-03', checkout: '2026-03-04' };

const stayRequest = (ratekey: string, tripid: string) => {
  const { opid: _opid, action: _action, ...request } = bookingRequest(ratekey, { tripid });
  return request;
};
const approve = (tripid: string) => t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
const itemOf = async (tripid: string, txid: string) =>
  (await fullTrip(t, traveller, tripid)).items.find((i: { txid: string }) => i.txid === txid);
const trackerOf = (tripid: string) =>
  t.store.db.select().from(tripTracker).where(eq(tripTracker.tripId, tripid)).orderBy(asc(tripTracker.id));
const cancelTrip = (tripid: string) =>
  t.service(traveller, { opid: 'TG-TRIPCANCELLATIONREQUEST', tripid, remarks: 'Trip called off' });

/** A trip with a refundable stay added by addhoteltotrip, approved and booked (billed to the company); the stay's txid. */
async function bookedTripStay(tripid: string): Promise<string> {
  const added = await addStayToTrip(t, traveller, stayRequest(rateIn('in-bengaluru', true).ratekey, tripid));
  expect(added.statusCode, added.body).toBe(200);
  await approve(tripid);
  const booked = await t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid });
  expect(booked.statusCode, booked.body).toBe(200);
  const item = (await fullTrip(t, traveller, tripid)).items.find(
    (i: { itemid: string }) => i.itemid === added.json().itemid,
  );
  expect(item).toMatchObject({ status: 'booked' });
  return item.txid;
}

/** A stay paid by wallet, then put on the (still draft) trip from "My bookings". */
async function walletStayOnTrip(tripid: string, stay = STAY): Promise<{ txid: string; total: bigint }> {
  const rate = rateIn('in-bengaluru', true, stay);
  const txid = await bookByWallet(t, traveller, rate);
  // Only a stay the hotel has confirmed (20 s after payment, applied when read) goes on a trip.
  t.clock.advance(20_000);
  expect((await bookingOf(t, traveller, txid)).json().booking.status).toBe('confirmed');
  const added = await t.service(traveller, {
    opid: 'TG-MYBOOKINGS',
    action: 'addtotrip',
    product: 'hotel',
    txid,
    tripid,
  });
  expect(added.statusCode, added.body).toBe(200);
  return { txid, total: totalOf(rate) };
}

describe('one stay of a trip cancelled from its voucher', () => {
  it("marks its trip item 'cancelled', notes it on the tracker and tells the traveller; nothing moves when billed to the company", async () => {
    const tripid = await createTrip(t, traveller);
    const txid = await bookedTripStay(tripid);
    const { hotelName } = await rowOf(t, txid);

    const cancelled = await call(t, traveller, 'cancelhotel', { txid, reason: 'Meeting moved online' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      bookingstatus: 'cancellationrequested',
      refundmode: 'none',
      penalty: '0.00',
    });
    expect(await itemOf(tripid, txid)).toMatchObject({ status: 'cancelled' });
    expect(await rowOf(t, txid)).toMatchObject({
      status: 'cancellationrequested',
      refundMode: 'none',
      penaltyPercent: 0,
    });
    const note = (await trackerOf(tripid)).at(-1);
    expect(note).toMatchObject({
      action: 'CANCEL_ITEM',
      remarks: `Hotel ${hotelName} (${txid}) cancelled: Meeting moved online`,
    });
    expect(note?.fromStatus).toBe(note?.toStatus);
    expect((await t.store.db.select().from(trips).where(eq(trips.id, tripid)))[0]?.status).toBe('ticketed');
    const sent = await pushes.settled();
    expect(sent.filter((s) => s.payload.tag === `hotel-cancel-${txid}`)).toEqual([
      expect.objectContaining({
        profileId: '20001',
        payload: expect.objectContaining({ title: 'Hotel booking cancelled', url: `/hotels/voucher/${txid}` }),
      }),
    ]);
  });

  it('refunds a stay paid by wallet by the tier now: half back between 24 and 72 hours before check-in', async () => {
    const tripid = await createTrip(t, traveller);
    const { txid, total } = await walletStayOnTrip(tripid, SOON);
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const cancelled = (await call(t, traveller, 'cancelhotel', { txid, reason: 'Plans changed' })).json();
    const penalty = (total * 50n + 50n) / 100n;
    expect(cancelled.refundmode).toBe('wallet');
    expect(parseMinorUnits(cancelled.penalty)).toBe(penalty);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + total - penalty);
    expect(await itemOf(tripid, txid)).toMatchObject({ status: 'cancelled' });
  });

  it("refuses another user (the booker's manager only reads) and another company like an unknown txid, and leaves the item booked", async () => {
    const tripid = await createTrip(t, traveller);
    const txid = await bookedTripStay(tripid);
    for (const who of ['manager@acme.test', 'traveller@globex.test']) {
      const refused = await call(t, await t.token(who), 'cancelhotel', { txid, reason: 'Not mine' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().ResponseStatus.message).toBe('txid: hotel booking not found');
    }
    expect(await itemOf(tripid, txid)).toMatchObject({ status: 'booked' });
    expect(['booked', 'confirmed']).toContain((await rowOf(t, txid)).status);
  });
});

describe('a trip with stays cancelled as a whole', () => {
  it('cancels every stay at once (company: nothing back; wallet: refunded) and then the trip itself', async () => {
    const tripid = await createTrip(t, traveller);
    const wallet = await walletStayOnTrip(tripid);
    const company = await bookedTripStay(tripid);
    const before = await balanceOf(t.store.db, ACME_WALLET);

    const response = await cancelTrip(tripid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ApiStatus: { Message: 'Trip cancelled' }, status: 'cancelled' });
    const trip = await fullTrip(t, traveller, tripid);
    expect(trip.items.map((i: { status: string }) => i.status)).toEqual(['cancelled', 'cancelled']);
    expect(await rowOf(t, company)).toMatchObject({
      status: 'cancellationrequested',
      refundMode: 'none',
      cancelReason: 'Trip called off',
    });
    expect(await rowOf(t, wallet.txid)).toMatchObject({ status: 'cancellationrequested', refundMode: 'wallet' });
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + wallet.total);
    const actions = (await trackerOf(tripid)).map((r) => [r.action, r.toStatus]);
    expect(actions.slice(-4)).toEqual([
      ['REQUEST_CANCELLATION', 'canxprocessing'],
      ['CANCEL_ITEM', 'canxprocessing'],
      ['CANCEL_ITEM', 'canxprocessing'],
      ['CANCEL', 'cancelled'],
    ]);
  });

  it("with a flight too, cancels the stay and leaves the flight 'cancellationrequested' and the trip in processing", async () => {
    const tripid = await createTrip(t, traveller);
    const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-21'));
    const priced = await reprice(t, traveller, picked);
    const flight = await flightCall(t, traveller, 'ADDTOTRIP', {
      jsondata: flightRequest(picked, priced.totalfare, {
        tripid,
        travellers: [adult('Rahul', { profileid: '20001' })],
      }),
    });
    expect(flight.statusCode, flight.body).toBe(200);
    const stay = await bookedTripStay(tripid);

    const response = await cancelTrip(tripid);
    expect(response.json()).toMatchObject({
      ApiStatus: { Message: 'Cancellation requested' },
      status: 'canxprocessing',
    });
    const items = (await fullTrip(t, traveller, tripid)).items;
    expect(items.find((i: { itemtype: string }) => i.itemtype === 'flight')).toMatchObject({
      status: 'cancellationrequested',
    });
    expect(items.find((i: { itemtype: string }) => i.itemtype === 'hotel')).toMatchObject({
      txid: stay,
      status: 'cancelled',
    });
    expect((await rowOf(t, stay)).status).toBe('cancellationrequested');
  });
});
