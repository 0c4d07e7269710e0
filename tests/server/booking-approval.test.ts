import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallContext } from '../../server/dispatch/call-context';
import { loadApprovedBooking, markBookingApprovalUsed } from '../../server/workflow/booking-approval-store';
import { bookingApprovalEvents, bookingApprovals } from '../../server/store/schema';
import { BOOKING_APPROVAL_MESSAGES as M } from '../../src/contract/booking-approvals/operations';
import { type SentPush, capturePushes, contextFor } from './approval-fixtures';
import { INS_QUERY, approverList, decideBooking, insuranceBookingRequest, myList, sendForApproval } from './booking-approval-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let pushes: { sent: SentPush[]; settled: () => Promise<SentPush[]> };
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  pushes = await capturePushes(t.store.db, t.clock.now());
  for (const u of ['traveller@acme.test', 'manager@acme.test', 'coordinator@acme.test', 'traveladmin@acme.test', 'traveller@globex.test', 'manager@globex.test']) {
    tokens[u] = await t.token(u);
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await pushes.settled();
  pushes.sent.length = 0;
});

const db = () => t.store.db;
/** Runs `work` as `profileId` in a transaction, as a booking handler would. */
const asCaller = <T>(profileId: string, work: (ctx: CallContext) => Promise<T>) =>
  db().transaction(async (tx) => work(await contextFor(tx, profileId, t.clock.now())));

async function sent(): Promise<string> {
  const answer = await sendForApproval(t, tokens['traveller@acme.test']!);
  expect(answer.statusCode).toBe(200);
  const approvalid = answer.json().responsedata.approvalid as string;
  await pushes.settled();
  pushes.sent.length = 0;
  return approvalid;
}

describe('sending an insurance booking for approval', () => {
  it('stores the server-priced request for the traveller’s manager and pushes it to them', async () => {
    const answer = await sendForApproval(t, tokens['traveller@acme.test']!);
    expect(answer.json()).toMatchObject({ ResponseStatus: { status: 'OK' }, responsedata: { approvalid: expect.stringMatching(/^BA\d+$/) } });
    const approvalid = answer.json().responsedata.approvalid as string;
    const [row] = await db().select().from(bookingApprovals).where(eq(bookingApprovals.id, approvalid));
    // ₹3,700 premium + 18% GST, priced by the server; the violation reason is the policy's.
    expect(row).toMatchObject({ status: 'pending', approverProfileId: '20002', requesterProfileId: '20001', totalNetPaise: 436_600, currency: 'INR', inPolicy: false, fromDate: '2026-04-10', toDate: '2026-04-30' });
    expect(row!.policyViolationReason).toMatch(/above the policy limit/);
    expect(row!.request).toMatchObject({ insquery: INS_QUERY, insurancerecommendation: { plancode: 'WWCLASSIC' } });
    expect(await pushes.settled()).toMatchObject([{ profileId: '20002', payload: { title: 'Booking waiting for your approval', url: '/approvals' } }]);
  });

  it('answers the spec’s NOK when the plan cannot be priced (nothing stored)', async () => {
    const before = (await db().select().from(bookingApprovals)).length;
    const bad = insuranceBookingRequest({ insurancerecommendation: { ...(insuranceBookingRequest().insurancerecommendation as object), plancode: 'NOSUCHPLAN' } });
    const answer = await sendForApproval(t, tokens['traveller@acme.test']!, bad);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ResponseStatus: { status: 'NOK', message: M.sendFailed }, responsedata: { approvalid: '' } });
    expect((await db().select().from(bookingApprovals)).length).toBe(before);
  });

  it('a manager without a manager goes to the travel admin, never to themselves', async () => {
    const answer = await sendForApproval(t, tokens['manager@acme.test']!, insuranceBookingRequest({ profileid: '20002' }));
    const [row] = await db().select().from(bookingApprovals).where(eq(bookingApprovals.id, answer.json().responsedata.approvalid));
    expect(row!.approverProfileId).toBe('20004');
  });
});

describe('deciding a booking request', () => {
  it('the manager sees it with the exact amount and approves; the requester is pushed the resume link', async () => {
    const approvalid = await sent();
    const listed = (await approverList(t, tokens['manager@acme.test']!)).find((a) => a.approvalid === approvalid);
    expect(listed).toMatchObject({ status: 'pending', service: 'insurance', travellername: 'Rahul Verma', totalamount: '4366.00', currency: 'INR', inpolicy: false, resumeurl: '' });

    const answer = await decideBooking(t, tokens['manager@acme.test']!, approvalid, 'approve');
    expect(answer.json()).toMatchObject({ approvalid, status: 'approved', message: M.approved });
    const url = `/insurance/book?ins=${encodeURIComponent(INS_QUERY)}&approvalid=${approvalid}`;
    expect(await pushes.settled()).toMatchObject([{ profileId: '20001', payload: { title: 'Booking request approved', url } }]);
    expect((await myList(t, tokens['traveller@acme.test']!)).find((a) => a.approvalid === approvalid)).toMatchObject({ status: 'approved', used: false, resumeurl: url });
    const events = await db().select().from(bookingApprovalEvents).where(eq(bookingApprovalEvents.approvalId, approvalid)).orderBy(asc(bookingApprovalEvents.id));
    expect(events).toMatchObject([{ action: 'requested', byProfileId: '20001' }, { action: 'approved', byProfileId: '20002' }]);

    // Only the requester may book with it, and only for its service.
    expect(await asCaller('20001', (ctx) => loadApprovedBooking(ctx, approvalid, 'insurance'))).toMatchObject({ approvalid, totalnetPaise: 436_600n });
    expect(await asCaller('20001', (ctx) => loadApprovedBooking(ctx, approvalid, 'flight'))).toBeNull();
    expect(await asCaller('20003', (ctx) => loadApprovedBooking(ctx, approvalid, 'insurance'))).toBeNull();
    expect(await asCaller('30001', (ctx) => loadApprovedBooking(ctx, approvalid, 'insurance'))).toBeNull();
  });

  it('a reject needs remarks; with them it is rejected, audited and the requester told', async () => {
    const approvalid = await sent();
    const bare = await decideBooking(t, tokens['manager@acme.test']!, approvalid, 'reject', '  ');
    expect([bare.statusCode, bare.json().ResponseStatus.message]).toEqual([400, M.remarksRequired]);
    const answer = await decideBooking(t, tokens['manager@acme.test']!, approvalid, 'reject', 'Pick a cheaper plan');
    expect(answer.json()).toMatchObject({ status: 'rejected', message: M.rejected });
    expect(await pushes.settled()).toMatchObject([{ profileId: '20001', payload: { title: 'Booking request rejected', body: expect.stringContaining('Pick a cheaper plan') } }]);
    expect(await asCaller('20001', (ctx) => loadApprovedBooking(ctx, approvalid, 'insurance'))).toBeNull();
    const again = await decideBooking(t, tokens['manager@acme.test']!, approvalid, 'approve');
    expect([again.statusCode, again.json().ResponseStatus.message]).toEqual([409, M.decidedMeanwhile]);
  });

  it('the requester cannot decide their own; a colleague it is not routed to neither sees nor decides it', async () => {
    const approvalid = await sent();
    const own = await decideBooking(t, tokens['traveller@acme.test']!, approvalid, 'approve');
    expect([own.statusCode, own.json().ResponseStatus.message]).toEqual([403, M.own]);
    expect((await approverList(t, tokens['coordinator@acme.test']!)).map((a) => a.approvalid)).not.toContain(approvalid);
    const colleague = await decideBooking(t, tokens['coordinator@acme.test']!, approvalid, 'approve');
    expect([colleague.statusCode, colleague.json().ResponseStatus.message]).toEqual([403, M.notRouted]);
  });

  it('another company’s approver is refused as for a missing request', async () => {
    const approvalid = await sent();
    expect(await approverList(t, tokens['manager@globex.test']!)).toEqual([]);
    const answer = await decideBooking(t, tokens['manager@globex.test']!, approvalid, 'approve');
    expect([answer.statusCode, answer.json().ResponseStatus.message]).toEqual([403, M.notFound]);
    expect(await myList(t, tokens['traveller@globex.test']!)).toEqual([]);
  });
});

describe('using an approval', () => {
  it('books once: a second booking cannot reuse it, the same txid again is a no-op', async () => {
    const approvalid = await sent();
    await decideBooking(t, tokens['manager@acme.test']!, approvalid, 'approve');
    await asCaller('20001', (ctx) => markBookingApprovalUsed(ctx, approvalid, 'TX-1'));
    await asCaller('20001', (ctx) => markBookingApprovalUsed(ctx, approvalid, 'TX-1'));
    await expect(asCaller('20001', (ctx) => markBookingApprovalUsed(ctx, approvalid, 'TX-2'))).rejects.toMatchObject({ statusCode: 409 });
    expect(await asCaller('20001', (ctx) => loadApprovedBooking(ctx, approvalid, 'insurance'))).toBeNull();
    expect((await myList(t, tokens['traveller@acme.test']!)).find((a) => a.approvalid === approvalid)).toMatchObject({ status: 'approved', used: true, resumeurl: '' });
  });

  it('a pending or someone else’s approval cannot be used', async () => {
    const approvalid = await sent();
    await expect(asCaller('20001', (ctx) => markBookingApprovalUsed(ctx, approvalid, 'TX-3'))).rejects.toMatchObject({ statusCode: 409 });
    await decideBooking(t, tokens['manager@acme.test']!, approvalid, 'approve');
    await expect(asCaller('20003', (ctx) => markBookingApprovalUsed(ctx, approvalid, 'TX-3'))).rejects.toMatchObject({ statusCode: 409 });
  });
});
