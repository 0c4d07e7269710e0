import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { findExpenseDuplicates } from '../../../src/contract/expenses/lines';
import type { Duplicate } from '../../../src/contract/expenses/line-shape';
import { minorUnitsToDecimal, parseMinorUnits } from '../../../src/domain/money';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { expenseLines, expenseReceipts } from '../../store/schema';
import { namesOf } from '../../workflow/directory';
import { OK } from './rows';

/*
 * Look-alike claims (docs/features/expenses.md "Duplicates"): another line of the company with a
 * receipt of the same sha256, or the same base amount, date and merchant (case and spaces
 * ignored). Only warned about: a shared taxi is claimed once, but by whom is for finance.
 */

export interface LookAlikeProbe {
  /** The line itself, never its own look-alike ('' before it exists). */
  lineId: string;
  sha256s: readonly string[];
  baseMinor: bigint | null;
  expenseDate: string;
  merchant: string;
}

const folded = (merchant: string) => merchant.trim().toLowerCase();

export async function lookAlikes(ctx: HandlerContext, probe: LookAlikeProbe): Promise<Duplicate[]> {
  const corp = eq(expenseLines.corporateId, ctx.session.corporateid);
  const others = and(corp, ne(expenseLines.id, probe.lineId), ne(expenseLines.lineType, 'booking'));
  const byReceipt =
    probe.sha256s.length === 0
      ? []
      : await ctx.tx
          .selectDistinct({ line: expenseLines })
          .from(expenseReceipts)
          .innerJoin(expenseLines, eq(expenseLines.id, expenseReceipts.lineId))
          .where(and(others, eq(expenseReceipts.corporateId, ctx.session.corporateid), inArray(expenseReceipts.sha256, [...probe.sha256s])));
  // Without a merchant, amount and date alone would flag every round sum claimed that day.
  const byDetails =
    probe.baseMinor === null || probe.expenseDate === '' || folded(probe.merchant) === ''
      ? []
      : await ctx.tx
          .select({ line: expenseLines })
          .from(expenseLines)
          .where(and(others, eq(expenseLines.expenseDate, probe.expenseDate), eq(expenseLines.baseMinor, probe.baseMinor), sql`lower(trim(${expenseLines.merchant})) = ${folded(probe.merchant)}`));
  const found = new Map<string, { line: typeof expenseLines.$inferSelect; match: Duplicate['match'] }>();
  for (const { line } of byReceipt) found.set(line.id, { line, match: 'receipt' });
  for (const { line } of byDetails) if (!found.has(line.id)) found.set(line.id, { line, match: 'details' });
  const names = await namesOf(ctx.tx, ctx.session.corporateid, [...found.values()].map((f) => f.line.profileId));
  return [...found.values()].map(({ line, match }) => ({
    lineid: line.id,
    match,
    claimant: names.get(line.profileId) ?? '',
    expensedate: line.expenseDate,
    merchant: line.merchant,
    amount: minorUnitsToDecimal(line.amountMinor),
    currency: line.currency,
  }));
}

/** The look-alikes of every line of a report (not its bookings), for those who read it in full and judge them. */
export async function reportLookAlikes(ctx: HandlerContext, reportId: string): Promise<Map<string, Duplicate[]>> {
  const lines = await ctx.tx.select().from(expenseLines).where(and(eq(expenseLines.reportId, reportId), ne(expenseLines.lineType, 'booking')));
  const receipts = lines.length === 0 ? [] : await ctx.tx.select({ lineId: expenseReceipts.lineId, sha256: expenseReceipts.sha256 }).from(expenseReceipts).where(inArray(expenseReceipts.lineId, lines.map((l) => l.id)));
  const found = new Map<string, Duplicate[]>();
  for (const line of lines) {
    const sha256s = receipts.filter((r) => r.lineId === line.id).map((r) => r.sha256);
    found.set(line.id, await lookAlikes(ctx, { lineId: line.id, sha256s, baseMinor: line.baseMinor, expenseDate: line.expenseDate, merchant: line.merchant }));
  }
  return found;
}

/** Before saving: `amount` is in the company's base currency, as the lines' base amounts are. */
export const findDuplicatesHandler = defineHandler(findExpenseDuplicates)(async (ctx, input) => {
  const amount = parseMinorUnits(input.amount);
  const duplicates = await lookAlikes(ctx, {
    lineId: input.lineid,
    sha256s: input.sha256 ? [input.sha256] : [],
    baseMinor: amount > 0n ? amount : null,
    expenseDate: input.expensedate,
    merchant: input.merchant,
  });
  return { ResponseStatus: OK, duplicates };
});
