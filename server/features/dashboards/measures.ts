import { sql } from 'drizzle-orm';
import type { SalesReport } from '../../../src/contract/dashboards/operations';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { bookingFacts as f } from '../../store/schema-dashboards';

/*
 * The measures every report shares (docs/features/dashboards.md "Measures"). bookings: those still
 * standing (not cancelled, not replaced by a reschedule); amount: what was spent net of what came
 * back, so a cancelled booking counts only the penalty it kept and a reschedule only its change
 * fee (its replacement counts the new fare). Sums are bigint, answered as text: pg answers int8 as a
 * string and PGlite as a number.
 */

export const standing = sql`${f.state} = 'standing'`;

/**
 * A trip as the region reports count it: its trip id, or the booking itself when it was booked
 * outside a trip, so such a booking counts as one trip of its own.
 */
export const tripKey = sql<string>`case when ${f.tripId} = '' then 'tx:' || ${f.txid} else ${f.tripId} end`;

export const measures = {
  bookings: sql<number>`(count(*) filter (where ${standing}))::int`,
  amount: sql<string>`coalesce(sum(${f.spendPaise} - ${f.refundPaise}), 0)::bigint::text`,
  outOfPolicy: sql<number>`(count(*) filter (where ${standing} and not ${f.inPolicy}))::int`,
  inPolicy: sql<number>`(count(*) filter (where ${standing} and ${f.inPolicy}))::int`,
  cancelled: sql<number>`(count(*) filter (where ${f.state} = 'cancelled'))::int`,
  missed: sql<string>`coalesce(sum(${f.missedPaise}) filter (where ${standing}), 0)::bigint::text`,
  amendments: sql<string>`coalesce(sum(${f.amendmentPaise}), 0)::bigint::text`,
  /** What stands booked, at the price booked: a whole cancellation takes the booking out. */
  sales: sql<string>`coalesce(sum(${f.spendPaise}) filter (where ${standing}), 0)::bigint::text`,
  /** Trips with at least one standing booking (a trip only cancelled or replaced did not travel). */
  trips: sql<number>`(count(distinct ${tripKey}) filter (where ${standing}))::int`,
};

/** A summed measure as rupees on the wire ('1234.50'). */
export const rupees = (paise: string | number | null | undefined): string => minorUnitsToDecimal(BigInt(paise ?? 0));

/** The sums behind SalesReport (fact-sources.ts `salesSums`), paise. */
type SalesSums = { sales: string | number | null; spend: string | number | null; missed: string | number | null; amendments: string | number | null };

/** SalesReport on the wire from its sums; no row (nothing booked) is all zeroes. */
export const salesReport = (sums: SalesSums | undefined): SalesReport => ({
  totalsales: rupees(sums?.sales),
  totalspend: rupees(sums?.spend),
  missed: rupees(sums?.missed),
  totalamendments: rupees(sums?.amendments),
});
