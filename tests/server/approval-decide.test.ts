import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRIP_NOT_FOUND } from '../../server/workflow/trip-access';
import { approvalDelegations, tripApprovals, tripTracker, trips } from '../../server/store/schema';
import { APPROVAL_MESSAGES } from '../../src/domain/approval-rules';
import { type SentPush, capturePushes, insertTrip, setApprovalMode, submitTrip } from './approval-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let pushes: { sent: SentPush[]; settled: () => Promise<SentPush[]> };
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  pushes = await capturePushes(t.store.db, t.clock.now());
  for (const u of ['traveller@acme.test', 'manager@acme.test', 'coordinator@acme.test', 'finance@acme.test', 'traveller@globex.test', 'manager@globex.test', 'traveladmin@globex.test']) {
    tokens[u] = await t.token(u);
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await pushes.settled();
  pushes.sent.length = 0;
});

const db = () => t.store.db;
const decide = (user: string, tripid: string, decision: string, remarks?: string, headers: Record<string, string> = {}) =>
  t.service(tokens[user]!, { opid: 'TG-APPROVALS', action: 'decidetrip', tripid, decision, ...(remarks !== undefined ? { remarks } : {}) }, headers);
const inbox = async (user: string) => (await t.service(tokens[user]!, { opid: 'TG-APPROVALS', action: 'getpendingapprovals' })).json().list as { tripid: string; onbehalfof: string }[];
const tracker = (tripId: string) => db().select().from(tripTracker).where(eq(tripTracker.tripId, tripId)).orderBy(asc(tripTracker.id));
const rowsOf = (tripId: string) => db().select().from(tripApprovals).where(eq(tripApprovals.tripId, tripId)).orderBy(asc(tripApprovals.level));
const statusOf = async (tripId: string) => (await db().select().from(trips).where(eq(trips.id, tripId)))[0]!.status;
async function submitted(traveller = '20001'): Promise<string> {
  const tripId = await insertTrip(db(), traveller, t.clock.now());
  await submitTrip(db(), tripId, t.clock.now());
  await pushes.settled();
  pushes.sent.length = 0;
  return tripId;
}

describe('deciding a routed trip', () => {
  it('the manager approves with remarks: approved, tracked, the traveller told', async () => {
    const tripId = await submitted();
    const answer = await decide('manager@acme.test', tripId, 'approve', 'Have a good trip');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ tripid: tripId, tripstatus: 'approved', message: APPROVAL_MESSAGES.approved });
    expect(await tracker(tripId)).toMatchObject([
      { action: 'SUBMIT', toStatus: 'approvalpending', byProfileId: '20001' },
      { action: 'APPROVE', fromStatus: 'approvalpending', toStatus: 'approved', byProfileId: '20002', remarks: 'Have a good trip' },
    ]);
    expect(await rowsOf(tripId)).toMatchObject([{ status: 'approved', remarks: 'Have a good trip', approverProfileId: '20002' }]);
    const sent = await pushes.settled();
    expect(sent).toMatchObject([{ profileId: '20001', payload: { title: 'Trip approved', url: `/trips/${tripId}` } }]);
    expect(await inbox('manager@acme.test')).not.toContainEqual(expect.objectContaining({ tripid: tripId }));
  });

  it('a reject needs remarks (400 naming the field); with them the trip is rejected and the traveller told', async () => {
    const tripId = await submitted();
    const bare = await decide('manager@acme.test', tripId, 'reject', '  ');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().ResponseStatus.message).toBe(APPROVAL_MESSAGES.remarksRequired);
    expect(await statusOf(tripId)).toBe('approvalpending');

    expect((await decide('manager@acme.test', tripId, 'reject', 'Too expensive')).json()).toMatchObject({ tripstatus: 'rejected' });
    expect((await tracker(tripId)).at(-1)).toMatchObject({ action: 'REJECT', byProfileId: '20002', remarks: 'Too expensive', toStatus: 'rejected' });
    expect(await pushes.settled()).toMatchObject([{ profileId: '20001', payload: { title: 'Trip rejected', body: expect.stringContaining('Too expensive') } }]);
  });

  it('the traveller can never decide their own trip', async () => {
    const tripId = await submitted();
    const answer = await decide('traveller@acme.test', tripId, 'approve');
    expect(answer.statusCode).toBe(403);
    expect(answer.json().ResponseStatus.message).toBe(APPROVAL_MESSAGES.ownTrip);
  });

  it('a colleague it is not routed to neither sees nor decides it', async () => {
    const tripId = await submitted();
    expect(await inbox('coordinator@acme.test')).toEqual([]);
    const staff = await decide('coordinator@acme.test', tripId, 'approve');
    expect([staff.statusCode, staff.json().ResponseStatus.message]).toEqual([403, APPROVAL_MESSAGES.notRouted]);
    // Someone who may not even read the trip learns nothing about it.
    const other = await decide('finance@acme.test', tripId, 'approve');
    expect([other.statusCode, other.json().ResponseStatus.message]).toEqual([403, TRIP_NOT_FOUND]);
    expect(await statusOf(tripId)).toBe('approvalpending');
  });

  it('another company is refused like a missing trip, on every approval operation', async () => {
    const tripId = await submitted();
    const answer = await decide('traveller@globex.test', tripId, 'approve');
    expect([answer.statusCode, answer.json().ResponseStatus.message]).toEqual([403, TRIP_NOT_FOUND]);
    expect((await t.service(tokens['manager@globex.test']!, { opid: 'TG-EXPENSE', action: 'previewapprovalworkflow', tripid: tripId })).statusCode).toBe(403);
    const [row] = await rowsOf(tripId);
    expect((await t.service(tokens['manager@globex.test']!, { opid: 'TG-APPROVALS', action: 'getapprovaltransactions', approvalid: String(row!.id) })).statusCode).toBe(403);
    expect(await inbox('manager@globex.test')).not.toContainEqual(expect.objectContaining({ tripid: tripId }));
  });

  it('two levels: the manager forwards to the travel admin, who finishes it', async () => {
    const tripId = await submitted('30001');
    const first = await decide('manager@globex.test', tripId, 'approve', 'Fine by me');
    expect(first.json()).toMatchObject({ tripstatus: 'partiallyapproved', message: APPROVAL_MESSAGES.forwarded });
    expect((await pushes.settled()).map((s) => s.profileId)).toEqual(['30003']);
    expect((await decide('manager@globex.test', tripId, 'approve')).statusCode).toBe(403);
    expect(await inbox('traveladmin@globex.test')).toContainEqual(expect.objectContaining({ tripid: tripId, level: 2, levels: 2 }));

    pushes.sent.length = 0;
    expect((await decide('traveladmin@globex.test', tripId, 'approve')).json()).toMatchObject({ tripstatus: 'approved' });
    expect((await pushes.settled()).map((s) => s.profileId)).toEqual(['30001']);
    expect((await rowsOf(tripId)).map((r) => r.status)).toEqual(['approved', 'approved']);
  });

  it('a delegate whose window opens after routing sees and decides it, recorded on behalf of the manager', async () => {
    const tripId = await submitted();
    await db().insert(approvalDelegations).values({ corporateId: '1001', profileId: '20002', delegateProfileId: '20003', fromDate: '2026-03-01', toDate: '2026-03-03', createdAt: t.clock.now(), updatedAt: t.clock.now() });
    try {
      expect(await inbox('coordinator@acme.test')).toContainEqual(expect.objectContaining({ tripid: tripId, onbehalfof: 'Priya Nair' }));
      expect((await decide('coordinator@acme.test', tripId, 'approve', 'OK')).statusCode).toBe(200);
      expect(await rowsOf(tripId)).toMatchObject([{ approverProfileId: '20003', onBehalfOfProfileId: '20002', status: 'approved' }]);
      expect((await tracker(tripId)).at(-1)).toMatchObject({ byProfileId: '20003', remarks: 'OK (on behalf of Priya Nair)' });
    } finally {
      await db().delete(approvalDelegations).where(eq(approvalDelegations.delegateProfileId, '20003'));
    }
  });

  it('a replay with the same Idempotency-Key answers the same, once', async () => {
    const tripId = await submitted();
    const key = { 'idempotency-key': `approve-${tripId}` };
    const first = await decide('manager@acme.test', tripId, 'approve', 'Yes', key);
    const again = await decide('manager@acme.test', tripId, 'approve', 'Yes', key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await tracker(tripId)).filter((r) => r.action === 'APPROVE')).toHaveLength(1);
    // Without the key, a second decision finds nothing waiting.
    expect((await decide('manager@acme.test', tripId, 'approve')).statusCode).toBe(403);
  });

  it('book-then-approve: the approval keeps a bookable trip moving to approved', async () => {
    await setApprovalMode(db(), '1001', 'after');
    try {
      const tripId = await submitted();
      expect((await decide('manager@acme.test', tripId, 'approve')).json()).toMatchObject({ tripstatus: 'approved' });
    } finally {
      await setApprovalMode(db(), '1001', 'before');
    }
  });
});
