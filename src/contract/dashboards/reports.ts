import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';

/*
 * The report names of TG-CORPORATEDASHBOARDDATA and TG-PREPAIDDASHBOARDDATA and the rows each
 * answers (docs/features/dashboards.md "Reports"). The spec names the rows' entities
 * (DashBoardTravellerReport, ExpenseDashBoardItem, AdvancePurchaseStat, GroupStat) but not their
 * fields: these are our names. Amounts are decimal rupee strings ('1234.50'), as elsewhere.
 */

export const REPORT_NAMES = [
  'topspendingtravellers',
  'topexpensemerchants',
  'topexpensecategories',
  'advancepurchase',
  'travelsummary',
  'violatingtravellers',
  'approvaldelaytimecompliance',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** Days booked ahead of travel; '30+' is 31 days or more. */
export const ADVANCE_BUCKETS = ['0-3', '4-7', '8-14', '15-30', '30+'] as const;
/** Hours from approval request to decision; each bucket includes its upper bound. */
export const APPROVAL_DELAY_BUCKETS = ['0-4', '4-24', '24-48', '48+'] as const;

const amount = v.string();

/** DashBoardTravellerReport: one traveller's bookings (standing), net spend, out-of-policy count and missed savings. */
export const TravellerRowSchema = v.object({
  profileid: v.string(),
  travellername: v.string(),
  bookings: v.number(),
  amount,
  outofpolicy: v.number(),
  missed: amount,
});
/** ExpenseDashBoardItem: a merchant (airline, insurer) or a category (the product). */
export const ExpenseItemSchema = v.object({ name: v.string(), bookings: v.number(), amount });
/** AdvancePurchaseStat. */
export const AdvancePurchaseRowSchema = v.object({ bucket: v.picklist(ADVANCE_BUCKETS), bookings: v.number(), amount });
/** GroupStat of travelsummary: domestic and international. */
export const TravelSummaryRowSchema = v.object({
  group: v.picklist(['domestic', 'international']),
  bookings: v.number(),
  amount,
  inpolicy: v.number(),
  outofpolicy: v.number(),
  cancelled: v.number(),
  missed: amount,
  amendments: amount,
});
/** GroupStat of approvaldelaytimecompliance. */
export const ApprovalDelayRowSchema = v.object({
  bucket: v.picklist(APPROVAL_DELAY_BUCKETS),
  bookings: v.number(),
  averagehours: v.string(),
});

const answer = <N extends ReportName, R extends v.GenericSchema>(reportname: N, row: R) =>
  v.object({ ResponseStatus: ResponseStatusSchema, reportname: v.literal(reportname), DashboardData: v.array(row) });

export const DashboardDataResponseSchema = v.variant('reportname', [
  answer('topspendingtravellers', TravellerRowSchema),
  answer('violatingtravellers', TravellerRowSchema),
  answer('topexpensemerchants', ExpenseItemSchema),
  answer('topexpensecategories', ExpenseItemSchema),
  answer('advancepurchase', AdvancePurchaseRowSchema),
  answer('travelsummary', TravelSummaryRowSchema),
  answer('approvaldelaytimecompliance', ApprovalDelayRowSchema),
]);
export type DashboardDataResponse = v.InferOutput<typeof DashboardDataResponseSchema>;
