import { type SQL, and, asc, count, eq, getTableColumns, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type FinanceQueue, getFinanceExpenseQueue } from '../../../src/contract/expenses/queues';
import { FINANCE_PAY_STATUSES, FINANCE_VERIFY_STATUSES } from '../../../src/domain/expense-report';
import { defineHandler } from '../../dispatch/types';
import { containsPattern } from '../../store/like-pattern';
import { expenseReportEvents, expenseReports, profiles } from '../../store/schema';
import { reportSummaries } from './summary';

/*
 * Finance's three queues (docs/features/expenses.md "Queues"): one page of the company's reports,
 * oldest submission first, never the caller's own claim (nobody verifies or pays themself).
 */

const r = expenseReports;
const FINANCE_STATUSES_SQL = sql.raw(FINANCE_VERIFY_STATUSES.map((s) => `'${s}'`).join(', '));

/** Rejected by finance in the current round: the last submission reached finance, which said no. */
const rejectedByFinance = sql`(${r.status} = 'rejected' and exists (
  select 1 from ${expenseReportEvents} e where e.report_id = ${r.id} and e.event = 'REJECT'
    and e.from_status in (${FINANCE_STATUSES_SQL}) and e.created_at >= ${r.submittedAt}))`;

const QUEUE_WHERE: Record<FinanceQueue, SQL> = {
  verify: inArray(r.status, [...FINANCE_VERIFY_STATUSES]),
  // A settled report stays in the pay queue only while a balance is owed (advance.ts moneyContext).
  pay: or(inArray(r.status, FINANCE_PAY_STATUSES.filter((s) => s !== 'forexsettled')), and(eq(r.status, 'forexsettled'), sql`${r.owedMinor} > 0`))!,
  closed: or(eq(r.status, 'reimbursed'), and(eq(r.status, 'forexsettled'), sql`${r.owedMinor} = 0`), rejectedByFinance)!,
};

const claimantName = sql`${profiles.passportFirstName} || ' ' || ${profiles.passportLastName}`;

/** A count beside every row: the page and its total in one pass (the sort reads every match anyway). */
const withTotal = { ...getTableColumns(r), totalcount: sql<number>`count(*) over ()`.mapWith(Number) };

export const queueHandler = defineHandler(getFinanceExpenseQueue)(async (ctx, { queue, searchtext, pageno, pagesize }) => {
  const pattern = containsPattern(searchtext);
  const where = and(
    eq(r.corporateId, ctx.session.corporateid),
    ne(r.profileId, ctx.session.profileid),
    QUEUE_WHERE[queue],
    searchtext === '' ? undefined : or(ilike(r.reportNo, pattern), ilike(r.title, pattern), ilike(claimantName, pattern)),
  );
  // The claimant's profile is joined only to search by name.
  const joined = <Q extends PgSelect>(query: Q) => (searchtext === '' ? query : query.innerJoin(profiles, eq(profiles.id, r.profileId)));
  const rows = await joined(ctx.tx.select(withTotal).from(r).$dynamic())
    .where(where)
    .orderBy(asc(r.submittedAt), asc(r.id))
    .limit(pagesize)
    .offset((pageno - 1) * pagesize);
  // A page past the end has no row to carry the total.
  const totalcount = rows[0]?.totalcount ?? (pageno === 1 ? 0 : ((await joined(ctx.tx.select({ n: count() }).from(r).$dynamic()).where(where))[0]?.n ?? 0));
  return { ResponseStatus: { status: 'OK' as const }, reports: await reportSummaries(ctx, rows), totalcount };
});
