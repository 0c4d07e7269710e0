import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripApprovals, trips } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { createTrip, dayFrom, expense, fullTrip, messageOf, submit } from './trips-fixtures';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['traveller@acme.test', 'manager@acme.test', 'finance@acme.test', 'coordinator@acme.test', 'traveller@globex.test']) tokens[u] = await t.token(u);
});
afterAll(() => t.close());

const recall = (user: string, tripid: string, remarks?: string) => expense(t, tokens[user]!, 'recalltrip', { tripid, ...(remarks !== undefined ? { remarks } : {}) });
const inbox = async () => (await t.service(tokens['manager@acme.test']!, { opid: 'TG-APPROVALS', action: 'getpendingapprovals' })).json().list as { tripid: string }[];
const levels = (tripId: string) => t.store.db.select().from(tripApprovals).where(eq(tripApprovals.tripId, tripId)).orderBy(asc(tripApprovals.id));

async function submitted(): Promise<string> {
  const tripid = await createTrip(t, tokens['traveller@acme.test']!);
  expect((await submit(t, tokens['traveller@acme.test']!, tripid)).statusCode).toBe(200);
  return tripid;
}

describe('recalltrip', () => {
  it('takes a submitted trip back to pending, skips its open level, drops it from the inbox and tracks it', async () => {
    const tripid = await submitted();
    expect(await inbox()).toContainEqual(expect.objectContaining({ tripid }));
    const response = await recall('traveller@acme.test', tripid, 'Dates moved');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ApiStatus: { Status: 'OK', Message: 'Trip recalled' }, tripid, status: 'pending' });
    expect(await levels(tripid)).toMatchObject([{ status: 'skipped' }]);
    expect(await inbox()).not.toContainEqual(expect.objectContaining({ tripid }));
    const full = await fullTrip(t, tokens['traveller@acme.test']!, tripid);
    expect(full.trip.status).toBe('pending');
    expect(full.tracker.at(-1)).toMatchObject({ action: 'RECALL', fromstatus: 'approvalpending', tostatus: 'pending', remarks: 'Dates moved' });
    expect(full.calleractions).toContain('SUBMIT');
  });

  it('offers RECALL to the traveller only, and remarks are optional', async () => {
    const tripid = await submitted();
    expect((await fullTrip(t, tokens['traveller@acme.test']!, tripid)).calleractions).toContain('RECALL');
    expect((await fullTrip(t, tokens['manager@acme.test']!, tripid)).calleractions).not.toContain('RECALL');
    expect((await recall('traveller@acme.test', tripid)).statusCode).toBe(200);
  });

  it('a resubmission after a recall opens a fresh round for the manager', async () => {
    const tripid = await submitted();
    await recall('traveller@acme.test', tripid);
    expect((await submit(t, tokens['traveller@acme.test']!, tripid)).json().status).toBe('approvalpending');
    expect((await levels(tripid)).map((l) => l.status)).toEqual(['skipped', 'pending']);
    expect(await inbox()).toContainEqual(expect.objectContaining({ tripid }));
  });

  it('a partially approved trip: the decided level stays approved, the waiting one is skipped', async () => {
    const tripid = await submitted();
    // A second level as a two-level workflow writes it; the first level already decided.
    await t.store.db.update(tripApprovals).set({ status: 'approved', decidedAt: t.clock.now() }).where(eq(tripApprovals.tripId, tripid));
    await t.store.db.insert(tripApprovals).values({ tripId: tripid, corporateId: '1001', level: 2, approverProfileId: '20004', status: 'waiting', createdAt: t.clock.now() });
    await t.store.db.update(trips).set({ status: 'partiallyapproved' }).where(eq(trips.id, tripid));
    const response = await recall('traveller@acme.test', tripid);
    expect(response.json()).toMatchObject({ status: 'pending' });
    expect((await levels(tripid)).map((l) => l.status)).toEqual(['approved', 'skipped']);
    expect((await fullTrip(t, tokens['traveller@acme.test']!, tripid)).tracker.at(-1)).toMatchObject({ action: 'RECALL', fromstatus: 'partiallyapproved' });
  });

  it('refuses the approver, a colleague, trip staff and another company with 403, leaving the trip alone', async () => {
    const tripid = await submitted();
    const cases: [string, string][] = [
      ['manager@acme.test', 'tripid: you may not change this trip'],
      ['coordinator@acme.test', 'tripid: you may not change this trip'],
      ['finance@acme.test', 'tripid: trip not found'],
      ['traveller@globex.test', 'tripid: trip not found'],
    ];
    for (const [user, message] of cases) {
      const response = await recall(user, tripid);
      expect(response.statusCode, user).toBe(403);
      expect(messageOf(response), user).toBe(message);
    }
    expect((await fullTrip(t, tokens['traveller@acme.test']!, tripid)).trip.status).toBe('approvalpending');
    expect(await levels(tripid)).toMatchObject([{ status: 'pending' }]);
  });

  it('refuses a trip that is not under approval with the lifecycle’s 409', async () => {
    const draft = await createTrip(t, tokens['traveller@acme.test']!);
    const response = await recall('traveller@acme.test', draft);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toMatch(/pending/);
    const missing = await recall('traveller@acme.test', '999999');
    expect(missing.statusCode).toBe(403);
    expect(messageOf(missing)).toBe('tripid: trip not found');
  });
});

describe('getpendingamendments (the manager’s date-change inbox)', () => {
  const amendments = async (user: string) => (await expense(t, tokens[user]!, 'getpendingamendments')).json().list as { tripid: string; fromdate: string }[];
  const amend = (user: string, body: object) => t.service(tokens[user]!, { opid: 'TG-TRIPAMENDMENDREQUESTAPPROVAL', amendmenttype: 'datechange', ...body });

  it('lists a date change routed to the manager until it is decided, and never to others', async () => {
    const tripid = await createTrip(t, tokens['traveller@acme.test']!);
    await t.store.db.update(trips).set({ status: 'ticketed' }).where(eq(trips.id, tripid));
    const asked = await amend('traveller@acme.test', { tripid, fromdate: dayFrom(t, 40), todate: dayFrom(t, 42), remarks: 'Client moved the workshop' });
    expect(asked.statusCode, asked.body).toBe(200);
    const list = await amendments('manager@acme.test');
    expect(list).toContainEqual(expect.objectContaining({ tripid, fromdate: dayFrom(t, 40), todate: dayFrom(t, 42), travellername: 'Rahul Verma', remarks: 'Client moved the workshop', amendmenttype: 'datechange' }));
    expect(await amendments('traveller@acme.test')).not.toContainEqual(expect.objectContaining({ tripid }));
    expect(await amendments('finance@acme.test')).not.toContainEqual(expect.objectContaining({ tripid }));
    expect(await amendments('traveller@globex.test')).toEqual([]);
    const decided = await amend('manager@acme.test', { tripid, decision: 'approve', remarks: 'Fine' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await amendments('manager@acme.test')).not.toContainEqual(expect.objectContaining({ tripid }));
    expect((await fullTrip(t, tokens['traveller@acme.test']!, tripid)).trip).toMatchObject({ fromdate: dayFrom(t, 40), todate: dayFrom(t, 42), status: 'rescheduled' });
  });
});
