import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIP_IDS } from '../../server/store/seed-trips';
import { MINUTE } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';
import { createTrip, expense, fullTrip, validTrip } from './trips-fixtures';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

type Row = { tripid: string; status: string };
const ids = (list: Row[]) => list.map((r) => r.tripid);
const ALL_TIME = { startdate: '2020-01-01', enddate: '2035-12-31' };

describe('getcorporatefulltrip', () => {
  it('gives the trip with travellers, items, request items, tracker, approvals and the legal actions', async () => {
    const tripid = await createTrip(t, traveller, { travellers: ['20008'] });
    await expense(t, traveller, 'addtripitem', { jsondata: { tripid, itemtype: 'flight', totalamount: '5400.5', txid: 'TX1', supplier: 'IndiGo', selected_json: btoa('{"fare":5400.5}') } });
    await expense(t, traveller, 'addtriprequestitems', { tripid, requestitems: [{ itemtype: 'hotel', details: { city: 'Pune', nights: 2 } }] });
    const full = await fullTrip(t, traveller, tripid);
    expect(full.trip.travellers.map((x: { travellerprofileid: string }) => x.travellerprofileid).sort()).toEqual(['20001', '20008']);
    expect(full.items).toEqual([
      expect.objectContaining({ itemtype: 'flight', totalamount: '5400.50', status: 'active', txid: 'TX1', supplier: 'IndiGo', tripid, corporateid: '1001', addedby: '20001' }),
    ]);
    expect(full.requestitems).toEqual([expect.objectContaining({ itemtype: 'hotel', details: { city: 'Pune', nights: 2 }, status: 'active', offline: false })]);
    expect(full.tracker.map((r: { action: string }) => r.action)).toEqual(['CREATE', 'ADD_ITEM', 'EDIT']);
    expect(full.approvals).toEqual([]);
    expect(full.allowedactions).toEqual(['SUBMIT', 'REQUEST_CANCELLATION', 'EDIT']);
    expect(full.editable).toBe(true);
  });

  it('lets a fellow traveller read the trip', async () => {
    const tripid = await createTrip(t, traveller, { travellers: ['20008'] });
    const fellow = await t.token('unverified@acme.test');
    expect((await fullTrip(t, fellow, tripid)).trip.tripid).toBe(tripid);
  });

  it('shows the seeded approved trip with its approval', async () => {
    const full = await fullTrip(t, traveller, DEMO_TRIP_IDS.acmeApproved);
    expect(full.trip.status).toBe('approved');
    expect(full.approvals).toEqual([expect.objectContaining({ level: 1, approverprofileid: '20002', status: 'approved' })]);
  });
});

describe('gettripdetailslite', () => {
  it('has every field docs/operations.md reads', async () => {
    const tripid = await createTrip(t, traveller, { trip_projectid: 'PRJ1001A', costcenterid: 'CC1001S', departmentid: 'DP1001S', budgetid: 'B1', billabletype: 'billable' });
    const trip = (await expense(t, traveller, 'gettripdetailslite', { tripid })).json().CorporateTrip;
    const v = validTrip(t);
    expect(trip).toMatchObject({
      trip_purpose: 'Client meeting',
      costcenterid: 'CC1001S',
      departmentid: 'DP1001S',
      trip_projectid: 'PRJ1001A',
      budgetid: 'B1',
      billabletype: 'billable',
      origin: v.origin,
      destination: v.destination,
      jdate: v.fromdate,
      tripname: v.tripname,
    });
    expect(trip.travellers).toHaveLength(1);
  });
});

describe('gettripscreatedbyprofile', () => {
  it('lists the caller’s trips newest first, filtered by status, limited', async () => {
    const older = await createTrip(t, traveller, { tripname: 'Older' });
    t.clock.advance(MINUTE);
    const newer = await createTrip(t, traveller, { tripname: 'Newer' });
    const list = (await expense(t, traveller, 'gettripscreatedbyprofile', { createdbyprofileid: '20001' })).json().list as Row[];
    expect(ids(list).indexOf(newer)).toBeLessThan(ids(list).indexOf(older));
    expect(ids(list)[0]).toBe(newer);
    const one = (await expense(t, traveller, 'gettripscreatedbyprofile', { limit: 1 })).json().list;
    expect(ids(one)).toEqual([newer]);
    const approved = (await expense(t, traveller, 'gettripscreatedbyprofile', { filterby: 'approved', ...ALL_TIME })).json().list as Row[];
    expect(ids(approved)).toEqual([DEMO_TRIP_IDS.acmeApproved]);
  });

  it('bounds the creation day by default to 90 days back to tomorrow (docs/product.md#constants-and-code-tables)', async () => {
    const recent = await createTrip(t, traveller);
    const byDefault = ids((await expense(t, traveller, 'gettripscreatedbyprofile', {})).json().list);
    expect(byDefault).toContain(recent);
    // The demo trips were seeded at the real time, which the test clock has not reached.
    expect(byDefault).not.toContain(DEMO_TRIP_IDS.acmePending);
    const wide = ids((await expense(t, traveller, 'gettripscreatedbyprofile', ALL_TIME)).json().list);
    expect(wide).toEqual(expect.arrayContaining([recent, DEMO_TRIP_IDS.acmePending, DEMO_TRIP_IDS.acmeTicketed]));
    const before = ids((await expense(t, traveller, 'gettripscreatedbyprofile', { startdate: '2020-01-01', enddate: '2020-12-31' })).json().list);
    expect(before).toEqual([]);
  });

  it('includes trips travel staff created for the caller, and trips the caller joins as a fellow traveller', async () => {
    const coordinator = await t.token('coordinator@acme.test');
    const forMe = await createTrip(t, coordinator, { traveller_profileid: '20001' });
    const fellow = await t.token('unverified@acme.test');
    const withMe = await createTrip(t, fellow, { travellers: ['20001'] });
    const mine = ids((await expense(t, traveller, 'gettripscreatedbyprofile', {})).json().list);
    expect(mine).toEqual(expect.arrayContaining([forMe, withMe]));
    // The coordinator made it, so it is in their list too; but it marks only the traveller's calendar.
    expect(ids((await expense(t, coordinator, 'gettripscreatedbyprofile', {})).json().list)).toContain(forMe);
    expect(ids((await expense(t, coordinator, 'getcorporatetripdates', {})).json().list)).not.toContain(forMe);
    expect(ids((await expense(t, traveller, 'getcorporatetripdates', {})).json().list)).toEqual(expect.arrayContaining([forMe, withMe]));
  });

  it('answers a field-named 400 for a bad filter', async () => {
    const response = await expense(t, traveller, 'gettripscreatedbyprofile', { startdate: '01-01-2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toContain('startdate must be a date (YYYY-MM-DD)');
    expect((await expense(t, traveller, 'gettripscreatedbyprofile', { limit: 0 })).statusCode).toBe(400);
    const badStatus = await expense(t, traveller, 'gettripscreatedbyprofile', { filterby: 'upcoming' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().ResponseStatus.message).toMatch(/^filterby must be 'all' or a trip status: pending, /);
  });
});

describe('getrecenttrips and getcorporatetripdates', () => {
  it('gives the five most recent trips by default', async () => {
    for (let i = 0; i < 6; i++) await createTrip(t, traveller, { tripname: `Recent ${i}` });
    const list = (await expense(t, traveller, 'getrecenttrips', { corporateid: '1001', profileid: '20001' })).json().list;
    expect(list).toHaveLength(5);
    expect((await expense(t, traveller, 'getrecenttrips', { size: 2 })).json().list).toHaveLength(2);
  });

  it('marks the caller’s trip dates', async () => {
    const tripid = await createTrip(t, traveller, { tripname: 'Marked' });
    const list = (await expense(t, traveller, 'getcorporatetripdates', {})).json().list;
    expect(list).toContainEqual({ tripid, tripname: 'Marked', tripdate: validTrip(t).fromdate, fromdate: validTrip(t).fromdate, todate: validTrip(t).todate, status: 'pending' });
    const globex = await t.token('traveller@globex.test');
    expect(ids((await expense(t, globex, 'getcorporatetripdates', {})).json().list)).toEqual([DEMO_TRIP_IDS.globexPending]);
  });
});

describe('getcorporatetripconfig', () => {
  it('gives the company’s rules and the trip’s state', async () => {
    const tripid = await createTrip(t, traveller);
    const { config } = (await expense(t, traveller, 'getcorporatetripconfig', { tripid })).json();
    expect(config).toMatchObject({ approvalmode: 'before', approvallevels: 1, homecountry: 'IN', tripapprovalmode: 'before', domint: 'domestic', editable: true, allowedactions: ['SUBMIT', 'REQUEST_CANCELLATION', 'EDIT'] });
  });
});
