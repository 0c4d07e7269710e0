import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripAmendments, tripItems, tripTracker, trips } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { insertItem, insertTrip } from './trip-actions-fixture';

let t: TestApp;
let traveller: string;
let manager: string;
let traveladmin: string;
let globex: string;
let sme: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  manager = await t.token('manager@acme.test');
  traveladmin = await t.token('traveladmin@acme.test');
  globex = await t.token('traveller@globex.test');
  sme = await t.token('owner@sme.test');
});
afterAll(() => t.close());

const call = (token: string, opid: string, action: string | null, fields: object, headers: Record<string, string> = {}) =>
  t.service(token, { opid, ...(action ? { action } : {}), ...fields }, headers);
const expense = (token: string, action: string, fields: object, headers?: Record<string, string>) => call(token, 'TG-EXPENSE', action, fields, headers);
const tripOf = async (id: string) => (await t.store.db.select().from(trips).where(eq(trips.id, id)))[0]!;
const itemsOf = (id: string) => t.store.db.select().from(tripItems).where(eq(tripItems.tripId, id));
const expectRefused = async (response: Awaited<ReturnType<typeof call>>, status: number, message: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().ResponseStatus.message).toBe(message);
};

describe('reopentrip', () => {
  it('reopens a rejected trip as a draft and records the tracker row', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'rejected' });
    const response = await expense(traveller, 'reopentrip', { tripid, remarks: 'fixed the dates' });
    expect(response.json()).toEqual({ ApiStatus: { Status: 'OK', Message: 'Trip reopened' }, tripid, status: 'pending' });
    const tracker = await t.store.db.select().from(tripTracker).where(eq(tripTracker.tripId, tripid));
    expect(tracker).toEqual([expect.objectContaining({ action: 'REOPEN', fromStatus: 'rejected', toStatus: 'pending', byProfileId: '20001', remarks: 'fixed the dates' })]);
  });

  it('refuses an illegal transition with the lifecycle message', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    await expectRefused(await expense(traveller, 'reopentrip', { tripid }), 409, 'A trip that is ticketed cannot be reopened');
  });
});

describe('TG-TRIPBOOKING and paytrippayment', () => {
  it('books an approved corporate trip: ticketed, items get transaction ids', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'approved' });
    await insertItem(t.store.db, tripid);
    await insertItem(t.store.db, tripid, { txid: 'PNR-KEEP' });
    const response = await call(traveller, 'TG-TRIPBOOKING', null, { tripid });
    expect(response.json()).toMatchObject({ ApiStatus: { Status: 'OK', Message: 'Trip booked' }, status: 'ticketed' });
    const items = await itemsOf(tripid);
    expect(items.map((i) => i.status)).toEqual(['booked', 'booked']);
    expect(items.map((i) => i.txid).sort()).toEqual([`TX${tripid}01`, 'PNR-KEEP'].sort());
    await expectRefused(await call(traveller, 'TG-TRIPBOOKING', null, { tripid }), 409, 'A trip that is ticketed cannot be booked');
  });

  it('refuses a pending trip in approve-before-booking mode, and a trip without items', async () => {
    const pending = await insertTrip(t.store.db);
    await insertItem(t.store.db, pending);
    await expectRefused(await call(traveller, 'TG-TRIPBOOKING', null, { tripid: pending }), 409, 'A trip that is pending cannot be booked');
    const empty = await insertTrip(t.store.db, { status: 'approved' });
    await expectRefused(await call(traveller, 'TG-TRIPBOOKING', null, { tripid: empty }), 409, 'Trip Cannot be Booked: add an item to the trip first.');
  });

  it('an sme trip waits for payment: BOOK → paymentpending, PAY → paymentreleased, BOOK → ticketed', async () => {
    const tripid = await insertTrip(t.store.db, { corporateId: '1003', traveller: '40001', status: 'approved' });
    await insertItem(t.store.db, tripid, { corporateId: '1003' });
    expect((await call(sme, 'TG-TRIPBOOKING', null, { tripid })).json().status).toBe('paymentpending');
    expect((await itemsOf(tripid))[0]!.txid).toBe('');
    const paid = await expense(sme, 'paytrippayment', { tripid, corporateid: '1003', profileid: '40001' });
    expect(paid.json()).toMatchObject({ ApiStatus: { Status: 'OK' }, status: 'paymentreleased' });
    await expectRefused(await expense(sme, 'paytrippayment', { tripid }), 409, 'A trip that is paid cannot be paid');
    expect((await call(sme, 'TG-TRIPBOOKING', null, { tripid })).json().status).toBe('ticketed');
  });

  it('paytrippayment on a trip that owes nothing is refused', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'approved' });
    await expectRefused(await expense(traveller, 'paytrippayment', { tripid }), 409, 'A trip that is approved cannot be paid');
  });
});

describe('updaterescheduledateinfo', () => {
  it('reschedules a ticketed trip to the new dates', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    const response = await expense(traveller, 'updaterescheduledateinfo', { tripid, fromdate: '2030-04-01', todate: '2030-04-03', remarks: 'meeting moved' });
    expect(response.json()).toMatchObject({ status: 'rescheduled' });
    expect(await tripOf(tripid)).toMatchObject({ fromDate: '2030-04-01', toDate: '2030-04-03', status: 'rescheduled' });
  });

  it('refuses dates out of order (400) and a trip that is not booked (409)', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    await expectRefused(await expense(traveller, 'updaterescheduledateinfo', { tripid, fromdate: '2030-04-03', todate: '2030-04-01' }), 400, 'todate must not be before fromdate');
    const pending = await insertTrip(t.store.db);
    await expectRefused(await expense(traveller, 'updaterescheduledateinfo', { tripid: pending, fromdate: '2030-04-01', todate: '2030-04-03' }), 409, 'A trip that is pending cannot be rescheduled');
  });
});

describe('TG-TRIPCANCELLATIONREQUEST', () => {
  it('a booked trip goes to cancellation processing; its items become cancellation requested', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    await insertItem(t.store.db, tripid, { status: 'booked', txid: 'TX1' });
    await insertItem(t.store.db, tripid, { status: 'cancelled' });
    const response = await call(traveller, 'TG-TRIPCANCELLATIONREQUEST', null, { tripid, corporateid: '1001', profileid: '20001', remarks: 'trip called off' });
    expect(response.json()).toMatchObject({ ApiStatus: { Message: 'Cancellation requested' }, status: 'canxprocessing' });
    expect((await itemsOf(tripid)).map((i) => i.status).sort()).toEqual(['cancellationrequested', 'cancelled']);
  });

  it('a draft without bookings is cancelled at once; a cancelled trip cannot be cancelled again', async () => {
    const tripid = await insertTrip(t.store.db);
    expect((await call(traveller, 'TG-TRIPCANCELLATIONREQUEST', null, { tripid })).json().status).toBe('cancelled');
    await expectRefused(await call(traveller, 'TG-TRIPCANCELLATIONREQUEST', null, { tripid }), 409, 'A trip that is cancelled cannot be sent for cancellation');
  });

  it('replayed with the same Idempotency-Key, it applies once', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    await insertItem(t.store.db, tripid, { status: 'booked', txid: 'TX2' });
    const key = { 'idempotency-key': `cancel-${tripid}` };
    const first = await call(traveller, 'TG-TRIPCANCELLATIONREQUEST', null, { tripid }, key);
    const again = await call(traveller, 'TG-TRIPCANCELLATIONREQUEST', null, { tripid }, key);
    expect(again.json()).toEqual(first.json());
    expect(await t.store.db.select().from(tripTracker).where(eq(tripTracker.tripId, tripid))).toHaveLength(1);
  });
});

describe('amendments (date change with approval)', () => {
  it("the traveller asks, the traveller's manager approves: new dates, rescheduled", async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    const asked = await call(traveller, 'TG-TRIPAMENDMENDREQUEST', null, { tripid, amendmenttype: 'datechange', fromdate: '2030-05-01', todate: '2030-05-02', remarks: 'client moved' });
    expect(asked.json()).toMatchObject({ status: 'sentforamendment', amendmentid: expect.any(String) });
    const [row] = await t.store.db.select().from(tripAmendments).where(eq(tripAmendments.tripId, tripid));
    expect(row).toMatchObject({ status: 'pending', approverProfileId: '20002', requestedBy: '20001' });

    const own = await call(traveller, 'TG-TRIPAMENDMENDREQUESTAPPROVAL', null, { tripid, amendmenttype: 'datechange', decision: 'approve' });
    await expectRefused(own, 403, 'You are not the approver of this amendment.');
    const decided = await call(manager, 'TG-TRIPAMENDMENDREQUESTAPPROVAL', null, { tripid, amendmenttype: 'datechange', profileid: '20002', corporateid: '1001', decision: 'approve', remarks: 'ok' });
    expect(decided.json()).toMatchObject({ ApiStatus: { Message: 'Amendment approved' }, status: 'rescheduled', amendmentstatus: 'approved' });
    expect(await tripOf(tripid)).toMatchObject({ fromDate: '2030-05-01', toDate: '2030-05-02' });
  });

  it('routing a date change for approval (no decision) is idempotent; a rejection keeps the old dates', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    const fields = { tripid, amendmenttype: 'datechange', fromdate: '2030-06-01', todate: '2030-06-04', profileid: '20001', corporateid: '1001' };
    const routed = await call(traveller, 'TG-TRIPAMENDMENDREQUESTAPPROVAL', null, fields);
    expect(routed.json()).toMatchObject({ status: 'sentforamendment', amendmentstatus: 'pending' });
    const again = await call(traveller, 'TG-TRIPAMENDMENDREQUESTAPPROVAL', null, fields);
    expect(again.json().amendmentid).toBe(routed.json().amendmentid);
    const rejected = await call(traveladmin, 'TG-TRIPAMENDMENDREQUESTAPPROVAL', null, { tripid, decision: 'reject', remarks: 'no budget' });
    expect(rejected.json()).toMatchObject({ status: 'ticketed', amendmentstatus: 'rejected' });
    expect(await tripOf(tripid)).toMatchObject({ fromDate: '2030-03-10', toDate: '2030-03-12' });
    await expectRefused(await call(manager, 'TG-TRIPAMENDMENDREQUESTAPPROVAL', null, { tripid, decision: 'approve' }), 403, 'tripid: trip not found');
  });

  it('refuses a date change without dates, on a draft, and from another company', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    await expectRefused(await call(traveller, 'TG-TRIPAMENDMENDREQUEST', null, { tripid, amendmenttype: 'datechange' }), 400, 'fromdate and todate are required for a date change');
    const draft = await insertTrip(t.store.db);
    await expectRefused(await call(traveller, 'TG-TRIPAMENDMENDREQUEST', null, { tripid: draft, amendmenttype: 'other', remarks: 'seat' }), 409, 'A trip that is pending cannot be sent for amendment');
    await expectRefused(await call(globex, 'TG-TRIPAMENDMENDREQUEST', null, { tripid, amendmenttype: 'other' }), 403, 'tripid: trip not found');
    await expectRefused(await call(globex, 'TG-TRIPAMENDMENDREQUESTAPPROVAL', null, { tripid, decision: 'approve' }), 403, 'tripid: trip not found');
  });
});

describe("another company's trip", () => {
  it.each([
    ['TG-EXPENSE', 'reopentrip', {}],
    ['TG-EXPENSE', 'updaterescheduledateinfo', { fromdate: '2030-04-01', todate: '2030-04-02' }],
    ['TG-EXPENSE', 'paytrippayment', {}],
    ['TG-TRIPBOOKING', null, {}],
    ['TG-TRIPCANCELLATIONREQUEST', null, {}],
  ] as const)('%s %s answers 403 like a missing trip', async (opid, action, extra) => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    await expectRefused(await call(globex, opid, action, { tripid, ...extra }), 403, 'tripid: trip not found');
    expect((await tripOf(tripid)).status).toBe('ticketed');
  });
});
