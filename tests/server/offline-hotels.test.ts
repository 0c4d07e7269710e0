import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFacts, corporateNotifications } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { createTrip, dayFrom, expense, fullTrip, messageOf, submit } from './trips-fixtures';

/*
 * TG-OFFLINEHOTEL (docs/features/offline-hotels.md): a traveller's offline hotel request on a trip,
 * the travel desk's queue, fulfilling (the booked item, tracker, notice, dashboards' facts),
 * declining, and the refusals: roles, another company's ids, a draft trip, field-named input errors.
 */

let t: TestApp;
let traveller: string;
let manager: string;
let admin: string;
let globexAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  // One login at a time: the login throttle refuses concurrent password checks.
  traveller = await t.token('traveller@acme.test');
  manager = await t.token('manager@acme.test');
  admin = await t.token('traveladmin@acme.test');
  globexAdmin = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const desk = (token: string, action: string, extra: object = {}, headers: Record<string, string> = {}) =>
  t.service(token, { opid: 'TG-OFFLINEHOTEL', action, ...extra }, headers);

const requestDetails = (city: string) => ({ city, to: city, preferred: 'Near the office', checkin: dayFrom(t, 20), date: dayFrom(t, 20), checkout: dayFrom(t, 22), rooms: '1', guests: '1', budgetpernight: '5000.00', notes: 'Quiet room' });

/** A trip with one offline hotel request, submitted and approved by the traveller's manager. */
async function approvedTripWithRequest(city: string, tripname = `Stay in ${city}`) {
  const tripid = await createTrip(t, traveller, { tripname, destination: city });
  const added = await expense(t, traveller, 'addtriprequestitems', { tripid, requestitems: [{ itemtype: 'offlinehotel', details: requestDetails(city) }] });
  expect(added.statusCode, added.body).toBe(200);
  const requestitemid = added.json().requestitemids[0] as string;
  expect((await submit(t, traveller, tripid)).statusCode).toBe(200);
  const decided = await t.service(manager, { opid: 'TG-APPROVALS', action: 'decidetrip', tripid, decision: 'approve', remarks: 'ok' });
  expect(decided.json().tripstatus, decided.body).toBe('approved');
  t.clock.advance(1000);
  return { tripid, requestitemid };
}

const stay = (tripid: string, requestitemid: string, overrides: object = {}) => ({
  tripid,
  requestitemid,
  itemtype: 'offlinehotel',
  hotelname: 'Lakeview Residency',
  address: '12 Lake Road',
  city: 'Pune',
  checkin: dayFrom(t, 20),
  checkout: dayFrom(t, 22),
  roomtype: 'Deluxe',
  board: 'Breakfast',
  rooms: 1,
  guests: 1,
  confirmationno: 'LV-99812',
  amountkind: 'nightlyrate',
  amount: '4500.00',
  paidby: 'company',
  ...overrides,
});

describe('the queue', () => {
  it('lists open requests of approved trips only, newest first, found by traveller or city', async () => {
    const draft = await createTrip(t, traveller, { tripname: 'Draft stay' });
    await expense(t, traveller, 'addtriprequestitems', { tripid: draft, requestitems: [{ itemtype: 'offlinehotel', details: requestDetails('Nagpur') }] });
    const older = await approvedTripWithRequest('Indore');
    const newer = await approvedTripWithRequest('Surat');
    const open = (await desk(admin, 'getofflinehotelqueue')).json().list as { requestitemid: string; tripid: string }[];
    const ids = open.map((r) => r.requestitemid);
    expect(ids.indexOf(newer.requestitemid)).toBeLessThan(ids.indexOf(older.requestitemid));
    expect(open.some((r) => r.tripid === draft)).toBe(false);
    expect(open.find((r) => r.requestitemid === newer.requestitemid)).toMatchObject({
      travellername: 'Rahul Verma', city: 'Surat', preferred: 'Near the office', rooms: '1', guests: '1', budgetpernight: '5000.00', status: 'active', tripstatus: 'approved',
    });
    const bySearch = (await desk(admin, 'getofflinehotelqueue', { searchtext: 'indo' })).json().list as { requestitemid: string }[];
    expect(bySearch.map((r) => r.requestitemid)).toEqual([older.requestitemid]);
    expect((await desk(admin, 'getofflinehotelqueue', { searchtext: 'rahul' })).json().list.length).toBeGreaterThanOrEqual(2);
  });

  it("shows another company's desk none of Acme's requests", async () => {
    await approvedTripWithRequest('Jaipur');
    const list = (await desk(globexAdmin, 'getofflinehotelqueue')).json().list as { city: string }[];
    expect(list.some((r) => r.city === 'Jaipur')).toBe(false);
  });
});

describe('fulfilling a request', () => {
  it('books the stay on the trip with GST, closes the request, notes the tracker, tells the traveller and counts it', async () => {
    const { tripid, requestitemid } = await approvedTripWithRequest('Pune');
    const key = { 'idempotency-key': `oh-${requestitemid}` };
    const answer = await desk(admin, 'fulfilofflinehotel', stay(tripid, requestitemid), key);
    expect(answer.statusCode, answer.body).toBe(200);
    // 4500.00 a night is in the 5 % slab: 225.00 GST a night, two nights.
    expect(answer.json()).toMatchObject({ totalamount: '9450.00', taxamount: '450.00' });
    const { txid, itemid } = answer.json();
    expect(txid).toMatch(/^OH[0-9A-F]{10}$/);

    const replay = await desk(admin, 'fulfilofflinehotel', stay(tripid, requestitemid), key);
    expect(replay.json().txid).toBe(txid);
    const again = await desk(admin, 'fulfilofflinehotel', stay(tripid, requestitemid));
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('requestitemid: this request is already fulfilled');

    const full = await fullTrip(t, traveller, tripid);
    expect(full.items).toEqual([
      expect.objectContaining({ itemid, itemtype: 'offlinehotel', txid, status: 'booked', totalamount: '9450.00', requestitemid, supplier: 'Lakeview Residency · Confirmation LV-99812' }),
    ]);
    expect(full.requestitems[0]).toMatchObject({ requestitemid, status: 'fulfilled' });
    expect(full.tracker.at(-1)).toMatchObject({ action: 'ADD_ITEM', byprofileid: '20004' });
    expect(full.tracker.at(-1).remarks).toContain('confirmation LV-99812');

    const [notice] = await t.store.db.select().from(corporateNotifications).where(and(eq(corporateNotifications.toProfileId, '20001'), eq(corporateNotifications.title, 'Hotel booked')));
    expect(notice?.description).toContain('LV-99812');
    const [fact] = await t.store.db.select().from(bookingFacts).where(eq(bookingFacts.txid, txid));
    expect(fact).toMatchObject({ product: 'hotel', tripId: tripid, travellerProfileId: '20001', merchant: 'Lakeview Residency', spendPaise: 945_000, taxesPaise: 45_000, nights: 2, destinationCity: 'Pune', paymentMode: 'company', state: 'standing' });
    expect((await desk(admin, 'getofflinehotelqueue', { status: 'fulfilled' })).json().list).toEqual(expect.arrayContaining([expect.objectContaining({ requestitemid, txid })]));
  });

  it('books a stay by phone without a request on a trip the desk finds, taking a total as the bill says', async () => {
    const { tripid } = await approvedTripWithRequest('Kochi', 'Kochi shipyard audit');
    const trips = (await desk(admin, 'getofflinehoteltrips', { searchtext: 'shipyard' })).json().list;
    expect(trips).toEqual([expect.objectContaining({ tripid, travellername: 'Rahul Verma', tripstatus: 'approved' })]);
    const answer = await desk(admin, 'fulfilofflinehotel', stay(tripid, '', { itemtype: 'serviceapartment', amountkind: 'total', amount: '31999.99', rooms: 2, guests: 3, paidby: 'traveller' }));
    expect(answer.json()).toMatchObject({ totalamount: '31999.99', taxamount: '0.00' });
    const [fact] = await t.store.db.select().from(bookingFacts).where(eq(bookingFacts.txid, answer.json().txid));
    expect(fact).toMatchObject({ spendPaise: 3_199_999, nights: 4, paymentMode: 'paidbytraveller' });
  });

  it('charges no GST on a stay abroad', async () => {
    const { tripid, requestitemid } = await approvedTripWithRequest('Colombo');
    const answer = await desk(admin, 'fulfilofflinehotel', stay(tripid, requestitemid, { abroad: true, amount: '9000' }));
    expect(answer.json()).toMatchObject({ totalamount: '18000.00', taxamount: '0.00' });
  });
});

describe('declining a request', () => {
  it('closes it with the reason the traveller reads', async () => {
    const { tripid, requestitemid } = await approvedTripWithRequest('Shillong');
    const answer = await desk(admin, 'declineofflinehotel', { requestitemid, reason: 'No rooms in that property' });
    expect(answer.statusCode, answer.body).toBe(200);
    const full = await fullTrip(t, traveller, tripid);
    expect(full.requestitems[0]).toMatchObject({ status: 'declined' });
    expect(full.tracker.at(-1)).toMatchObject({ action: 'DECLINE_REQUEST' });
    const declined = (await desk(admin, 'getofflinehotelqueue', { status: 'declined' })).json().list;
    expect(declined).toEqual(expect.arrayContaining([expect.objectContaining({ requestitemid, declinereason: 'No rooms in that property' })]));
    expect(messageOf(await desk(admin, 'declineofflinehotel', { requestitemid, reason: 'again' }))).toBe('requestitemid: this request is already declined');
    const blank = await desk(admin, 'declineofflinehotel', { requestitemid, reason: ' ' });
    expect([blank.statusCode, messageOf(blank)]).toEqual([400, 'reason is required']);
  });
});

describe('refusals', () => {
  it("refuses another company's trip and request, naming the field, and changes nothing", async () => {
    const { tripid, requestitemid } = await approvedTripWithRequest('Mysuru');
    const trip = await desk(globexAdmin, 'fulfilofflinehotel', stay(tripid, ''));
    expect([trip.statusCode, messageOf(trip)]).toEqual([403, 'tripid: trip not found']);
    const decline = await desk(globexAdmin, 'declineofflinehotel', { requestitemid, reason: 'mine now' });
    expect([decline.statusCode, messageOf(decline)]).toEqual([403, 'requestitemid: offline hotel request not found']);
    const globexTrip = await createTrip(t, await t.token('traveller@globex.test'), { destinationcountries: ['US'] });
    const mixed = await desk(admin, 'fulfilofflinehotel', stay(globexTrip, requestitemid));
    expect([mixed.statusCode, messageOf(mixed)]).toEqual([403, 'tripid: trip not found']);
    expect((await fullTrip(t, traveller, tripid)).requestitems[0].status).toBe('active');
  });

  it('refuses travellers and managers, a draft trip, and a request of another trip', async () => {
    const { tripid, requestitemid } = await approvedTripWithRequest('Goa');
    expect((await desk(traveller, 'fulfilofflinehotel', stay(tripid, requestitemid))).statusCode).toBe(403);
    expect((await desk(manager, 'getofflinehotelqueue')).statusCode).toBe(403);
    const draft = await createTrip(t, traveller);
    const onDraft = await desk(admin, 'fulfilofflinehotel', stay(draft, ''));
    expect([onDraft.statusCode, messageOf(onDraft)]).toEqual([409, 'tripid: a trip that is pending cannot take a stay from the travel desk; it must be approved first']);
    const other = await approvedTripWithRequest('Ooty');
    const crossed = await desk(admin, 'fulfilofflinehotel', stay(other.tripid, requestitemid));
    expect([crossed.statusCode, messageOf(crossed)]).toEqual([400, 'requestitemid: not a request of this trip']);
  });

  it.each([
    ['check-out before check-in', { checkout: '2020-01-01' }, 'checkout must be after checkin'],
    ['a malformed amount', { amount: '12,000' }, 'amount must be an amount like 4500.50'],
    ['fewer guests than rooms', { rooms: 3, guests: 2 }, 'guests: at least one guest per room'],
    ['no hotel name', { hotelname: '' }, 'hotelname is required'],
    ['an unknown payer', { paidby: 'wallet' }, 'paidby must be company or traveller'],
    ['a bad time', { checkintime: '25:00' }, 'checkintime must be a time like 14:00'],
  ])('answers a field-named 400 for %s', async (_name, overrides, message) => {
    const response = await desk(admin, 'fulfilofflinehotel', stay('710002', '', overrides));
    expect([response.statusCode, messageOf(response)]).toEqual([400, message]);
  });

  it('refuses a stay whose total is beyond what a trip item holds', async () => {
    const { tripid } = await approvedTripWithRequest('Agra');
    const response = await desk(admin, 'fulfilofflinehotel', stay(tripid, '', { amount: '99999999', rooms: 20, guests: 20 }));
    expect([response.statusCode, messageOf(response)]).toEqual([400, 'amount: the stay comes to more than a trip item can hold (₹1,00,00,000)']);
  });
});
