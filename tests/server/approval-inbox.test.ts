import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripApprovals, tripItems, tripRequestItems, trips } from '../../server/store/schema';
import { insertTrip, submitTrip } from './approval-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['traveller@acme.test', 'manager@acme.test', 'coordinator@acme.test', 'traveller@globex.test', 'manager@globex.test']) tokens[u] = await t.token(u);
});
afterAll(() => t.close());

const db = () => t.store.db;
const call = (user: string, body: object) => t.service(tokens[user]!, body);
const offer = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64');
async function addItem(tripId: string, id: string, paise: number, selected = '') {
  await db().insert(tripItems).values({ id, tripId, corporateId: '1001', itemType: 'flight', totalAmountPaise: paise, selectedJson: selected, status: 'active', addedBy: '20001', addedAt: t.clock.now() });
}

describe('the approver’s inbox', () => {
  it('lists what waits for the caller with traveller, purpose, dates, items, exact amount, policy and level', async () => {
    const inPolicy = await insertTrip(db(), '20001', t.clock.now(), { tripPurpose: 'Sales review', fromDate: '2026-04-01', toDate: '2026-04-03' });
    await addItem(inPolicy, `${inPolicy}-1`, 1_234_550);
    await addItem(inPolicy, `${inPolicy}-2`, 1, offer({ inpolicy: true }));
    await db().insert(tripRequestItems).values({ id: `${inPolicy}-r1`, tripId: inPolicy, corporateId: '1001', itemType: 'hotel', status: 'active', addedBy: '20001', addedAt: t.clock.now(), updatedAt: t.clock.now() });
    const outOfPolicy = await insertTrip(db(), '20001', t.clock.now(), { fromDate: '2026-05-01', toDate: '2026-05-02' });
    await addItem(outOfPolicy, `${outOfPolicy}-1`, 500_000, offer({ outofpolicy: true }));
    await submitTrip(db(), inPolicy, t.clock.now());
    await submitTrip(db(), outOfPolicy, t.clock.now());

    const answer = (await call('manager@acme.test', { opid: 'TG-APPROVALS', action: 'getpendingapprovals' })).json();
    expect(answer.ApiStatus.Status).toBe('OK');
    const mine = answer.list.filter((a: { tripid: string }) => [inPolicy, outOfPolicy].includes(a.tripid));
    expect(mine).toMatchObject([
      { tripid: inPolicy, travellername: 'Rahul Verma', travellerprofileid: '20001', purpose: 'Sales review', fromdate: '2026-04-01', todate: '2026-04-03', itemscount: 3, totalamount: '12345.51', currency: 'INR', policystatus: 'inpolicy', level: 1, levels: 1, onbehalfof: '' },
      { tripid: outOfPolicy, itemscount: 1, totalamount: '5000.00', policystatus: 'outofpolicy' },
    ]);
    expect(mine[0].approvalid).toMatch(/^\d+$/);
  });

  it('is empty for the traveller and for a colleague nothing is routed to', async () => {
    for (const user of ['traveller@acme.test', 'coordinator@acme.test', 'traveller@globex.test']) {
      expect((await call(user, { opid: 'TG-APPROVALS', action: 'getpendingapprovals' })).json().list).toEqual([]);
    }
  });

  it('drops a trip that left approval (a recall)', async () => {
    const tripId = await insertTrip(db(), '20001', t.clock.now());
    await submitTrip(db(), tripId, t.clock.now());
    await db().update(trips).set({ status: 'pending' }).where(eq(trips.id, tripId));
    const list = (await call('manager@acme.test', { opid: 'TG-APPROVALS', action: 'getpendingapprovals' })).json().list;
    expect(list.map((a: { tripid: string }) => a.tripid)).not.toContain(tripId);
  });
});

describe('workflow reads', () => {
  it('previewapprovalworkflow shows where a draft would go, then the routed levels', async () => {
    const tripId = await insertTrip(db(), '30001', t.clock.now());
    const preview = (body: object = {}) => call('traveller@globex.test', { opid: 'TG-EXPENSE', action: 'previewapprovalworkflow', tripid: tripId, ...body });
    const draft = (await preview()).json();
    expect(draft).toMatchObject({ approvalmode: 'before' });
    expect(draft.workflow).toMatchObject([
      { level: 1, rule: 'reportsTo', approverprofileid: '30002', approvername: 'Laura Bennett', status: '' },
      { level: 2, rule: 'role', approverprofileid: '30003', approvername: 'Daniel Okafor', status: '' },
    ]);
    await submitTrip(db(), tripId, t.clock.now());
    expect((await preview()).json().workflow).toMatchObject([
      { level: 1, approverprofileid: '30002', status: 'pending' },
      { level: 2, approverprofileid: '30003', status: 'waiting' },
    ]);
    expect((await call('traveller@acme.test', { opid: 'TG-EXPENSE', action: 'previewapprovalworkflow', tripid: tripId })).statusCode).toBe(403);
  });

  it('the workflow for a profile names the caller’s own approvers; another profile’s is refused', async () => {
    const own = (await call('traveller@acme.test', { opid: 'TG-APPROVALS', action: 'getapprovalworkflowforprofile', profileid: '20001' })).json();
    expect(own.workflow).toMatchObject([{ level: 1, approverprofileid: '20002', approvername: 'Priya Nair' }]);
    expect((await call('traveller@acme.test', { opid: 'TG-APPROVALS', action: 'getapprovalworkflowforprofile', profileid: '20003' })).statusCode).toBe(403);
  });

  it('approval transactions list every level of that approval’s trip to those who may read it', async () => {
    const tripId = await insertTrip(db(), '20001', t.clock.now());
    await submitTrip(db(), tripId, t.clock.now());
    const [row] = await db().select().from(tripApprovals).where(eq(tripApprovals.tripId, tripId));
    const ask = (user: string, extra: object = {}) => call(user, { opid: 'TG-APPROVALS', action: 'getapprovaltransactions', approvalid: String(row!.id), ...extra });
    expect((await ask('traveller@acme.test', { corporateid: '1001' })).json()).toMatchObject({ tripid: tripId, workflow: [{ level: 1, approvername: 'Priya Nair', status: 'pending' }] });
    expect((await ask('manager@acme.test')).statusCode).toBe(200);
    expect((await ask('traveller@globex.test')).statusCode).toBe(403);
    expect((await ask('traveller@acme.test', { corporateid: '1002' })).statusCode).toBe(403);
  });
});
