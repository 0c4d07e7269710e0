import { sql } from 'drizzle-orm';
import { settleExpenseAdvance } from '../../../src/contract/expenses/finance';
import { convertAtRate, hasReferenceRate, referenceRate } from '../../../src/domain/currency-rates';
import { settleAdvance } from '../../../src/domain/expense-amounts';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { imprestSurrenders } from '../../store/schema';
import { financeReport } from './access';
import { moneyContext, tripAdvanceOf } from './advance';
import { applyExpenseEvent } from './apply-event';
import { reportDetail } from './detail';
import { sumsOfReport } from './summary';

/*
 * Settling a trip's advance against the verified claim (docs/features/expenses.md "Statuses"): the
 * advance is put into the report's currency at the reference rate, which the report keeps; the
 * employee is owed the balance, or surrenders the excess, recorded in the advance's own currency.
 */

/** `base` back in the advance's currency at the kept `rate` (four decimals), rounded half up, never more than the advance. */
function inAdvanceCurrency(base: bigint, rate: string, advance: bigint): bigint {
  const scaled = BigInt(rate.replace('.', ''));
  const back = (2n * base * 10_000n + scaled) / (2n * scaled);
  return back < advance ? back : advance;
}

export const settleHandler = defineHandler(settleExpenseAdvance)(async (ctx, { reportid, remarks }) => {
  const report = await financeReport(ctx, reportid);
  // One after the other: a transaction's client runs one query at a time.
  const advance = await tripAdvanceOf(ctx, report);
  const { allowed } = await sumsOfReport(ctx, report.id);
  if (advance && !hasReferenceRate(advance.currency)) throw badRequest(`reportid: the advance is in ${advance.currency}, which has no reference rate`);
  const rate = advance ? referenceRate(advance.currency, report.currency) : '';
  const advanceBase = advance ? convertAtRate(advance.amount, rate) : 0n;
  const { owedToEmployee, toSurrender } = settleAdvance(allowed, advanceBase);
  // The lifecycle refuses (409) a report without an advance or not yet verified, before anything is written.
  const settled = await applyExpenseEvent(ctx, report, 'SETTLE', {
    context: moneyContext(report, advance, allowed),
    remarks,
    patch: {
      advanceMinor: advance?.amount ?? 0n,
      advanceCurrency: advance?.currency ?? '',
      advanceRate: rate,
      advanceBaseMinor: advanceBase,
      owedMinor: owedToEmployee,
      surrenderMinor: toSurrender,
      settledAt: ctx.now,
    },
  });
  if (advance && toSurrender > 0n) {
    await ctx.tx.insert(imprestSurrenders).values({
      id: sql<string>`'IS' || nextval('imprest_surrender_id_seq')::text`,
      corporateId: report.corporateId,
      reportId: report.id,
      tripId: report.tripId,
      profileId: report.profileId,
      amountMinor: inAdvanceCurrency(toSurrender, rate, advance.amount),
      currency: advance.currency,
      baseMinor: toSurrender,
      createdBy: ctx.session.profileid,
      createdAt: ctx.now,
    });
  }
  return { ResponseStatus: { status: 'OK' as const }, report: await reportDetail(ctx, settled) };
});
