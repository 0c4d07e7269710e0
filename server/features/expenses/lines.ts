import { and, eq, notInArray } from 'drizzle-orm';
import { deleteExpenseLine, saveExpenseLine } from '../../../src/contract/expenses/lines';
import { isExpenseReportEditable } from '../../../src/domain/expense-report';
import { parseMinorUnits } from '../../../src/domain/money';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { expenseLines, expenseReceipts } from '../../store/schema';
import { lookAlikes } from './duplicates';
import { type LineInput, lineAmounts } from './line-amounts';
import { categoryOf, claimableTrip, receiptFiles } from './line-refs';
import { editableReport, tripReportFor } from './line-target';
import { baseCurrencyOf, touchReports } from './report-store';
import { reevaluateAround } from './policy-reevaluation';
import { LINE_NOT_FOUND, type LineRow, OK } from './rows';
import { linesForWire } from './wire-line';
import { checkCustomFieldAnswers } from '../../workflow/custom-fields';

/** The custom-field channel a line's form shows (docs/features/custom-fields.md). */
export const lineChannel = (linetype: LineInput['linetype']) => (linetype === 'mileage' ? 'mileageexpense' : 'expense');

/* The employee's lines (docs/features/expenses.md "Lines"): upserted by the client's id, deleted while editable. */

/** The line by id in any company (locked): another person's id must be refused, not taken over. */
async function lineById(ctx: HandlerContext, lineId: string): Promise<LineRow | null> {
  const [row] = await ctx.tx.select().from(expenseLines).where(eq(expenseLines.id, lineId)).for('update');
  if (row && (row.corporateId !== ctx.session.corporateid || row.profileId !== ctx.session.profileid)) throw forbidden(LINE_NOT_FOUND);
  if (row?.lineType === 'booking') throw new HttpError(409, 'lineid: a booking line is shown as booked and cannot be changed');
  return row ?? null;
}

/** Where the line goes: the report named, else its trip's report; a report's trip is the line's trip. */
async function placeOf(ctx: HandlerContext, input: LineInput) {
  const trip = input.tripid ? await claimableTrip(ctx, input.tripid) : null;
  const report = input.reportid ? await editableReport(ctx, input.reportid) : trip ? await tripReportFor(ctx, trip) : null;
  if (trip && report?.tripId && report.tripId !== trip.id) throw badRequest('tripid: the report is for another trip');
  const reportTrip = !trip && report?.tripId ? await claimableTrip(ctx, report.tripId) : null;
  return { report, trip: trip ?? reportTrip };
}

/** Whether `values` would change nothing of `row` (a replay from the outbox). */
function unchanged(row: LineRow, values: Partial<LineRow>): boolean {
  return Object.entries(values).every(([key, value]) => {
    const stored = row[key as keyof LineRow];
    return typeof value === 'object' && value !== null && !(value instanceof Date) ? JSON.stringify(value) === JSON.stringify(stored) : stored === value;
  });
}

/** The line's receipts become exactly `files`, keeping those already attached. */
async function setReceipts(ctx: HandlerContext, lineId: string, files: readonly { id: string; sha256: string }[]): Promise<boolean> {
  const ids = files.map((f) => f.id);
  const removed = await ctx.tx
    .delete(expenseReceipts)
    .where(and(eq(expenseReceipts.lineId, lineId), ...(ids.length > 0 ? [notInArray(expenseReceipts.fileId, ids)] : [])))
    .returning({ id: expenseReceipts.id });
  const added =
    files.length === 0
      ? []
      : await ctx.tx
          .insert(expenseReceipts)
          .values(files.map((f) => ({ lineId, corporateId: ctx.session.corporateid, fileId: f.id, sha256: f.sha256 })))
          .onConflictDoNothing()
          .returning({ id: expenseReceipts.id });
  return removed.length + added.length > 0;
}

export const saveLineHandler = defineHandler(saveExpenseLine)(async (ctx, { jsondata: input }) => {
  const existing = await lineById(ctx, input.lineid);
  if (existing?.reportId) await editableReport(ctx, existing.reportId);
  const { report, trip } = await placeOf(ctx, input);
  const category = await categoryOf(ctx, input.categoryid);
  const files = await receiptFiles(ctx, input.receiptfileids);
  await checkCustomFieldAnswers(ctx, lineChannel(input.linetype), { tripid: trip?.id, categoryid: category.id }, input.customfields);
  const amounts = await lineAmounts(ctx, input, trip, report?.currency ?? (await baseCurrencyOf(ctx)), existing);
  const values = {
    corporateId: ctx.session.corporateid,
    profileId: ctx.session.profileid,
    reportId: report?.id ?? '',
    tripId: trip?.id ?? '',
    kind: input.kind,
    lineType: input.linetype,
    categoryId: category.id,
    expenseDate: input.expensedate,
    merchant: input.merchant,
    notes: input.notes,
    ...amounts,
    paymentMethod: input.paymentmethod,
    gstin: input.gstin,
    cgstMinor: parseMinorUnits(input.cgst),
    sgstMinor: parseMinorUnits(input.sgst),
    igstMinor: parseMinorUnits(input.igst),
    itcEligible: input.itceligible,
    customFields: input.customfields ?? {},
    justification: input.justification,
  };
  let saved: LineRow;
  const touched: string[] = [];
  if (existing) {
    const receiptsChanged = await setReceipts(ctx, existing.id, files);
    saved = unchanged(existing, values) ? existing : (await ctx.tx.update(expenseLines).set({ ...values, updatedAt: ctx.now }).where(eq(expenseLines.id, existing.id)).returning())[0]!;
    if (saved !== existing || receiptsChanged) touched.push(existing.reportId, saved.reportId);
  } else {
    const [created] = await ctx.tx
      .insert(expenseLines)
      .values({ id: input.lineid, ...values, createdAt: ctx.now, updatedAt: ctx.now })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new HttpError(409, 'lineid: the line was saved meanwhile. Reload it and try again.');
    saved = created;
    await setReceipts(ctx, saved.id, files);
    touched.push(saved.reportId);
  }
  // This line and those it is summed with, where it was and where it is now, are judged again.
  const rejudged = await reevaluateAround(ctx, existing ? [existing, saved] : [saved]);
  await touchReports(ctx, [...touched, ...rejudged.map((l) => l.reportId)]);
  const line = rejudged.find((l) => l.id === saved.id) ?? saved;
  const duplicates = await lookAlikes(ctx, { lineId: line.id, sha256s: files.map((f) => f.sha256), baseMinor: line.baseMinor, expenseDate: line.expenseDate, merchant: line.merchant });
  const [wire] = await linesForWire(ctx, [line], { editable: report ? isExpenseReportEditable(report.status) : true, duplicates: new Map([[line.id, duplicates]]) });
  return { ResponseStatus: OK, line: wire! };
});

/** A line already gone answers OK (a replayed delete); another person's is refused like a missing one. */
export const deleteLineHandler = defineHandler(deleteExpenseLine)(async (ctx, { lineid }) => {
  const line = await lineById(ctx, lineid);
  if (!line) return { ResponseStatus: OK };
  if (line.reportId) await editableReport(ctx, line.reportId);
  await ctx.tx.delete(expenseLines).where(eq(expenseLines.id, line.id));
  // The lines it was summed with may be back within their limits.
  const rejudged = await reevaluateAround(ctx, [line]);
  await touchReports(ctx, [line.reportId, ...rejudged.map((l) => l.reportId)]);
  return { ResponseStatus: OK };
});
