import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApproverFor } from '../../server/workflow/booking-approval-routing';
import { approvalDelegations, bookingApprovalEvents, bookingApprovals } from '../../server/store/schema';
import { BOOKING_APPROVAL_MESSAGES as M } from '../../src/contract/booking-approvals/operations';
import { approverList, decideBooking, insuranceBookingRequest, sendForApproval } from './booking-approval-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['traveller@acme.test', 'manager@acme.test', 'coordinator@acme.test', 'traveladmin@acme.test', 'traveller@globex.test']) tokens[u] = await t.token(u);
});
afterAll(() => t.close());

const db = () => t.store.db;
const approverOf = async (traveller: string, requester = traveller) => (await bookingApproverFor(db(), traveller.slice(0, 1) === '3' ? '1002' : '1001', traveller, requester))?.id ?? null;

describe('who approves a booking', () => {
  it('the traveller’s manager; without one the travel admin, then the superadmin; never the requester or traveller', async () => {
    expect(await approverOf('20001')).toBe('20002');
    expect(await approverOf('30001')).toBe('30002');
    // The manager has no manager: the travel admin.
    expect(await approverOf('20002')).toBe('20004');
    // The travel admin asking for themselves: the superadmin.
    expect(await approverOf('20004')).toBe('20005');
    // The manager asking for their report skips themselves.
    expect(await approverOf('20001', '20002')).toBe('20004');
  });

  it('a request naming another traveller or company is refused, as the booking would be', async () => {
    const colleague = await sendForApproval(t, tokens['traveladmin@acme.test']!, insuranceBookingRequest({ profileid: '20001' }));
    expect([colleague.statusCode, colleague.json().ResponseStatus.message]).toEqual([403, 'jsondata.profileid: not yours']);
    const company = await sendForApproval(t, tokens['traveller@globex.test']!, insuranceBookingRequest({ profileid: '30001' }));
    expect([company.statusCode, company.json().ResponseStatus.message]).toEqual([403, 'jsondata.corporateid: not yours']);
  });
});

describe('a manager away on the day a request is sent', () => {
  it('goes to the delegate, who decides on the manager’s behalf; the manager may still decide too', async () => {
    const now = t.clock.now();
    await db().insert(approvalDelegations).values({ corporateId: '1001', profileId: '20002', delegateProfileId: '20003', fromDate: '2026-03-01', toDate: '2026-03-03', createdAt: now, updatedAt: now });
    try {
      const first = (await sendForApproval(t, tokens['traveller@acme.test']!)).json().responsedata.approvalid as string;
      const second = (await sendForApproval(t, tokens['traveller@acme.test']!)).json().responsedata.approvalid as string;
      expect((await approverList(t, tokens['coordinator@acme.test']!)).find((a) => a.approvalid === first)).toMatchObject({ onbehalfof: 'Priya Nair' });
      expect((await approverList(t, tokens['manager@acme.test']!)).find((a) => a.approvalid === first)).toMatchObject({ onbehalfof: '' });

      expect((await decideBooking(t, tokens['coordinator@acme.test']!, first, 'approve', 'OK')).json()).toMatchObject({ status: 'approved' });
      const events = await db().select().from(bookingApprovalEvents).where(eq(bookingApprovalEvents.approvalId, first)).orderBy(asc(bookingApprovalEvents.id));
      expect(events.at(-1)).toMatchObject({ action: 'approved', byProfileId: '20003', remarks: 'OK (on behalf of Priya Nair)' });

      expect((await decideBooking(t, tokens['manager@acme.test']!, second, 'reject', 'No')).json()).toMatchObject({ status: 'rejected' });
      const [row] = await db().select().from(bookingApprovals).where(eq(bookingApprovals.id, second));
      expect(row).toMatchObject({ approverProfileId: '20002', onBehalfOfProfileId: null });
      // Someone else of the company is still refused.
      const third = (await sendForApproval(t, tokens['traveller@acme.test']!)).json().responsedata.approvalid as string;
      const other = await decideBooking(t, tokens['traveladmin@acme.test']!, third, 'approve');
      expect([other.statusCode, other.json().ResponseStatus.message]).toEqual([403, M.notRouted]);
    } finally {
      await db().delete(approvalDelegations).where(eq(approvalDelegations.profileId, '20002'));
    }
  });
});
