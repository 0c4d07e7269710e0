import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { DASHBOARD_VIEWERS } from '../roles';
import { prepaidEntry, windowRequest } from './filter';
import { POLICY_KEYS } from './regions';
import { ADVANCE_BUCKETS, APPROVAL_DELAY_BUCKETS, REPORT_NAMES } from './reports';

/*
 * TG-DASHBOARDBOOKINGS (docs/features/dashboards.md "Drill-down"): the bookings behind one bar of
 * a chart. `reportname` names the chart and `key` the bar, exactly as that report's row carries
 * it, so a chart passes its row's key unchanged: a traveller's profileid, a merchant's or
 * category's name, a bucket, domestic/international, a region, a month, 'In Policy'/'Out Of
 * Policy', a department. At most DRILL_LIMIT rows, the latest first.
 */

export const DRILL_LIMIT = 200;

/** The dashboard's reports, then the rows of TG-INTICORPORATEDASHBOARDDATA. */
export const DRILL_REPORTS = [...REPORT_NAMES, 'region', 'month', 'policy', 'department'] as const;
export type DrillReport = (typeof DRILL_REPORTS)[number];

/** The keys a report's rows can carry, where they are a fixed set. */
const FIXED_KEYS: Partial<Record<DrillReport, readonly string[]>> = {
  advancepurchase: ADVANCE_BUCKETS,
  approvaldelaytimecompliance: APPROVAL_DELAY_BUCKETS,
  travelsummary: ['domestic', 'international'],
  policy: POLICY_KEYS,
};

/** Why `key` cannot be a bar of `reportname`, or null when it can. */
export function drillKeyProblem(reportname: DrillReport, key: string): string | null {
  const fixed = FIXED_KEYS[reportname];
  if (fixed) return fixed.includes(key) ? null : `key must be one of ${fixed.join(', ')}`;
  if (reportname === 'month') return /^\d{4}-(0[1-9]|1[0-2])$/.test(key) ? null : 'key must be a month (YYYY-MM)';
  return null;
}

const DrillRequestSchema = v.pipe(
  windowRequest({
    reportname: v.picklist(DRILL_REPORTS, `reportname must be one of ${DRILL_REPORTS.join(', ')}`),
    /** The bar's key; '' is a real key too (no department, an unknown region). */
    key: v.pipe(v.string('key is required'), v.maxLength(200, 'key is too long')),
    /** The bar came from TG-PREPAIDDASHBOARDDATA: only bookings paid up front. */
    prepaid: prepaidEntry,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = drillKeyProblem(dataset.value.reportname, dataset.value.key);
    if (problem)
      addIssue({
        message: problem,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'key', value: dataset.value.key }],
      });
  }),
);
export type DrillRequest = v.InferOutput<typeof DrillRequestSchema>;

const amount = v.string();

export const DrillRowSchema = v.object({
  txid: v.string(),
  product: v.string(),
  tripid: v.string(),
  travellerprofileid: v.string(),
  travellername: v.string(),
  merchant: v.string(),
  bookingdate: v.string(),
  traveldate: v.string(),
  /** What was charged, and what it cost in the end (less refunds), as the reports count it. */
  spend: amount,
  amount,
  state: v.string(),
  inpolicy: v.boolean(),
});

export const dashboardBookings = defineOperation({
  opid: 'TG-DASHBOARDBOOKINGS',
  actionKey: null,
  action: null,
  roles: DASHBOARD_VIEWERS,
  request: DrillRequestSchema,
  response: v.object({
    ResponseStatus: ResponseStatusSchema,
    reportname: v.picklist(DRILL_REPORTS),
    key: v.string(),
    limit: v.number(),
    /** More bookings stand behind the bar than the DRILL_LIMIT listed. */
    more: v.boolean(),
    Bookings: v.array(DrillRowSchema),
  }),
  mutates: false,
});
