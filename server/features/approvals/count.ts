import { and, count, eq, or } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { bookingApprovals } from '../../store/schema';
import { pendingExpenseApprovals } from '../../workflow/expense-approvals';
import { pendingApprovalsFor } from './inbox';

/**
 * What waits for the caller's decision (issue 15): the trip inbox as the approver sees it (the same
 * routing and delegation rules), plus pending booking requests routed to the caller or to the
 * caller's delegate, as the booking-approval list shows them, and expense reports whose current
 * level waits for the caller (the expense approvers' list). Always the session's company.
 */
export async function approvalCountFor(ctx: HandlerContext): Promise<{ trips: number; bookings: number; expenses: number; total: number }> {
  const { corporateid, profileid } = ctx.session;
  const trips = (await pendingApprovalsFor(ctx)).length;
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(bookingApprovals)
    .where(
      and(
        eq(bookingApprovals.corporateId, corporateid),
        eq(bookingApprovals.status, 'pending'),
        or(eq(bookingApprovals.approverProfileId, profileid), eq(bookingApprovals.onBehalfOfProfileId, profileid)),
      ),
    );
  const bookings = Number(row?.n ?? 0);
  const expenses = (await pendingExpenseApprovals(ctx)).length;
  return { trips, bookings, expenses, total: trips + bookings + expenses };
}
