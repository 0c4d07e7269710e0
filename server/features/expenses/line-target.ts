import { randomUUID } from 'node:crypto';
import { expenseRefusalMessage, isExpenseReportEditable } from '../../../src/domain/expense-report';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import type { TripRow } from '../../workflow/trip-access';
import { ownReport } from './access';
import { insertReport, ownTripReport } from './report-store';
import type { ReportRow } from './rows';

/* Which report a line goes in, and whether it may change there (docs/features/expenses.md "Who may do what"). */

/** Refuses (409, naming the status) a report whose lines its owner may not change now. */
export function assertEditable(report: ReportRow): ReportRow {
  if (!isExpenseReportEditable(report.status)) throw new HttpError(409, expenseRefusalMessage(report.status, 'EDIT'));
  return report;
}

/** The caller's own report, locked, while its lines may change. */
export async function editableReport(ctx: HandlerContext, reportid: string): Promise<ReportRow> {
  return assertEditable(await ownReport(ctx, reportid));
}

/**
 * A line of a trip saved without a report joins the owner's report for the trip, made now when
 * the trip asks for one (`autocreateexpensereport`, the default); otherwise it stays in none.
 */
export async function tripReportFor(ctx: HandlerContext, trip: TripRow): Promise<ReportRow | null> {
  const existing = await ownTripReport(ctx, trip.id);
  if (existing) return assertEditable(await ownReport(ctx, existing.id));
  if (!trip.autoCreateExpenseReport) return null;
  return insertReport(ctx, { id: randomUUID(), title: trip.tripName || trip.tripPurpose || `Trip ${trip.id}`, tripId: trip.id });
}
