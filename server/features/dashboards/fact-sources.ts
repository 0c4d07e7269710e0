import { type SQL, and, between, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { ADMIN_GROUP } from '../../../src/contract/roles';
import { profiles } from '../../store/schema-core';
import { bookingFactDays, bookingFactTravellerMonths, bookingFacts as f } from '../../store/schema-dashboards';
import { type ReportReader, type ReportScope, factsInScope, peopleInScope, windowDay } from './scope';
import { windowMonths } from './window-months';

/*
 * Where the reports of groups and of travellers read their rows (docs/features/dashboards.md
 * "Roll-ups"): the roll-ups the database keeps of booking_facts when they can answer, else the
 * facts themselves. Either way a row carries the same measures (a fact counts once, a roll-up row
 * sums its facts), so a report sums them in one way (`summed`). The roll-ups hold no traveller
 * per day, so a report about one traveller or a manager's reportees reads the facts.
 */

/** Days booked ahead: 0-3, 4-7, 8-14, 15-30, then 31 and more (the roll-up's trigger has the same). */
export const advanceBucket = sql<string>`case
  when ${f.advanceDays} <= 3 then '0-3'
  when ${f.advanceDays} <= 7 then '4-7'
  when ${f.advanceDays} <= 14 then '8-14'
  when ${f.advanceDays} <= 30 then '15-30'
  else '30+' end`;

/** Hours from request to decision, each bucket up to and including its upper bound; null without an approval. */
export const delayBucket = sql<string>`case
  when ${f.approvalDelayMinutes} <= 240 then '0-4'
  when ${f.approvalDelayMinutes} <= 1440 then '4-24'
  when ${f.approvalDelayMinutes} <= 2880 then '24-48'
  when ${f.approvalDelayMinutes} > 2880 then '48+' end`;

export type GroupKind = 'total' | 'merchant' | 'product' | 'advance' | 'delay';

const flag = (condition: SQL) => sql<number>`(${condition})::int`;
const standing = sql`${f.state} = 'standing'`;
const timed = sql`${f.approvalDelayMinutes} is not null and ${f.state} <> 'replaced'`;

/** A fact's measures, as the roll-ups' trigger sums them (migration 0038). */
const factMeasures = {
  facts: sql<number>`1`.as('facts'),
  standing: flag(standing).as('standing'),
  standingInPolicy: flag(sql`${standing} and ${f.inPolicy}`).as('standing_in_policy'),
  standingOutOfPolicy: flag(sql`${standing} and not ${f.inPolicy}`).as('standing_out_of_policy'),
  cancelled: flag(sql`${f.state} = 'cancelled'`).as('cancelled'),
  spend: sql<number>`${f.spendPaise}`.as('spend_paise'),
  refund: sql<number>`${f.refundPaise}`.as('refund_paise'),
  sales: sql<number>`case when ${standing} then ${f.spendPaise} else 0 end`.as('sales_paise'),
  missed: sql<number>`case when ${standing} then ${f.missedPaise} else 0 end`.as('missed_paise'),
  amendment: sql<number>`${f.amendmentPaise}`.as('amendment_paise'),
  approvals: flag(timed).as('approvals'),
  approvalMinutes: sql<number>`case when ${timed} then ${f.approvalDelayMinutes} else 0 end`.as('approval_minutes'),
};

type Rollup = typeof bookingFactDays | typeof bookingFactTravellerMonths;

const rollupMeasures = (r: Rollup) => ({
  facts: sql<number>`${r.facts}`.as('facts'),
  standing: sql<number>`${r.standing}`.as('standing'),
  standingInPolicy: sql<number>`${r.standingInPolicy}`.as('standing_in_policy'),
  standingOutOfPolicy: sql<number>`${r.standingOutOfPolicy}`.as('standing_out_of_policy'),
  cancelled: sql<number>`${r.cancelled}`.as('cancelled'),
  spend: sql<number>`${r.spendPaise}`.as('spend_paise'),
  refund: sql<number>`${r.refundPaise}`.as('refund_paise'),
  sales: sql<number>`${r.salesPaise}`.as('sales_paise'),
  missed: sql<number>`${r.missedPaise}`.as('missed_paise'),
  amendment: sql<number>`${r.amendmentPaise}`.as('amendment_paise'),
  approvals: sql<number>`${r.approvals}`.as('approvals'),
  approvalMinutes: sql<number>`${r.approvalMinutes}`.as('approval_minutes'),
});

type Measured = { [K in keyof typeof factMeasures]: SQL.Aliased<number> };

/** The measures a report asks of rows, summed: bigint sums answered as text (see measures.ts). */
export const summed = (rows: Measured) => ({
  facts: sql<number>`sum(${rows.facts})::int`,
  bookings: sql<number>`sum(${rows.standing})::int`,
  inPolicy: sql<number>`sum(${rows.standingInPolicy})::int`,
  outOfPolicy: sql<number>`sum(${rows.standingOutOfPolicy})::int`,
  cancelled: sql<number>`sum(${rows.cancelled})::int`,
  amount: sql<string>`coalesce(sum(${rows.spend} - ${rows.refund}), 0)::bigint::text`,
  sales: sql<string>`coalesce(sum(${rows.sales}), 0)::bigint::text`,
  missed: sql<string>`coalesce(sum(${rows.missed}), 0)::bigint::text`,
  amendments: sql<string>`coalesce(sum(${rows.amendment}), 0)::bigint::text`,
  approvals: sql<number>`sum(${rows.approvals})::int`,
  approvalMinutes: sql<string>`coalesce(sum(${rows.approvalMinutes}), 0)::bigint::text`,
});

/** SalesReport's sums, one definition for the totals, the months and the monthly mail. */
export function salesSums(rows: Measured) {
  const { sales, amount, missed, amendments } = summed(rows);
  return { sales, spend: amount, missed, amendments };
}

/** The roll-ups hold the company's every traveller: a narrower scope needs the facts. */
const wholeCompany = (ctx: ReportReader, scope: ReportScope) =>
  ADMIN_GROUP.includes(ctx.session.role) && !scope.window.searchcriteria.profileid;

/** The filter's conditions on a roll-up's own columns. */
function rollupFilter(r: Rollup, ctx: ReportReader, { window, prepaidOnly }: ReportScope): (SQL | undefined)[] {
  const filter = window.searchcriteria;
  return [
    eq(r.corporateId, ctx.session.corporateid),
    eq(r.dayKind, filter.datetype === 'travel' ? 'travel' : 'booking'),
    filter.department ? eq(r.departmentId, filter.department) : undefined,
    filter.costcentre ? eq(r.costCenterId, filter.costcentre) : undefined,
    filter.project ? eq(r.projectId, filter.project) : undefined,
    filter.domint ? eq(r.domInt, filter.domint) : undefined,
    prepaidOnly ? ne(r.paymentMode, 'company') : undefined,
  ];
}

const groupKey = (kind: GroupKind): SQL<string> => {
  switch (kind) {
    case 'total':
      return sql<string>`''`;
    case 'merchant':
      return sql<string>`${f.merchant}`;
    case 'product':
      return sql<string>`${f.product}`;
    case 'advance':
      return advanceBucket;
    case 'delay':
      return sql<string>`coalesce(${delayBucket}, '')`;
  }
};

/** The rows of one kind of group in the scope: `key` (the group), `day`, `domint` and the measures. */
export function groupRows(ctx: ReportReader, scope: ReportScope, kind: GroupKind) {
  const db = ctx.tx;
  if (!wholeCompany(ctx, scope)) {
    return db
      .select({ key: groupKey(kind).as('key'), day: sql<string>`${windowDay(scope.window.searchcriteria)}`.as('day'), domint: sql<string>`${f.domInt}`.as('domint'), ...factMeasures })
      .from(f)
      .where(factsInScope(ctx, scope))
      .as('rows');
  }
  const d = bookingFactDays;
  return db
    .select({ key: sql<string>`${d.key}`.as('key'), day: sql<string>`${d.day}`.as('day'), domint: sql<string>`${d.domInt}`.as('domint'), ...rollupMeasures(d) })
    .from(d)
    .where(and(...rollupFilter(d, ctx, scope), eq(d.kind, kind), between(d.day, scope.window.fromdate, scope.window.todate)))
    .as('rows');
}

/** Per traveller in the scope: the window's whole months from the monthly roll-up, its other days from the facts. */
export function travellerRows(ctx: ReportReader, scope: ReportScope) {
  const db = ctx.tx;
  const { fromdate, todate, searchcriteria } = scope.window;
  const split = windowMonths(fromdate, todate);
  const fromFacts = (where: SQL) =>
    db.select({ traveller: sql<string>`${f.travellerProfileId}`.as('traveller'), ...factMeasures }).from(f).where(where);
  if (!split.months) return fromFacts(factsInScope(ctx, scope)).as('rows');
  const day = windowDay(searchcriteria);
  const edges = or(...split.edges.map((edge) => and(gte(day, edge.from), lte(day, edge.to))));
  const m = bookingFactTravellerMonths;
  const reportees = db.select({ id: profiles.id }).from(profiles).where(peopleInScope(ctx));
  const months = db
    .select({ traveller: sql<string>`${m.travellerProfileId}`.as('traveller'), ...rollupMeasures(m) })
    .from(m)
    .where(
      and(
        ...rollupFilter(m, ctx, scope),
        between(m.month, split.months.from, split.months.to),
        searchcriteria.profileid ? eq(m.travellerProfileId, searchcriteria.profileid) : undefined,
        ADMIN_GROUP.includes(ctx.session.role) ? undefined : inArray(m.travellerProfileId, reportees),
      ),
    );
  // An empty edge list means the window is whole months: the facts add nothing.
  const facts = fromFacts(and(factsInScope(ctx, scope), edges ?? sql`false`)!);
  return unionAll(months, facts).as('rows');
}
