import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { PaymentBatchSchema } from '../../../src/contract/expenses/finance';
import { getExpensePaymentBatches } from '../../../src/contract/expenses/queues';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { defineHandler } from '../../dispatch/types';
import { containsPattern } from '../../store/like-pattern';
import { expensePaymentBatches } from '../../store/schema';
import { namesOf } from '../../workflow/directory';

/*
 * Finance's list of the company's payment batches (docs/features/expenses.md "Finance"), newest
 * first, so a batch sent earlier is opened from the list rather than by typing its id.
 */

const b = expensePaymentBatches;
type BatchRow = typeof b.$inferSelect;

/** A batch as the wire carries it (getexpensepaymentbatch and the list). */
export const batchForWire = (batch: BatchRow): v.InferOutput<typeof PaymentBatchSchema> => ({
  batchid: batch.id,
  status: batch.status,
  currency: batch.currency,
  total: minorUnitsToDecimal(batch.totalMinor),
  count: batch.count,
  reference: batch.reference,
  createdon: batch.createdAt.toISOString(),
  paidon: batch.paidAt?.toISOString() ?? '',
});

/** A count beside every row: the page and its total in one pass. */
const withTotal = { batch: b, totalcount: sql<number>`count(*) over ()`.mapWith(Number) };

export const paymentBatchesHandler = defineHandler(getExpensePaymentBatches)(async (ctx, { searchtext, pageno, pagesize }) => {
  const pattern = containsPattern(searchtext);
  const where = and(eq(b.corporateId, ctx.session.corporateid), searchtext === '' ? undefined : or(ilike(b.id, pattern), ilike(b.reference, pattern)));
  // Ids are 'PB' + a sequence: the longer id is the later one when two share a creation time.
  const rows = await ctx.tx
    .select(withTotal)
    .from(b)
    .where(where)
    .orderBy(desc(b.createdAt), desc(sql`length(${b.id})`), desc(b.id))
    .limit(pagesize)
    .offset((pageno - 1) * pagesize);
  // A page past the end has no row to carry the total.
  const totalcount = rows[0]?.totalcount ?? (pageno === 1 ? 0 : ((await ctx.tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(b).where(where))[0]?.n ?? 0));
  const names = await namesOf(ctx.tx, ctx.session.corporateid, [...new Set(rows.map((r) => r.batch.createdBy))]);
  return {
    ResponseStatus: { status: 'OK' as const },
    batches: rows.map(({ batch }) => ({ ...batchForWire(batch), createdby: names.get(batch.createdBy) ?? '', createdbyid: batch.createdBy })),
    totalcount,
  };
});
