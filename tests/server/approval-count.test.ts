import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTrip, submitTrip } from './approval-fixtures';
import { eq } from 'drizzle-orm';
import { bookingApprovals, profiles } from '../../server/store/schema';
import { decideBooking } from './booking-approval-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

/* getapprovalcount (issue 15): what waits for the caller's decision, trips and bookings, never another's. */

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['traveller@acme.test', 'manager@acme.test', 'coordinator@acme.test', 'manager@globex.test']) tokens[u] = await t.token(u);
});
afterAll(() => t.close());

let nextId = 990_001;
/** A pending booking request routed to `approver`, straight into the database (the routing has its own tests). */
async function pendingBooking(requester: string, approver: string): Promise<string> {
  const [r] = await t.store.db.select().from(profiles).where(eq(profiles.email, requester));
  const [a] = await t.store.db.select().from(profiles).where(eq(profiles.email, approver));
  const id = `BA${nextId++}`;
  await t.store.db.insert(bookingApprovals).values({
    id, corporateId: r!.corporateId, service: 'flight', requesterProfileId: r!.id, travellerProfileId: r!.id, approverProfileId: a!.id,
    status: 'pending', summary: 'Flight BLR → DEL, 1 traveller', request: {}, totalNetPaise: 1_234_500, currency: 'INR', inPolicy: false,
    resumeUrl: '/flights/book?rid=x', createdAt: t.clock.now(),
  });
  return id;
}

const count = async (user: string, extra: object = {}) => {
  const response = await t.service(tokens[user]!, { opid: 'TG-APPROVALS', action: 'getapprovalcount', ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { trips: number; bookings: number; expenses: number; total: number };
};

describe('getapprovalcount', () => {
  it('counts the trips and booking requests pending on the caller, and goes down once one is decided', async () => {
    const before = await count('manager@acme.test');
    const globexBefore = await count('manager@globex.test');
    const trip = await insertTrip(t.store.db, '20001', t.clock.now());
    await submitTrip(t.store.db, trip, t.clock.now());
    const approvalid = await pendingBooking('traveller@acme.test', 'manager@acme.test');
    await pendingBooking('traveller@globex.test', 'manager@globex.test');

    const after = await count('manager@acme.test');
    expect(after).toEqual({ ApiStatus: { Status: 'OK' }, trips: before.trips + 1, bookings: before.bookings + 1, expenses: before.expenses, total: before.total + 2 });
    // Another company's approver never counts Acme's requests; the requester and a colleague have none of them.
    expect(await count('manager@globex.test')).toMatchObject({ trips: globexBefore.trips, bookings: globexBefore.bookings + 1 });
    for (const user of ['traveller@acme.test', 'coordinator@acme.test']) expect((await count(user)).total).toBe(0);

    const decided = await decideBooking(t, tokens['manager@acme.test']!, approvalid, 'approve');
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await count('manager@acme.test')).toMatchObject({ bookings: before.bookings, total: before.total + 1 });
  });

  it('refuses another person’s or another company’s ids', async () => {
    const foreignCompany = await t.service(tokens['manager@acme.test']!, { opid: 'TG-APPROVALS', action: 'getapprovalcount', corporateid: '1002' });
    expect(foreignCompany.statusCode).toBe(403);
    const colleague = await t.service(tokens['manager@acme.test']!, { opid: 'TG-APPROVALS', action: 'getapprovalcount', profileid: '20001' });
    expect(colleague.statusCode).toBe(403);
  });

  it('answers 400 naming the field for a malformed id and 401 without a session', async () => {
    const bad = await t.service(tokens['manager@acme.test']!, { opid: 'TG-APPROVALS', action: 'getapprovalcount', profileid: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ResponseStatus.message).toMatch(/^profileid/);
    expect((await t.service(null, { opid: 'TG-APPROVALS', action: 'getapprovalcount' })).statusCode).toBe(401);
  });
});
