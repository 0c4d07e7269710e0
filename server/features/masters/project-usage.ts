import { and, count, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { HandlerContext } from '../../dispatch/types';
import { bookingApprovals, flightBookings, insuranceBookings, trips } from '../../store/schema';

/*
 * What still names a project: trips (trips.project_id) and bookings and booking requests, whose
 * stored request carries it as `projectid` (flight and insurance bookings, booking approvals).
 */

async function countWhere(ctx: HandlerContext, table: PgTable, corporateId: PgColumn, matches: ReturnType<typeof sql>): Promise<number> {
  const [row] = await ctx.tx.select({ n: count() }).from(table).where(and(eq(corporateId, ctx.session.corporateid), matches));
  return row?.n ?? 0;
}

const requestNames = (column: PgColumn, projectid: string) => sql`${column}->>'projectid' = ${projectid}`;

export async function projectUsage(ctx: HandlerContext, projectid: string): Promise<{ trips: number; bookings: number; requests: number }> {
  // One after another: a transaction's queries share one connection.
  const tripCount = await countWhere(ctx, trips, trips.corporateId, sql`${trips.projectId} = ${projectid}`);
  const flightCount = await countWhere(ctx, flightBookings, flightBookings.corporateId, requestNames(flightBookings.request, projectid));
  const insuranceCount = await countWhere(ctx, insuranceBookings, insuranceBookings.corporateId, requestNames(insuranceBookings.request, projectid));
  const requests = await countWhere(ctx, bookingApprovals, bookingApprovals.corporateId, requestNames(bookingApprovals.request, projectid));
  return { trips: tripCount, bookings: flightCount + insuranceCount, requests };
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 trips use this project", "1 trip and 2 bookings use this project"; null when nothing does. */
export function usageRefusal(usage: { trips: number; bookings: number; requests: number }): string | null {
  const parts = [
    usage.trips > 0 ? counted(usage.trips, 'trip', 'trips') : '',
    usage.bookings > 0 ? counted(usage.bookings, 'booking', 'bookings') : '',
    usage.requests > 0 ? counted(usage.requests, 'booking request', 'booking requests') : '',
  ].filter((p) => p !== '');
  if (parts.length === 0) return null;
  const total = usage.trips + usage.bookings + usage.requests;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${list} ${total === 1 ? 'uses' : 'use'} this project`;
}
