import { and, asc, desc, eq } from 'drizzle-orm';
import { getMyExpenses } from '../../../src/contract/expenses/lines';
import type { ExpenseReportStatus } from '../../../src/domain/expense-report';
import { defineHandler } from '../../dispatch/types';
import { expenseLines, expenseReports } from '../../store/schema';
import { OK, type ReportRow } from './rows';
import { reportSummaries } from './summary';
import { linesForWire } from './wire-line';

/* The employee's claims by stage (src/contract/expenses/lines.ts getMyExpenses). */

const STAGES: Record<'open' | 'submitted' | 'finance', readonly ExpenseReportStatus[]> = {
  open: ['draft', 'rejected', 'recalled', 'verificationpending'],
  submitted: ['approvalpending', 'partiallyapproved'],
  finance: ['approved', 'controllerverified', 'verified', 'adjusted', 'partiallyadjusted', 'financeprocessing'],
};

/** Settled with nothing more to pay is closed; settled with a balance owed still waits on finance. */
const isClosed = (r: ReportRow) => r.status === 'reimbursed' || (r.status === 'forexsettled' && r.owedMinor === 0n);

function inStage(filter: string, r: ReportRow): boolean {
  if (filter === 'all') return true;
  if (filter === 'closed') return isClosed(r);
  if (filter === 'finance') return STAGES.finance.includes(r.status) || (r.status === 'forexsettled' && !isClosed(r));
  return STAGES[filter as 'open' | 'submitted'].includes(r.status);
}

export const getMyExpensesHandler = defineHandler(getMyExpenses)(async (ctx, { filter }) => {
  const mine = and(eq(expenseReports.corporateId, ctx.session.corporateid), eq(expenseReports.profileId, ctx.session.profileid));
  const reports = (await ctx.tx.select().from(expenseReports).where(mine).orderBy(desc(expenseReports.updatedAt), desc(expenseReports.createdAt))).filter((r) => inStage(filter, r));
  const loose = await ctx.tx
    .select()
    .from(expenseLines)
    .where(and(eq(expenseLines.corporateId, ctx.session.corporateid), eq(expenseLines.profileId, ctx.session.profileid), eq(expenseLines.reportId, '')))
    .orderBy(desc(expenseLines.expenseDate), asc(expenseLines.createdAt));
  return {
    ResponseStatus: OK,
    reports: await reportSummaries(ctx, reports),
    unreportedlines: await linesForWire(ctx, loose, { editable: true }),
  };
});

