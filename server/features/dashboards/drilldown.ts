import { type SQL, and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { DRILL_LIMIT, type DrillRequest, dashboardBookings } from '../../../src/contract/dashboards/drilldown';
import { defineHandler } from '../../dispatch/types';
import { profiles } from '../../store/schema-core';
import { bookingFacts as f } from '../../store/schema-dashboards';
import { rupees, standing } from './measures';
import { advanceBucket, delayBucket } from './fact-sources';
import { factsInScope, windowDay } from './scope';

/*
 * TG-DASHBOARDBOOKINGS (docs/features/dashboards.md "Drill-down"): the facts behind one bar, in the
 * same scope and window as the report that drew it (factsInScope), narrowed to the bar the way the
 * report counted it: a top list or a group over every booking, violatingtravellers over the
 * standing ones out of policy, approval delay over those with an approval and not replaced.
 */

const OK = { status: 'OK' as const };

/** What the clicked bar adds to the report's WHERE. */
function bar({ reportname, key, searchcriteria }: DrillRequest): SQL | undefined {
  switch (reportname) {
    case 'topspendingtravellers':
      return eq(f.travellerProfileId, key);
    case 'violatingtravellers':
      return and(eq(f.travellerProfileId, key), standing, sql`not ${f.inPolicy}`);
    case 'topexpensemerchants':
      return eq(f.merchant, key);
    case 'topexpensecategories':
      return eq(f.product, key);
    case 'advancepurchase':
      return sql`${advanceBucket} = ${key}`;
    case 'travelsummary':
      return eq(f.domInt, key as 'domestic' | 'international');
    case 'approvaldelaytimecompliance':
      return and(isNotNull(f.approvalDelayMinutes), ne(f.state, 'replaced'), sql`${delayBucket} = ${key}`);
    case 'region':
      return eq(f.region, key);
    case 'month':
      return sql`to_char(${windowDay(searchcriteria)}, 'YYYY-MM') = ${key}`;
    case 'policy':
      return and(standing, eq(f.inPolicy, key === 'In Policy'));
    case 'department':
      return eq(f.departmentId, key);
  }
}

export const dashboardBookingsHandler = defineHandler(dashboardBookings)(async (ctx, input) => {
  const where = and(factsInScope(ctx, { window: input, prepaidOnly: input.prepaid }), bar(input));
  const rows = await ctx.tx
    .select({
      fact: f,
      first: profiles.passportFirstName,
      last: profiles.passportLastName,
    })
    .from(f)
    .leftJoin(profiles, and(eq(profiles.id, f.travellerProfileId), eq(profiles.corporateId, f.corporateId)))
    .where(where)
    .orderBy(desc(windowDay(input.searchcriteria)), desc(f.txid))
    // One more than shown tells whether there are more.
    .limit(DRILL_LIMIT + 1);
  return {
    ResponseStatus: OK,
    reportname: input.reportname,
    key: input.key,
    limit: DRILL_LIMIT,
    more: rows.length > DRILL_LIMIT,
    Bookings: rows.slice(0, DRILL_LIMIT).map(({ fact: r, first, last }) => ({
      txid: r.txid,
      product: r.product,
      tripid: r.tripId,
      travellerprofileid: r.travellerProfileId,
      travellername: [first, last].filter(Boolean).join(' '),
      merchant: r.merchant,
      bookingdate: r.bookingDate,
      traveldate: r.travelDate,
      spend: rupees(r.spendPaise),
      amount: rupees(r.spendPaise - r.refundPaise),
      state: r.state,
      inpolicy: r.inPolicy,
    })),
  };
});
