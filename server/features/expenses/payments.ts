import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { markExpensesReimbursed, processExpensePayments } from '../../../src/contract/expenses/finance';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError, badRequest, forbidden } from '../../http/errors';
import { employeeBanks, expensePaymentBatches, expenseReports } from '../../store/schema';
import { namesOf } from '../../workflow/directory';
import { financeReport } from './access';
import { moneyContext, tripAdvanceOf } from './advance';
import { applyExpenseEvent } from './apply-event';
import type { ReportRow } from './rows';
import { sumsOfReport } from './summary';

/*
 * Payment batches (docs/features/expenses.md "Statuses"): reports payable now go, together, to
 * their claimants' primary banks (financeprocessing); when the bank has paid, the whole batch
 * becomes reimbursed with the bank's reference.
 */

export const BATCH_NOT_FOUND = 'batchid: payment batch not found';

/** A refusal of one report of many names it (after the request's `field`), keeping the status code. */
async function naming<T>(field: string, report: ReportRow, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(error.statusCode, `${field}: ${report.reportNo}: ${error.message}`);
    throw error;
  }
}

/** What the batch pays for the report: after a settlement the balance owed, else the allowed reimbursable amount. */
async function owedNow(ctx: HandlerContext, report: ReportRow) {
  const advance = await tripAdvanceOf(ctx, report);
  const { allowed } = await sumsOfReport(ctx, report.id);
  return { context: moneyContext(report, advance, allowed), owed: report.settledAt ? report.owedMinor : allowed };
}

export const processHandler = defineHandler(processExpensePayments)(async (ctx, { reportids }) => {
  // Locked in one order, so two batches racing over the same reports cannot deadlock.
  const reports: ReportRow[] = [];
  for (const id of [...new Set(reportids)].sort()) reports.push(await financeReport(ctx, id));
  const currencies = new Set(reports.map((r) => r.currency));
  if (currencies.size > 1) throw badRequest(`reportids: a batch pays one currency; these reports are in ${[...currencies].join(', ')}`);
  const claimants = [...new Set(reports.map((r) => r.profileId))];
  // One after the other: a transaction's client runs one query at a time.
  const banks = await ctx.tx
    .select({ profileId: employeeBanks.profileId })
    .from(employeeBanks)
    .where(and(eq(employeeBanks.corporateId, ctx.session.corporateid), inArray(employeeBanks.profileId, claimants), eq(employeeBanks.primary, true)));
  const names = await namesOf(ctx.tx, ctx.session.corporateid, claimants);
  const banked = new Set(banks.map((b) => b.profileId));
  const unbanked = reports.find((r) => !banked.has(r.profileId));
  if (unbanked) throw badRequest(`reportids: ${unbanked.reportNo}: ${names.get(unbanked.profileId) ?? unbanked.profileId} has no primary bank account`);

  const [batch] = await ctx.tx
    .insert(expensePaymentBatches)
    .values({ id: sql<string>`'PB' || nextval('expense_payment_batch_id_seq')::text`, corporateId: ctx.session.corporateid, currency: reports[0]!.currency, totalMinor: 0n, count: reports.length, createdBy: ctx.session.profileid, createdAt: ctx.now })
    .returning({ id: expensePaymentBatches.id });
  let total = 0n;
  for (const report of reports) {
    const { context, owed } = await owedNow(ctx, report);
    await naming('reportids', report, () => applyExpenseEvent(ctx, report, 'PROCESS', { context, remarks: batch!.id, patch: { paymentBatchId: batch!.id, owedMinor: owed } }));
    total += owed;
  }
  await ctx.tx.update(expensePaymentBatches).set({ totalMinor: total }).where(eq(expensePaymentBatches.id, batch!.id));
  return { ResponseStatus: { status: 'OK' as const }, batchid: batch!.id, count: reports.length, total: minorUnitsToDecimal(total), currency: reports[0]!.currency };
});

/** The company's batch, locked for the call; another company's reads as not found. */
export async function companyBatch(ctx: HandlerContext, batchid: string, lock = false) {
  const query = ctx.tx
    .select()
    .from(expensePaymentBatches)
    .where(and(eq(expensePaymentBatches.id, batchid), eq(expensePaymentBatches.corporateId, ctx.session.corporateid)));
  const [batch] = await (lock ? query.for('update') : query);
  if (!batch) throw forbidden(BATCH_NOT_FOUND);
  return batch;
}

export const markReimbursedHandler = defineHandler(markExpensesReimbursed)(async (ctx, { batchid, reference }) => {
  const batch = await companyBatch(ctx, batchid, true);
  if (batch.status !== 'processing') throw new HttpError(409, `batchid: ${batch.id} is already marked paid (${batch.reference})`);
  const reports = await ctx.tx
    .select()
    .from(expenseReports)
    .where(and(eq(expenseReports.corporateId, ctx.session.corporateid), eq(expenseReports.paymentBatchId, batch.id)))
    .orderBy(asc(expenseReports.id))
    .for('update');
  if (reports.some((r) => r.profileId === ctx.session.profileid)) throw forbidden('batchid: the batch pays your own expense report; someone else in finance marks it paid');
  for (const report of reports) await naming('batchid', report, () => applyExpenseEvent(ctx, report, 'PAY', { remarks: reference }));
  await ctx.tx.update(expensePaymentBatches).set({ status: 'paid', reference, paidAt: ctx.now }).where(eq(expensePaymentBatches.id, batch.id));
  return { ResponseStatus: { status: 'OK' as const }, count: reports.length };
});
