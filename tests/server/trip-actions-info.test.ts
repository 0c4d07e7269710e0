import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perDiemMappings, tripItems, tripRecommendations, tripRequestItems } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { insertApproval, insertItem, insertTrip } from './trip-actions-fixture';

let t: TestApp;
let traveller: string;
let manager: string;
let globex: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  manager = await t.token('manager@acme.test');
  globex = await t.token('traveller@globex.test');
});
afterAll(() => t.close());

const call = (token: string, opid: string, action: string | null, fields: object, headers: Record<string, string> = {}) =>
  t.service(token, { opid, ...(action ? { action } : {}), ...fields }, headers);
const expense = (token: string, action: string, fields: object, headers?: Record<string, string>) => call(token, 'TG-EXPENSE', action, fields, headers);

describe('transactions, advances, fare rules', () => {
  it('TG-TRIPTXNS lists the items that carry a transaction id as GenericTrip rows', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    await insertItem(t.store.db, tripid, { txid: `TX${tripid}01`, status: 'booked', paise: 450_075 });
    await insertItem(t.store.db, tripid);
    const body = (await call(traveller, 'TG-TRIPTXNS', null, { tripid })).json();
    expect(body.GenericTrip).toEqual([
      expect.objectContaining({ txid: `TX${tripid}01`, tripid, itemtype: 'flight', status: 'booked', totalamount: '4500.75', currency: 'INR', supplier: 'IndiGo' }),
    ]);
    expect((await call(globex, 'TG-TRIPTXNS', null, { tripid })).statusCode).toBe(403);
  });

  it('gettripadvancesfortrip lists the imprest asked for; empty when none', async () => {
    const none = await insertTrip(t.store.db);
    expect((await expense(traveller, 'gettripadvancesfortrip', { tripid: none })).json().list).toEqual([]);
    const tripid = await insertTrip(t.store.db, { imprestPaise: 25_000, imprestCurrency: 'USD', status: 'approved' });
    expect((await expense(traveller, 'gettripadvancesfortrip', { tripid })).json().list).toEqual([
      expect.objectContaining({ advanceid: `IMP${tripid}`, kind: 'imprest', amount: '250.00', currency: 'USD', status: 'approved' }),
    ]);
    expect((await expense(globex, 'gettripadvancesfortrip', { tripid })).statusCode).toBe(403);
  });

  it('TG-GETRULES2 answers an empty FlightMiniFareRule list for a known transaction; a foreign txid is refused', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    await insertItem(t.store.db, tripid, { txid: `TX${tripid}09`, status: 'booked' });
    expect((await call(traveller, 'TG-GETRULES2', null, { txid: `TX${tripid}09` })).json()).toEqual({ ApiStatus: { Status: 'OK' }, FlightMiniFareRule: [] });
    expect((await call(globex, 'TG-GETRULES2', null, { txid: `TX${tripid}09` })).statusCode).toBe(403);
    expect((await call(traveller, 'TG-GETRULES2', null, { txid: 'NOPE' })).json().ResponseStatus.message).toBe('txid: transaction not found');
  });
});

describe('imprest maximum', () => {
  // These are the fixed allowances, for a traveller on no per-diem plan: the seed puts Rahul on Staff,
  // whose rates tests/server/per-diem.test.ts covers (docs/features/per-diem.md).
  beforeAll(() => t.store.db.delete(perDiemMappings).where(eq(perDiemMappings.profileId, '20001')));

  it('imprestmaxamount: per-day allowance × days in the company currency (domestic INR 3,000/day)', async () => {
    const tripid = await insertTrip(t.store.db, { fromDate: '2030-03-10', toDate: '2030-03-12' });
    expect((await expense(traveller, 'imprestmaxamount', { tripid })).json()).toEqual({ ApiStatus: { Status: 'OK' }, amount: '9000.00' });
  });

  it('imprestmaxamountv2 answers the currency and the rule (international INR 15,000/day)', async () => {
    const tripid = await insertTrip(t.store.db, { domInt: 'international', fromDate: '2030-03-10', toDate: '2030-03-14' });
    expect((await expense(traveller, 'imprestmaxamountv2', { tripid })).json()).toEqual({
      ApiStatus: { Status: 'OK' },
      amount: '75000.00',
      currency: 'INR',
      perday: '15000.00',
      days: 5,
      domint: 'international',
      source: 'default',
      groupname: '',
    });
    expect((await expense(globex, 'imprestmaxamountv2', { tripid })).statusCode).toBe(403);
  });
});

describe('addtriprecommendation', () => {
  it('stores a recommendation once per action (replays with the same key make one row)', async () => {
    const tripid = await insertTrip(t.store.db);
    const jsondata = { CorporateTripRecommendationRequest: { tripid, recommendationtype: 'hotel', recommendation: 'Stay near the client office' } };
    const key = { 'idempotency-key': `rec-${tripid}` };
    const first = await expense(traveller, 'addtriprecommendation', { jsondata }, key);
    expect(first.json()).toMatchObject({ ApiStatus: { Status: 'OK' }, recordid: expect.any(String) });
    expect((await expense(traveller, 'addtriprecommendation', { jsondata }, key)).json()).toEqual(first.json());
    const rows = await t.store.db.select().from(tripRecommendations).where(eq(tripRecommendations.tripId, tripid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.recommendation).toMatchObject({ recommendation: 'Stay near the client office' });
    expect((await expense(globex, 'addtriprecommendation', { jsondata })).statusCode).toBe(403);
    expect((await expense(traveller, 'addtriprecommendation', { jsondata: { CorporateTripRecommendationRequest: { tripid } } })).statusCode).toBe(400);
  });
});

describe('TGFS VALIDATESEARCHAPPROVALTRIP', () => {
  it('covers a search when the trip is approved and the approval id is one of its approvals', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'approved' });
    const approvalid = await insertApproval(t.store.db, tripid, '20002');
    const check = (id: string, token = traveller) => call(token, 'TGFS', null, { actioncode: 'VALIDATESEARCHAPPROVALTRIP', tripid, approvalid: id });
    expect((await check(approvalid)).json()).toMatchObject({ valid: true });
    expect((await check('999999')).json()).toMatchObject({ valid: false, message: 'approvalid does not match an approval of this trip.' });
    expect((await check(approvalid, manager)).json().valid).toBe(true);
    expect((await check(approvalid, globex)).statusCode).toBe(403);

    const pending = await insertTrip(t.store.db);
    const other = await insertApproval(t.store.db, pending, '20002', 'pending');
    const answer = (await call(traveller, 'TGFS', null, { actioncode: 'VALIDATESEARCHAPPROVALTRIP', tripid: pending, approvalid: other })).json();
    expect(answer).toMatchObject({ valid: false, message: 'The trip is pending, not approved.' });
  });
});

describe('TGFS VALIDATESEARCHAPPROVALTRIP by approval mode', () => {
  const check = (tripid: string, approvalid: string) =>
    call(traveller, 'TGFS', null, { actioncode: 'VALIDATESEARCHAPPROVALTRIP', tripid, approvalid }).then((r) => r.json().valid as boolean);

  it('book-then-approve: a submitted trip is covered by an approval still being decided, not a rejected one', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'submitted', approvalMode: 'after' });
    const pending = await insertApproval(t.store.db, tripid, '20002', 'pending');
    expect(await check(tripid, pending)).toBe(true);
    const before = await insertTrip(t.store.db, { status: 'submitted', approvalMode: 'before' });
    expect(await check(before, await insertApproval(t.store.db, before, '20002', 'pending'))).toBe(false);
    const rejected = await insertTrip(t.store.db, { status: 'ticketed', approvalMode: 'after' });
    expect(await check(rejected, await insertApproval(t.store.db, rejected, '20002', 'rejected'))).toBe(false);
  });

  it('notify-only: no approval rows exist, so the trip id stands for its approval', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'approved', approvalMode: 'notify' });
    expect(await check(tripid, tripid)).toBe(true);
    expect(await check(tripid, '1')).toBe(false);
  });
});

describe('reschedule items', () => {
  it('addrescheduletripitem replaces a booked transaction; the old item is marked rescheduled', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    const old = await insertItem(t.store.db, tripid, { txid: `TX${tripid}01`, status: 'booked' });
    const jsondata = { tripid, itemtype: 'flight', totalamount: '5400.50', supplier: 'Akasa', reftxid: `TX${tripid}01` };
    const added = await expense(traveller, 'addrescheduletripitem', { jsondata });
    expect(added.statusCode, added.body).toBe(200);
    const items = await t.store.db.select().from(tripItems).where(eq(tripItems.tripId, tripid));
    expect(items.find((i) => i.id === old)!.status).toBe('rescheduled');
    expect(items.find((i) => i.id === added.json().itemid)).toMatchObject({ refTxid: `TX${tripid}01`, totalAmountPaise: 540_050, status: 'active' });
    // The replaced transaction cannot be replaced twice; an unknown one never.
    expect((await expense(traveller, 'addrescheduletripitem', { jsondata })).json().ResponseStatus.message).toBe('reftxid: not a live transaction of this trip');

    const full = (await expense(traveller, 'getreschedulecorporatefulltrip', { tripid })).json().CorporateFullTrip;
    expect(full).toMatchObject({ reschedulable: true, reschedulabletxids: [] });
    expect(full.trip.tripid).toBe(tripid);
    expect(full.items).toHaveLength(2);
  });

  it('addrescheduletriprequestitems marks the requests as a reschedule; a draft trip refuses both', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'rescheduled' });
    const added = await expense(traveller, 'addrescheduletriprequestitems', { tripid, remarks: 'later flight', requestitems: [{ itemtype: 'flight', details: { from: 'BOM' } }] });
    expect(added.statusCode, added.body).toBe(200);
    const [row] = await t.store.db.select().from(tripRequestItems).where(eq(tripRequestItems.tripId, tripid));
    expect(row!.details).toEqual({ from: 'BOM', reschedule: true, remarks: 'later flight' });

    const draft = await insertTrip(t.store.db);
    const refused = await expense(traveller, 'addrescheduletriprequestitems', { tripid: draft, requestitems: [{ itemtype: 'hotel' }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ResponseStatus.message).toBe('A trip that is pending cannot be rescheduled');
    expect((await expense(globex, 'getreschedulecorporatefulltrip', { tripid })).statusCode).toBe(403);
  });
});
