import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { corporates, expenseReports } from '../../store/schema';
import type { ReportRow } from './rows';

/* Making reports: the company's base currency fixed on them, the people-facing number, one per trip and owner. */

export async function baseCurrencyOf(ctx: HandlerContext): Promise<string> {
  const [company] = await ctx.tx.select({ currency: corporates.baseCurrency }).from(corporates).where(eq(corporates.id, ctx.session.corporateid));
  return (company?.currency ?? 'INR').toUpperCase();
}

/** The caller's report for `tripId`, if they have one. */
export async function ownTripReport(ctx: HandlerContext, tripId: string): Promise<ReportRow | null> {
  const [row] = await ctx.tx
    .select()
    .from(expenseReports)
    .where(and(eq(expenseReports.corporateId, ctx.session.corporateid), eq(expenseReports.profileId, ctx.session.profileid), eq(expenseReports.tripId, tripId)));
  return row ?? null;
}

/**
 * A new draft of the caller's. A trip's report is one per owner: when another call made it
 * meanwhile, that one is answered.
 */
export async function insertReport(ctx: HandlerContext, { id, title, tripId }: { id: string; title: string; tripId: string }): Promise<ReportRow> {
  const [created] = await ctx.tx
    .insert(expenseReports)
    .values({
      id,
      reportNo: sql<string>`'ER' || nextval('expense_report_no_seq')::text`,
      corporateId: ctx.session.corporateid,
      profileId: ctx.session.profileid,
      title,
      tripId,
      currency: await baseCurrencyOf(ctx),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const existing = tripId ? await ownTripReport(ctx, tripId) : null;
  if (existing) return existing;
  // The id is taken (by someone else's report: the caller's own was answered before inserting).
  throw new HttpError(409, 'reportid: this id is already used; make a new one');
}

/** The reports (ids, '' for none) whose lines changed now show the change in their lists. */
export async function touchReports(ctx: HandlerContext, reportIds: readonly string[]): Promise<void> {
  const ids = [...new Set(reportIds)].filter((id) => id !== '');
  if (ids.length > 0) await ctx.tx.update(expenseReports).set({ updatedAt: ctx.now }).where(inArray(expenseReports.id, ids));
}
