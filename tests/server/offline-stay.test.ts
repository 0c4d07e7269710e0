import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFacts, corporateNotifications } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { createTrip, dayFrom, expense, fullTrip, messageOf, submit } from './trips-fixtures';

/*
 * A stay the travel desk booked, after booking (docs/features/offline-hotels.md "Voucher",
 * "Cancelling"): the voucher read by its traveller and the desk and refused to anyone else, and
 * the desk cancelling it with a charge: item, tracker, notice, dashboards' facts, refusals.
 */

let t: TestApp;
let traveller: string;
let manager: string;
let coordinator: string;
let admin: string;
let globexAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  // One login at a time: the login throttle refuses concurrent password checks.
  traveller = await t.token('traveller@acme.test');
  manager = await t.token('manager@acme.test');
  coordinator = await t.token('coordinator@acme.test');
  admin = await t.token('traveladmin@acme.test');
  globexAdmin = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const desk = (token: string, action: string, extra: object = {}, headers: Record<string, string> = {}) =>
  t.service(token, { opid: 'TG-OFFLINEHOTEL', action, ...extra }, headers);

/** An approved trip of the traveller with a stay the desk booked by phone (two nights at 4500.00, 9450.00 with GST). */
async function bookedStay(city: string) {
  const tripid = await createTrip(t, traveller, { tripname: `Stay in ${city}`, destination: city });
  expect((await submit(t, traveller, tripid)).statusCode).toBe(200);
  const decided = await t.service(manager, { opid: 'TG-APPROVALS', action: 'decidetrip', tripid, decision: 'approve', remarks: 'ok' });
  expect(decided.json().tripstatus, decided.body).toBe('approved');
  const booked = await desk(admin, 'fulfilofflinehotel', {
    tripid, itemtype: 'offlinehotel', hotelname: 'Lakeview Residency', address: '12 Lake Road', city,
    checkin: dayFrom(t, 20), checkout: dayFrom(t, 22), roomtype: 'Deluxe', board: 'Breakfast', rooms: 1, guests: 1,
    confirmationno: 'LV-99812', amountkind: 'nightlyrate', amount: '4500.00', paidby: 'company',
  });
  expect(booked.statusCode, booked.body).toBe(200);
  t.clock.advance(1000);
  return { tripid, txid: booked.json().txid as string };
}

describe('the voucher', () => {
  it('shows the traveller and the desk the stay, and links to it from the notice', async () => {
    const { tripid, txid } = await bookedStay('Pune');
    const mine = await desk(traveller, 'getofflinestay', { txid });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().stay).toMatchObject({
      txid, tripid, itemtype: 'offlinehotel', status: 'booked', travellername: 'Rahul Verma', hotelname: 'Lakeview Residency', address: '12 Lake Road',
      city: 'Pune', checkin: dayFrom(t, 20), checkout: dayFrom(t, 22), rooms: 1, guests: 1, nights: 2, confirmationno: 'LV-99812',
      base: '9000.00', tax: '450.00', total: '9450.00', paidby: 'company', cancellation: null,
    });
    expect((await desk(admin, 'getofflinestay', { txid })).json().stay.txid).toBe(txid);
    const [notice] = await t.store.db.select().from(corporateNotifications).where(and(eq(corporateNotifications.toProfileId, '20001'), eq(corporateNotifications.title, 'Hotel booked')));
    expect(notice?.description).toContain(`href="/stays/${txid}"`);
  });

  it("refuses a colleague, another company's desk and an unknown txid alike", async () => {
    const { txid } = await bookedStay('Nashik');
    for (const [token, id] of [[manager, txid], [coordinator, txid], [globexAdmin, txid], [traveller, 'OH0000000000']] as const) {
      const refused = await desk(token, 'getofflinestay', { txid: id });
      expect([refused.statusCode, messageOf(refused)]).toEqual([403, 'txid: stay not found']);
    }
    const blank = await desk(traveller, 'getofflinestay', { txid: ' ' });
    expect([blank.statusCode, messageOf(blank)]).toEqual([400, 'txid is required']);
  });
});

describe('the desk cancelling a stay', () => {
  it('cancels a stay booked without a request by its txid: the item with the charge, the tracker, the traveller told, the stay counted as cancelled', async () => {
    const { tripid, txid } = await bookedStay('Nagpur');
    // Booked by phone: the trip has no request and the desk's queue never lists the stay; its txid alone cancels it.
    expect((await fullTrip(t, traveller, tripid)).requestitems).toEqual([]);
    const queued = (await desk(admin, 'getofflinehotelqueue', { status: 'fulfilled', searchtext: 'Nagpur' })).json().list as { txid: string }[];
    expect(queued.map((row) => row.txid)).not.toContain(txid);
    const key = { 'idempotency-key': `cancel-${txid}` };
    const answer = await desk(admin, 'cancelofflinestay', { txid, reason: 'Meeting moved', charge: '4725.5' }, key);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().stay).toMatchObject({ status: 'cancelled', cancellation: { reason: 'Meeting moved', charge: '4725.50' } });
    expect((await desk(admin, 'cancelofflinestay', { txid, reason: 'Meeting moved', charge: '4725.5' }, key)).json().stay.status).toBe('cancelled');
    const again = await desk(admin, 'cancelofflinestay', { txid, reason: 'twice', charge: '0' });
    expect([again.statusCode, messageOf(again)]).toEqual([409, 'txid: this stay is cancelled, not booked']);

    const full = await fullTrip(t, traveller, tripid);
    expect(full.items).toEqual([expect.objectContaining({ txid, status: 'cancelled' })]);
    expect(full.tracker.at(-1)).toMatchObject({ action: 'CANCEL_ITEM', byprofileid: '20004' });
    expect(full.tracker.at(-1).remarks).toContain('Meeting moved');
    const [notice] = await t.store.db.select().from(corporateNotifications).where(and(eq(corporateNotifications.toProfileId, '20001'), eq(corporateNotifications.title, 'Hotel cancelled')));
    expect(notice?.description).toContain('Meeting moved');
    const [fact] = await t.store.db.select().from(bookingFacts).where(eq(bookingFacts.txid, txid));
    // The hotel keeps 4725.50 of 9450.00: the rest counts as refunded, though nothing moves back.
    expect(fact).toMatchObject({ state: 'cancelled', spendPaise: 945_000, refundPaise: 472_450 });
    expect((await desk(traveller, 'getofflinestay', { txid })).json().stay.cancellation).toMatchObject({ reason: 'Meeting moved', charge: '4725.50' });
  });

  it('lists the stay as cancelled in the Booked queue of a fulfilled request', async () => {
    const tripid = await createTrip(t, traveller, { tripname: 'Stay in Bhopal', destination: 'Bhopal' });
    const details = { city: 'Bhopal', to: 'Bhopal', checkin: dayFrom(t, 20), date: dayFrom(t, 20), checkout: dayFrom(t, 21), rooms: '1', guests: '1' };
    const requestitemid = (await expense(t, traveller, 'addtriprequestitems', { tripid, requestitems: [{ itemtype: 'offlinehotel', details }] })).json().requestitemids[0] as string;
    await submit(t, traveller, tripid);
    await t.service(manager, { opid: 'TG-APPROVALS', action: 'decidetrip', tripid, decision: 'approve', remarks: 'ok' });
    const { txid } = (await desk(admin, 'fulfilofflinehotel', {
      tripid, requestitemid, itemtype: 'offlinehotel', hotelname: 'Lake Inn', address: '1 Road', city: 'Bhopal', checkin: dayFrom(t, 20), checkout: dayFrom(t, 21),
      roomtype: 'Standard', rooms: 1, guests: 1, confirmationno: 'LI-1', amountkind: 'total', amount: '3000', paidby: 'traveller',
    })).json();
    const row = async () => ((await desk(admin, 'getofflinehotelqueue', { status: 'fulfilled', searchtext: 'Bhopal' })).json().list as { txid: string; staystatus: string }[]).find((r) => r.txid === txid);
    expect((await row())?.staystatus).toBe('booked');
    expect((await desk(admin, 'cancelofflinestay', { txid, reason: 'Not needed', charge: '0' })).statusCode).toBe(200);
    expect((await row())?.staystatus).toBe('cancelled');
  });

  it('refuses a charge above the total, bad input, the traveller and another company, changing nothing', async () => {
    const { txid } = await bookedStay('Raipur');
    const over = await desk(admin, 'cancelofflinestay', { txid, reason: 'Moved', charge: '9450.01' });
    expect([over.statusCode, messageOf(over)]).toEqual([400, "charge: cannot be more than the stay's total of ₹9,450"]);
    const malformed = await desk(admin, 'cancelofflinestay', { txid, reason: 'Moved', charge: '-5' });
    expect([malformed.statusCode, messageOf(malformed)]).toEqual([400, 'charge must be an amount like 1500.00 (0 for none)']);
    const noReason = await desk(admin, 'cancelofflinestay', { txid, reason: '', charge: '0' });
    expect([noReason.statusCode, messageOf(noReason)]).toEqual([400, 'reason is required']);
    expect((await desk(traveller, 'cancelofflinestay', { txid, reason: 'Mine', charge: '0' })).statusCode).toBe(403);
    const globex = await desk(globexAdmin, 'cancelofflinestay', { txid, reason: 'Theirs', charge: '0' });
    expect([globex.statusCode, messageOf(globex)]).toEqual([403, 'txid: stay not found']);
    expect((await desk(traveller, 'getofflinestay', { txid })).json().stay).toMatchObject({ status: 'booked', cancellation: null });
  });
});
