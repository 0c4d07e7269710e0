import { and, asc, eq } from 'drizzle-orm';
import type { Duplicate } from '../../../src/contract/expenses/line-shape';
import type { ExpenseReport } from '../../../src/contract/expenses/report-shape';
import { convertAtRate, hasReferenceRate, referenceRate } from '../../../src/domain/currency-rates';
import { type ExpenseReportEventType, allowedExpenseEvents, isExpenseReportEditable } from '../../../src/domain/expense-report';
import { minorUnitsToDecimal, parseMinorUnits } from '../../../src/domain/money';
import type { HandlerContext } from '../../dispatch/types';
import { employeeBanks, expenseLines, expensePaymentBatches, expenseReportApprovals, expenseReportEvents, imprestSurrenders } from '../../store/schema';
import { namesOf } from '../../workflow/directory';
import { isFinance } from './access';
import { moneyContext, tripAdvanceOf } from './advance';
import type { ReportRow } from './rows';
import { reportSummaries } from './summary';
import { linesForWire } from './wire-line';

/* One report in full, as getexpensereport and every step answer it (src/contract/expenses/report-shape.ts). */

const OWNER_EVENTS: readonly ExpenseReportEventType[] = ['EDIT', 'SUBMIT', 'RECALL', 'RESPOND'];
const APPROVER_EVENTS: readonly ExpenseReportEventType[] = ['APPROVE', 'REJECT'];
const FINANCE_EVENTS: readonly ExpenseReportEventType[] = ['CONTROLLER_VERIFY', 'SEND_BACK', 'REJECT', 'VERIFY', 'SETTLE', 'PROCESS', 'PAY'];
const WITH_APPROVERS = new Set(['approvalpending', 'partiallyapproved']);
const money = minorUnitsToDecimal;
const iso = (d: Date | null) => d?.toISOString() ?? '';

/** The events the caller may apply now: the lifecycle's, narrowed to what their part in the report allows. */
function callerEvents(ctx: HandlerContext, report: ReportRow, allowed: readonly ExpenseReportEventType[], approverNow: boolean): ExpenseReportEventType[] {
  const mine = report.profileId === ctx.session.profileid;
  const parts = new Set<ExpenseReportEventType>([
    ...(mine ? OWNER_EVENTS : []),
    ...(approverNow && !mine ? APPROVER_EVENTS : []),
    ...(isFinance(ctx) && !mine && !WITH_APPROVERS.has(report.status) ? FINANCE_EVENTS : []),
  ]);
  return allowed.filter((e) => parts.has(e));
}

export async function reportDetail(ctx: HandlerContext, report: ReportRow, duplicates?: ReadonlyMap<string, Duplicate[]>): Promise<ExpenseReport> {
  // One query at a time: a transaction is one connection, and pg refuses overlapping queries on it.
  const lines = await ctx.tx.select().from(expenseLines).where(eq(expenseLines.reportId, report.id)).orderBy(asc(expenseLines.expenseDate), asc(expenseLines.createdAt));
  const approvals = await ctx.tx
    .select()
    .from(expenseReportApprovals)
    .where(and(eq(expenseReportApprovals.reportId, report.id), eq(expenseReportApprovals.round, report.round)))
    .orderBy(asc(expenseReportApprovals.level));
  const events = await ctx.tx.select().from(expenseReportEvents).where(eq(expenseReportEvents.reportId, report.id)).orderBy(asc(expenseReportEvents.id));
  const advance = await tripAdvanceOf(ctx, report);
  const [summary] = await reportSummaries(ctx, [report]);
  const [surrender] = await ctx.tx.select({ id: imprestSurrenders.id }).from(imprestSurrenders).where(eq(imprestSurrenders.reportId, report.id));
  const [batch] = report.paymentBatchId ? await ctx.tx.select().from(expensePaymentBatches).where(eq(expensePaymentBatches.id, report.paymentBatchId)) : [];
  const [bank] = await ctx.tx
    .select({ name: employeeBanks.bankName, last4: employeeBanks.accountLast4 })
    .from(employeeBanks)
    .where(and(eq(employeeBanks.profileId, report.profileId), eq(employeeBanks.primary, true)));
  const people = await namesOf(ctx.tx, report.corporateId, [...approvals.flatMap((a) => [a.approverProfileId, a.onBehalfOfProfileId ?? '']), ...events.map((e) => e.actorProfileId)]);
  const me = ctx.session.profileid;
  const approverNow = approvals.some((a) => a.status === 'pending' && (a.approverProfileId === me || a.onBehalfOfProfileId === me));
  const allowed = allowedExpenseEvents(report.status, moneyContext(report, advance, parseMinorUnits(summary!.allowed)));
  const rate = report.advanceRate || (advance && hasReferenceRate(advance.currency) ? referenceRate(advance.currency, report.currency) : '');
  return {
    ...summary!,
    lines: await linesForWire(ctx, lines, { editable: report.profileId === me && isExpenseReportEditable(report.status), duplicates }),
    approvals: approvals.map((a) => ({
      level: a.level,
      approverid: a.approverProfileId,
      approvername: people.get(a.approverProfileId) ?? '',
      onbehalfof: a.onBehalfOfProfileId ? (people.get(a.onBehalfOfProfileId) ?? '') : '',
      status: a.status,
      remarks: a.remarks,
      decidedon: iso(a.decidedAt),
    })),
    events: events.map((e) => ({ event: e.event, fromstatus: e.fromStatus, tostatus: e.toStatus, by: people.get(e.actorProfileId) ?? '', remarks: e.remarks, on: iso(e.createdAt) })),
    advance: advance && { amount: money(advance.amount), currency: advance.currency, rate, baseamount: rate ? money(report.settledAt ? report.advanceBaseMinor : convertAtRate(advance.amount, rate)) : '0.00' },
    settlement: report.settledAt ? { owedtoemployee: money(report.owedMinor), tosurrender: money(report.surrenderMinor), imprestsurrenderid: surrender?.id ?? '', settledon: iso(report.settledAt) } : null,
    payment: batch ? { batchid: batch.id, reference: batch.reference, bankname: bank?.name ?? '', accountlast4: bank?.last4 ?? '', paidon: iso(batch.paidAt) } : null,
    actions: callerEvents(ctx, report, allowed, approverNow),
  };
}
