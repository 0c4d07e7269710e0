import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvalDelegations, tripApprovals, trips } from '../../server/store/schema';
import { APPROVAL_MESSAGES } from '../../src/domain/approval-rules';
import { type SentPush, capturePushes, insertTrip, setApprovalMode, submitTrip } from './approval-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let pushes: { sent: SentPush[]; settled: () => Promise<SentPush[]> };
beforeAll(async () => {
  t = await createTestApp();
  pushes = await capturePushes(t.store.db, t.clock.now());
});
afterAll(() => t.close());
afterEach(async () => {
  await pushes.settled();
  pushes.sent.length = 0;
  await t.store.db.delete(approvalDelegations).where(eq(approvalDelegations.profileId, '20002'));
  await setApprovalMode(t.store.db, '1001', 'before');
});

const db = () => t.store.db;
const rowsOf = (tripId: string) =>
  db().select().from(tripApprovals).where(eq(tripApprovals.tripId, tripId)).orderBy(tripApprovals.level);
const statusOf = async (tripId: string) => (await db().select().from(trips).where(eq(trips.id, tripId)))[0]!.status;
const delegate = (from: string, to: string) =>
  db().insert(approvalDelegations).values({ corporateId: '1001', profileId: '20002', delegateProfileId: '20004', fromDate: from, toDate: to, createdAt: t.clock.now(), updatedAt: t.clock.now() });

describe('routing a submitted trip', () => {
  it('goes to the traveller’s manager by default, who gets a push with Approve/Reject', async () => {
    const tripId = await insertTrip(db(), '20001', t.clock.now());
    expect(await submitTrip(db(), tripId, t.clock.now())).toEqual({ status: 'approvalpending', levels: 1 });
    expect(await rowsOf(tripId)).toMatchObject([{ level: 1, approverProfileId: '20002', onBehalfOfProfileId: null, status: 'pending', corporateId: '1001' }]);

    const sent = await pushes.settled();
    expect(sent.map((s) => s.profileId)).toEqual(['20002']);
    const { payload } = sent[0]!;
    expect(payload).toMatchObject({ title: 'Trip waiting for your approval', url: `/trips/${tripId}`, actionurl: '/api/push/approval' });
    expect(payload.body).toContain('Rahul Verma');
    expect(payload.body).toContain(`Client visit ${tripId}`);
    expect(payload.actions?.map((a) => a.action)).toEqual(['approve', 'reject']);
    expect(payload.actiontoken).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('goes through two levels at Globex: the manager first, the travel admin waiting', async () => {
    const tripId = await insertTrip(db(), '30001', t.clock.now());
    expect(await submitTrip(db(), tripId, t.clock.now())).toEqual({ status: 'approvalpending', levels: 2 });
    expect(await rowsOf(tripId)).toMatchObject([
      { level: 1, approverProfileId: '30002', status: 'pending' },
      { level: 2, approverProfileId: '30003', status: 'waiting' },
    ]);
    expect((await pushes.settled()).map((s) => s.profileId)).toEqual(['30002']);
  });

  it('goes to the manager’s delegate when a delegation window covers today (both ends inclusive)', async () => {
    await delegate('2026-02-20', '2026-03-01'); // the test clock's day is 2026-03-01
    const tripId = await insertTrip(db(), '20001', t.clock.now());
    await submitTrip(db(), tripId, t.clock.now());
    expect(await rowsOf(tripId)).toMatchObject([{ approverProfileId: '20004', onBehalfOfProfileId: '20002', status: 'pending' }]);
    expect((await pushes.settled()).map((s) => s.profileId)).toEqual(['20004']);
    // The manager who delegated still follows the trip they were asked about.
    const manager = await t.token('manager@acme.test');
    const read = await t.service(manager, { opid: 'TG-EXPENSE', action: 'getcorporatefulltrip', tripid: tripId });
    expect(read.statusCode).toBe(200);
  });

  it('stays with the manager outside the delegation window', async () => {
    await delegate('2026-03-02', '2026-03-20');
    const tripId = await insertTrip(db(), '20001', t.clock.now());
    await submitTrip(db(), tripId, t.clock.now());
    expect(await rowsOf(tripId)).toMatchObject([{ approverProfileId: '20002', onBehalfOfProfileId: null }]);
  });

  it('in notify-only mode approves at once and only tells the manager', async () => {
    await setApprovalMode(db(), '1001', 'notify');
    const tripId = await insertTrip(db(), '20001', t.clock.now());
    expect(await submitTrip(db(), tripId, t.clock.now())).toEqual({ status: 'approved', levels: 0 });
    expect(await rowsOf(tripId)).toEqual([]);
    const sent = await pushes.settled();
    expect(sent.map((s) => s.profileId)).toEqual(['20002']);
    expect(sent[0]!.payload.actions).toBeUndefined();
    expect(sent[0]!.payload.title).toBe('Trip submitted');
  });

  it('in book-then-approve mode leaves the trip bookable while the manager decides', async () => {
    await setApprovalMode(db(), '1001', 'after');
    const tripId = await insertTrip(db(), '20001', t.clock.now());
    expect(await submitTrip(db(), tripId, t.clock.now())).toEqual({ status: 'submitted', levels: 1 });
    expect(await rowsOf(tripId)).toMatchObject([{ approverProfileId: '20002', status: 'pending' }]);
  });

  it('never routes a trip to its own traveller: someone without a manager goes to the travel admin, the travel admin to the superadmin', async () => {
    const managerTrip = await insertTrip(db(), '20002', t.clock.now());
    await submitTrip(db(), managerTrip, t.clock.now());
    expect(await rowsOf(managerTrip)).toMatchObject([{ approverProfileId: '20004' }]);

    const adminTrip = await insertTrip(db(), '20004', t.clock.now());
    await submitTrip(db(), adminTrip, t.clock.now());
    expect(await rowsOf(adminTrip)).toMatchObject([{ approverProfileId: '20005' }]);
  });

  it('does not delegate a trip to its own traveller', async () => {
    await db().insert(approvalDelegations).values({ corporateId: '1001', profileId: '20002', delegateProfileId: '20001', fromDate: '2026-03-01', toDate: '2026-03-01', createdAt: t.clock.now(), updatedAt: t.clock.now() });
    const tripId = await insertTrip(db(), '20001', t.clock.now());
    await submitTrip(db(), tripId, t.clock.now());
    expect(await rowsOf(tripId)).toMatchObject([{ approverProfileId: '20002', onBehalfOfProfileId: null }]);
  });

  it('refuses a traveller nobody can approve for, and the submission rolls back', async () => {
    await setApprovalMode(db(), '1003', 'before'); // the small business only notifies by default
    try {
      const tripId = await insertTrip(db(), '40001', t.clock.now());
      await expect(submitTrip(db(), tripId, t.clock.now())).rejects.toThrow(APPROVAL_MESSAGES.noApprover);
      expect(await statusOf(tripId)).toBe('pending');
    } finally {
      await setApprovalMode(db(), '1003', 'notify');
    }
  });

  it('closes what was still open from an earlier round when a trip is submitted again', async () => {
    const tripId = await insertTrip(db(), '20001', t.clock.now());
    await submitTrip(db(), tripId, t.clock.now());
    await db().update(trips).set({ status: 'pending' }).where(eq(trips.id, tripId)); // as a RECALL leaves it
    await submitTrip(db(), tripId, t.clock.now());
    const rows = await db().select().from(tripApprovals).where(and(eq(tripApprovals.tripId, tripId)));
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'skipped']);
  });
});
