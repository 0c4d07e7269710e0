import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../server/store/schema';
import { TRIP_ITEM_TYPES } from '../../src/domain/trip-items';
import { type TestApp, createTestApp } from './helpers/test-app';
import { createTrip, expense, fullTrip, messageOf } from './trips-fixtures';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const addItem = (tripid: string, item: Record<string, unknown>) => expense(t, traveller, 'addtripitem', { jsondata: { tripid, ...item } });

describe('trip items', () => {
  it.each(TRIP_ITEM_TYPES)("adds a '%s' item as active", async (itemtype) => {
    const tripid = await createTrip(t, traveller);
    const response = await addItem(tripid, { itemtype, totalamount: '100' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ApiStatus.Status).toBe('OK');
    expect((await fullTrip(t, traveller, tripid)).items).toEqual([expect.objectContaining({ itemid: response.json().itemid, itemtype, status: 'active', totalamount: '100.00' })]);
  });

  it.each([
    ['an unknown item type', { itemtype: 'ferry' }, 'itemtype must be one of'],
    ['a bad amount', { itemtype: 'hotel', totalamount: '-5' }, 'totalamount must be an amount like 1234.50'],
    ['selected_json that is not base64', { itemtype: 'hotel', selected_json: '{"a":1}' }, 'selected_json must be base64 text'],
    ['a request item of nothing', { itemtype: 'hotel', requestitemid: 'nope' }, 'requestitemid: no such request item on this trip'],
  ])('answers a field-named 400 for %s', async (_name, item, message) => {
    const tripid = await createTrip(t, traveller);
    const response = await addItem(tripid, item);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('deletes one item, and removes services by type', async () => {
    const tripid = await createTrip(t, traveller);
    const { itemid } = (await addItem(tripid, { itemtype: 'flight', totalamount: '1' })).json();
    await addItem(tripid, { itemtype: 'hotel', totalamount: '2' });
    await addItem(tripid, { itemtype: 'cab', totalamount: '3' });
    await expense(t, traveller, 'addtriprequestitems', { tripid, requestitems: [{ itemtype: 'hotel' }, { itemtype: 'bus' }] });
    expect((await expense(t, traveller, 'deleteitemfromtrip', { itemid })).json().ApiStatus.Status).toBe('OK');
    const removed = await expense(t, traveller, 'removetripservices', { tripid, services: 'hotel,cab' });
    expect(removed.json()).toMatchObject({ ApiStatus: { Status: 'OK' }, removed: 3 });
    const full = await fullTrip(t, traveller, tripid);
    expect(full.items).toEqual([]);
    expect(full.requestitems.map((r: { itemtype: string }) => r.itemtype)).toEqual(['bus']);
    expect(full.tracker.map((r: { action: string }) => r.action)).toContain('REMOVE_SERVICES');
    const again = await expense(t, traveller, 'deleteitemfromtrip', { itemid });
    expect(again.statusCode).toBe(403);
    expect(messageOf(again)).toBe('itemid: item not found');
  });

  it('refuses item changes while the trip is under approval or cancelled', async () => {
    const tripid = await createTrip(t, traveller);
    await t.store.db.update(trips).set({ status: 'approvalpending' }).where(eq(trips.id, tripid));
    const response = await addItem(tripid, { itemtype: 'hotel' });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('A trip that is pending approval cannot have its items changed');
    await t.store.db.update(trips).set({ status: 'cancelled' }).where(eq(trips.id, tripid));
    expect(messageOf(await expense(t, traveller, 'removetripservices', { tripid, services: ['hotel'] }))).toBe('A trip that is cancelled cannot have its items changed');
  });

  it('accepts items on an approved trip (bookings)', async () => {
    const tripid = await createTrip(t, traveller);
    await t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
    expect((await addItem(tripid, { itemtype: 'flight', totalamount: '9999.99', txid: 'TX9' })).statusCode).toBe(200);
  });
});

describe('trip request items', () => {
  it('adds, adds offline, updates and deletes request items', async () => {
    const tripid = await createTrip(t, traveller);
    const added = await expense(t, traveller, 'addtriprequestitems', { tripid, requestitems: [{ itemtype: 'flight', details: { from: 'BLR', to: 'PNQ' } }] });
    expect(added.json().ApiStatus.Status).toBe('OK');
    const [flight] = added.json().requestitemids;
    t.clock.advance(1000);
    const offline = await expense(t, traveller, 'addtriprequestitemsoffline', { tripid, requestitems: [{ itemtype: 'offlinehotel', details: { city: 'Pune' } }] });
    const [hotel] = offline.json().requestitemids;
    expect((await expense(t, traveller, 'updatetriprequestitems', { tripid, requestitems: [{ requestitemid: flight, itemtype: 'train', details: { quota: 'Tatkal Quota' } }] })).statusCode).toBe(200);
    let full = await fullTrip(t, traveller, tripid);
    expect(full.requestitems).toEqual([
      expect.objectContaining({ requestitemid: flight, itemtype: 'train', details: { quota: 'Tatkal Quota' }, offline: false, status: 'active' }),
      expect.objectContaining({ requestitemid: hotel, itemtype: 'offlinehotel', offline: true, status: 'active' }),
    ]);
    expect((await expense(t, traveller, 'deleterequestitemfromtrip', { itemid: hotel })).statusCode).toBe(200);
    full = await fullTrip(t, traveller, tripid);
    expect(full.requestitems.map((r: { requestitemid: string }) => r.requestitemid)).toEqual([flight]);
  });

  it.each([
    ['no request items', { requestitems: [] }, 'requestitems is required'],
    ['an unknown type', { requestitems: [{ itemtype: 'rocket' }] }, 'itemtype must be one of'],
    ['details that are not an object', { requestitems: [{ itemtype: 'cab', details: 'x' }] }, 'details must be an object'],
  ])('answers a field-named 400 for %s', async (_name, extra, message) => {
    const tripid = await createTrip(t, traveller);
    const response = await expense(t, traveller, 'addtriprequestitems', { tripid, ...extra });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('refuses a request item of another trip', async () => {
    const one = await createTrip(t, traveller);
    const other = await createTrip(t, traveller);
    const [id] = (await expense(t, traveller, 'addtriprequestitems', { tripid: other, requestitems: [{ itemtype: 'bus' }] })).json().requestitemids;
    const response = await expense(t, traveller, 'updatetriprequestitems', { tripid: one, requestitems: [{ requestitemid: id, itemtype: 'bus' }] });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(`requestitemid: ${id} is not a request item of this trip`);
  });
});

describe('viewtrackerfortriptraveller', () => {
  it('lists every event with who and when', async () => {
    const tripid = await createTrip(t, traveller);
    await expense(t, traveller, 'updatetripdate', { tripid, fromdate: '2026-06-01', todate: '2026-06-03', remark: 'new dates' });
    const { list } = (await expense(t, traveller, 'viewtrackerfortriptraveller', { tripid })).json();
    expect(list).toEqual([
      expect.objectContaining({ tripid, action: 'CREATE', fromstatus: '', tostatus: 'pending', byprofileid: '20001', byname: 'Rahul Verma' }),
      expect.objectContaining({ action: 'EDIT', fromstatus: 'pending', tostatus: 'pending', remarks: 'new dates', createdon: t.clock.now().toISOString() }),
    ]);
  });
});
