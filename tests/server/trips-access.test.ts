import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { createTrip, expense, fullTrip, messageOf, submit, validTrip } from './trips-fixtures';

let t: TestApp;
let traveller: string;
let tripid: string;
let itemid: string;
let requestitemid: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  tripid = await createTrip(t, traveller);
  itemid = (await expense(t, traveller, 'addtripitem', { jsondata: { tripid, itemtype: 'hotel', totalamount: '4500.00' } })).json().itemid;
  requestitemid = (await expense(t, traveller, 'addtriprequestitems', { tripid, requestitems: [{ itemtype: 'flight' }] })).json().requestitemids[0];
});
afterAll(() => t.close());

/** Every trip-core operation that names a trip (or one of its items), as a body. */
const tripCalls = (): [string, Record<string, unknown>][] => [
  ['getcorporatefulltrip', { opid: 'TG-EXPENSE', action: 'getcorporatefulltrip', tripid }],
  ['gettripdetailslite', { opid: 'TG-EXPENSE', action: 'gettripdetailslite', tripid }],
  ['viewtrackerfortriptraveller', { opid: 'TG-EXPENSE', action: 'viewtrackerfortriptraveller', tripid }],
  ['getcorporatetripconfig', { opid: 'TG-EXPENSE', action: 'getcorporatetripconfig', tripid }],
  ['updatetripdate', { opid: 'TG-EXPENSE', action: 'updatetripdate', tripid, fromdate: '2026-05-01', todate: '2026-05-02', remark: '' }],
  ['deletetrip', { opid: 'TG-EXPENSE', action: 'deletetrip', tripid }],
  ['updatetriptype', { opid: 'TG-SUPERADMIN', action: 'updatetriptype', tripid, triptypeid: 'TT1001D' }],
  ['updatetripdetails', { opid: 'TG-SUPERADMIN', action: 'updatetripdetails', jsondata: { ...validTrip(t), tripid } }],
  ['addtripitem', { opid: 'TG-EXPENSE', action: 'addtripitem', jsondata: { tripid, itemtype: 'cab', totalamount: '900' } }],
  ['deleteitemfromtrip', { opid: 'TG-EXPENSE', action: 'deleteitemfromtrip', itemid }],
  ['removetripservices', { opid: 'TG-EXPENSE', action: 'removetripservices', tripid, services: ['hotel'] }],
  ['addtriprequestitems', { opid: 'TG-EXPENSE', action: 'addtriprequestitems', tripid, requestitems: [{ itemtype: 'bus' }] }],
  ['addtriprequestitemsoffline', { opid: 'TG-EXPENSE', action: 'addtriprequestitemsoffline', tripid, requestitems: [{ itemtype: 'bus' }] }],
  ['updatetriprequestitems', { opid: 'TG-EXPENSE', action: 'updatetriprequestitems', tripid, requestitems: [{ requestitemid, itemtype: 'train' }] }],
  ['deleterequestitemfromtrip', { opid: 'TG-EXPENSE', action: 'deleterequestitemfromtrip', itemid: requestitemid }],
  ['TG-TRIPBOOKINGAPPROVAL', { opid: 'TG-TRIPBOOKINGAPPROVAL', tripid }],
];

describe('another company’s trip', () => {
  it('is refused 403 by every trip operation, like a missing trip, and left untouched', async () => {
    const globex = await t.token('traveller@globex.test');
    for (const [name, body] of tripCalls()) {
      const response = await t.service(globex, body);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
      expect(messageOf(response), name).toMatch(/^(tripid: trip not found|itemid: item not found)$/);
    }
    const full = await fullTrip(t, traveller, tripid);
    expect(full.trip.status).toBe('pending');
    expect(full.items).toHaveLength(1);
    expect(full.requestitems).toHaveLength(1);
  });

  it('answers the same for a trip id that does not exist', async () => {
    const response = await expense(t, traveller, 'getcorporatefulltrip', { tripid: '999999999' });
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe('tripid: trip not found');
  });

  it('cannot be reached through another company’s corporateid either', async () => {
    const response = await expense(t, traveller, 'gettripdetailslite', { tripid, corporateid: '1002' });
    expect(response.statusCode).toBe(403);
  });
});

describe('a colleague’s trip', () => {
  it('is refused to an ordinary colleague on every operation', async () => {
    const colleague = await t.token('unverified@acme.test');
    for (const [name, body] of tripCalls()) {
      const response = await t.service(colleague, body);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
    }
  });

  it('is refused in a colleague’s list unless the caller is travel staff', async () => {
    const colleague = await t.token('unverified@acme.test');
    const refused = await expense(t, colleague, 'gettripscreatedbyprofile', { createdbyprofileid: '20001' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('createdbyprofileid: not yours');
    const admin = await t.token('traveladmin@acme.test');
    const listed = await expense(t, admin, 'gettripscreatedbyprofile', { createdbyprofileid: '20001', startdate: '2020-01-01', enddate: '2030-12-31' });
    expect(listed.json().list.map((r: { tripid: string }) => r.tripid)).toContain(tripid);
    const globexAdmin = await expense(t, admin, 'gettripscreatedbyprofile', { createdbyprofileid: '30001' });
    expect(globexAdmin.statusCode).toBe(403);
  });

  it('is open to travel staff of the company', async () => {
    const admin = await t.token('traveladmin@acme.test');
    expect((await fullTrip(t, admin, tripid)).trip.tripid).toBe(tripid);
  });

  it('is readable by its approver once routed, but not changeable', async () => {
    const other = await createTrip(t, traveller);
    const manager = await t.token('manager@acme.test');
    expect((await expense(t, manager, 'gettripdetailslite', { tripid: other })).statusCode).toBe(403);
    expect((await submit(t, traveller, other)).statusCode).toBe(200);
    expect((await fullTrip(t, manager, other)).trip.status).toBe('approvalpending');
    const write = await expense(t, manager, 'updatetripdate', { tripid: other, fromdate: '2026-05-01', todate: '2026-05-02' });
    expect(write.statusCode).toBe(403);
    expect(messageOf(write)).toBe('tripid: you may not change this trip');
  });
});
