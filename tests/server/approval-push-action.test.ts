import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signPushAction } from '../../server/push/action-token';
import { tripTracker, trips } from '../../server/store/schema';
import { APPROVAL_MESSAGES } from '../../src/domain/approval-rules';
import { type SentPush, capturePushes, insertTrip, submitTrip } from './approval-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let pushes: { sent: SentPush[]; settled: () => Promise<SentPush[]> };
beforeAll(async () => {
  t = await createTestApp();
  pushes = await capturePushes(t.store.db, t.clock.now());
});
afterAll(() => t.close());
beforeEach(async () => {
  await pushes.settled();
  pushes.sent.length = 0;
});

const db = () => t.store.db;
const act = (token: string, decision: string) =>
  t.app.inject({ method: 'POST', url: '/api/push/approval', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ token, decision }) });
const statusOf = async (tripId: string) => (await db().select().from(trips).where(eq(trips.id, tripId)))[0]!.status;
const lastTracker = async (tripId: string) => (await db().select().from(tripTracker).where(eq(tripTracker.tripId, tripId)).orderBy(asc(tripTracker.id))).at(-1);

/** A submitted Acme trip and the action token of the manager's notification. */
async function routed(): Promise<{ tripId: string; token: string }> {
  const tripId = await insertTrip(db(), '20001', t.clock.now());
  await submitTrip(db(), tripId, t.clock.now());
  const push = (await pushes.settled()).find((p) => p.profileId === '20002' && p.payload.url === `/trips/${tripId}`);
  pushes.sent.length = 0;
  return { tripId, token: push!.payload.actiontoken! };
}

describe('POST /api/push/approval (a notification’s buttons)', () => {
  it('approves with a valid token, as the approver, and tells the traveller', async () => {
    const { tripId, token } = await routed();
    const answer = await act(token, 'approve');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'OK', message: APPROVAL_MESSAGES.approved, tripstatus: 'approved' });
    expect(await lastTracker(tripId)).toMatchObject({ action: 'APPROVE', byProfileId: '20002', remarks: 'Approved from notification' });
    expect((await pushes.settled()).map((p) => [p.profileId, p.payload.title])).toEqual([['20001', 'Trip approved']]);
  });

  it('rejects without typed remarks, recorded as rejected from the notification', async () => {
    const { tripId, token } = await routed();
    expect((await act(token, 'reject')).json()).toMatchObject({ status: 'OK', tripstatus: 'rejected' });
    expect(await lastTracker(tripId)).toMatchObject({ action: 'REJECT', remarks: 'Rejected from notification' });
  });

  it('refuses a reused token', async () => {
    const { token } = await routed();
    expect((await act(token, 'approve')).statusCode).toBe(200);
    const again = await act(token, 'approve');
    expect([again.statusCode, again.json()]).toEqual([403, { status: 'NOK', message: 'token: already used', ResponseStatus: { status: 'NOK', message: 'token: already used' } }]);
  });

  it('refuses a tampered token and leaves the trip waiting', async () => {
    const { tripId, token } = await routed();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), p: '20004' })).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${payload}.${signature!.slice(0, -2)}xx`, 'nonsense']) {
      const answer = await act(bad, 'approve');
      expect([answer.statusCode, answer.json().message]).toEqual([403, 'token: not valid']);
    }
    expect(await statusOf(tripId)).toBe('approvalpending');
  });

  it('refuses an expired token', async () => {
    const { tripId } = await routed();
    const expired = await signPushAction({ tx: db(), now: t.clock.now() }, { profileId: '20002', corporateId: '1001', tripid: tripId }, -1000);
    const answer = await act(expired, 'approve');
    expect([answer.statusCode, answer.json().message]).toEqual([403, 'token: expired']);
  });

  it('applies the same routing checks: a token of someone the trip is not routed to decides nothing', async () => {
    const { tripId } = await routed();
    const coordinator = await signPushAction({ tx: db(), now: t.clock.now() }, { profileId: '20003', corporateId: '1001', tripid: tripId });
    const answer = await act(coordinator, 'approve');
    expect([answer.statusCode, answer.json().message]).toEqual([403, APPROVAL_MESSAGES.notRouted]);
    const traveller = await signPushAction({ tx: db(), now: t.clock.now() }, { profileId: '20001', corporateId: '1001', tripid: tripId });
    expect((await act(traveller, 'approve')).json().message).toBe(APPROVAL_MESSAGES.ownTrip);
    expect(await statusOf(tripId)).toBe('approvalpending');
  });

  it('keeps a token usable when its decision is refused and rolled back', async () => {
    const { tripId, token } = await routed();
    await db().update(trips).set({ status: 'pending' }).where(eq(trips.id, tripId)); // recalled meanwhile
    expect((await act(token, 'approve')).statusCode).toBe(409);
    await db().update(trips).set({ status: 'approvalpending' }).where(eq(trips.id, tripId));
    expect((await act(token, 'approve')).json()).toMatchObject({ status: 'OK', tripstatus: 'approved' });
  });

  it('answers 400 naming the field for a malformed body', async () => {
    expect((await act('x', 'maybe')).json()).toEqual({
      status: 'NOK',
      message: 'decision must be approve or reject',
      ResponseStatus: { status: 'NOK', message: 'decision must be approve or reject' },
    });
  });
});
