import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { REIMBURSED_PAYMENT_METHODS } from '../../src/contract/expenses/line-shape';
import { type ExpenseReportEventType, nextExpenseStatus } from '../../src/domain/expense-report';
import type { Tx } from './db';
import { expenseLines, expensePaymentBatches, expenseReportApprovals, expenseReportEvents, expenseReports } from './schema';
import { type Claimant, type DemoLine, type LineRow, insertDemoLines } from './seed-expense-lines';

/*
 * A demo claim taken through its lifecycle one event at a time, writing what each step of the
 * expense operations writes (docs/features/expenses.md "Statuses"): the status the lifecycle
 * (src/domain/expense-report.ts) answers, the history row, the approval level of each round,
 * finance's allowed amounts, the payment batch. A step the lifecycle refuses stops the seed.
 */

type ReportRow = typeof expenseReports.$inferSelect;

/** One event, by whom and when; `remarks` as the person typed them (PAY: the bank's reference). */
export interface DemoStep {
  event: Extract<ExpenseReportEventType, 'SUBMIT' | 'APPROVE' | 'CONTROLLER_VERIFY' | 'VERIFY' | 'PROCESS' | 'PAY'>;
  by: string;
  at: Date;
  remarks?: string;
}

export interface DemoReport {
  title: string;
  /** '' for none: a trip's report is titled after the trip, as one made from a trip line is. */
  tripId: string;
  createdAt: Date;
  lines: DemoLine[];
  steps: DemoStep[];
}

/** Acme routes a claim to one level, the claimant's manager (seed-approvals.ts). */
export interface Routing {
  approverId: string;
}

/** The reimbursable lines' allowed amounts (the claim where finance set none): what a batch pays. */
const allowedReimbursable = (lines: readonly LineRow[]) =>
  lines.filter((l) => REIMBURSED_PAYMENT_METHODS.includes(l.paymentMethod)).reduce((sum, l) => sum + (l.allowedMinor ?? l.baseMinor), 0n);

/** What the step writes besides the status and the history row; answers the report's own changes and the event's remarks. */
async function stepEffects(tx: Tx, report: ReportRow, lines: LineRow[], step: DemoStep, routing: Routing): Promise<{ patch: Partial<ReportRow>; remarks: string }> {
  const remarks = step.remarks ?? '';
  const level = and(eq(expenseReportApprovals.reportId, report.id), eq(expenseReportApprovals.round, report.round), eq(expenseReportApprovals.level, 1));
  switch (step.event) {
    case 'SUBMIT':
      await tx.insert(expenseReportApprovals).values({ reportId: report.id, corporateId: report.corporateId, round: report.round + 1, level: 1, approverProfileId: routing.approverId, status: 'pending' });
      return { patch: { round: report.round + 1, submittedAt: step.at }, remarks };
    case 'APPROVE':
      await tx.update(expenseReportApprovals).set({ status: 'approved', remarks, decidedAt: step.at, decidedBy: step.by }).where(level);
      return { patch: {}, remarks };
    case 'CONTROLLER_VERIFY':
      return { patch: {}, remarks };
    case 'VERIFY':
      // Every line allowed as claimed: verified, with the amounts stored so later sums never guess.
      await tx.update(expenseLines).set({ allowedMinor: sql`${expenseLines.baseMinor}`, updatedAt: step.at }).where(eq(expenseLines.reportId, report.id));
      for (const line of lines) line.allowedMinor = line.baseMinor;
      return { patch: {}, remarks };
    case 'PROCESS': {
      const owed = allowedReimbursable(lines);
      const [batch] = await tx
        .insert(expensePaymentBatches)
        .values({ id: sql<string>`'PB' || nextval('expense_payment_batch_id_seq')::text`, corporateId: report.corporateId, currency: report.currency, totalMinor: owed, count: 1, createdBy: step.by, createdAt: step.at })
        .returning({ id: expensePaymentBatches.id });
      return { patch: { paymentBatchId: batch!.id, owedMinor: owed }, remarks: batch!.id };
    }
    case 'PAY':
      await tx.update(expensePaymentBatches).set({ status: 'paid', reference: remarks, paidAt: step.at }).where(eq(expensePaymentBatches.id, report.paymentBatchId));
      return { patch: {}, remarks };
  }
}

/** Writes the report as a draft with its lines, then applies its steps in order; answers it as it ends. */
export async function insertDemoReport(tx: Tx, who: Claimant, routing: Routing, spec: DemoReport): Promise<ReportRow> {
  const [draft] = await tx
    .insert(expenseReports)
    .values({
      id: randomUUID(),
      reportNo: sql<string>`'ER' || nextval('expense_report_no_seq')::text`,
      corporateId: who.corporateId,
      profileId: who.profileId,
      title: spec.title,
      tripId: spec.tripId,
      currency: who.currency,
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
    })
    .returning();
  let report = draft!;
  const lines = await insertDemoLines(tx, who, { reportId: report.id, tripId: spec.tripId }, spec.lines, spec.createdAt);
  for (const step of spec.steps) {
    const next = nextExpenseStatus(report.status, step.event, { owesEmployee: allowedReimbursable(lines) > 0n });
    if (!next.ok) throw new Error(`demo expenses: ${spec.title}: ${next.message}`);
    const { patch, remarks } = await stepEffects(tx, report, lines, step, routing);
    const from = report.status;
    [report] = (await tx
      .update(expenseReports)
      .set({ ...patch, status: next.status, updatedAt: step.at })
      .where(eq(expenseReports.id, report.id))
      .returning()) as [ReportRow];
    await tx.insert(expenseReportEvents).values({
      reportId: report.id,
      corporateId: report.corporateId,
      event: step.event,
      fromStatus: from,
      toStatus: next.status,
      actorProfileId: step.by,
      remarks,
      createdAt: step.at,
    });
  }
  return report;
}
