import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { DASHBOARD_VIEWERS } from '../roles';
import { windowRequest } from './filter';

/*
 * TG-INTICORPORATEDASHBOARDDATA (docs/features/dashboards.md "Regions"): the company's trips by
 * destination country, month by month, by department (the financial group) and in or out of
 * policy. The row fields of a region are the product's wire contract; the others are ours. Hotel and taxi spend
 * stay '0.00' until those products exist; insurance counts as other spend.
 */

/** The policy split's keys, exactly as the charts label them. */
export const POLICY_KEYS = ['In Policy', 'Out Of Policy'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

const amount = v.string();

/** Trips of a month of the window (YYYY-MM), every month present, empty ones with 0. */
export const MonthTripsSchema = v.object({ month: v.string(), tripsCount: v.number() });

export const RegionRowSchema = v.object({
  /** ISO 3166 alpha-2 code of the destination country; '' when a booking did not know it. */
  region: v.string(),
  tripsCount: v.number(),
  totalFlightExpenseCost: amount,
  totalHotelExpenseCost: amount,
  totalTaxiExpenseCost: amount,
  totalOtherExpenseCost: amount,
  totalCost: amount,
  /** Per trip with a standing booking of that product. */
  averageFlightCost: amount,
  averageHotelCost: amount,
  averageTaxiCost: amount,
  totalHotelNights: v.number(),
  monthWiseData: v.array(MonthTripsSchema),
});
export type RegionRow = v.InferOutput<typeof RegionRowSchema>;

/** A financial group: the department the booking was charged to ('' = none). */
export const FinancialGroupRowSchema = v.object({
  department: v.string(),
  departmentname: v.string(),
  tripsCount: v.number(),
  domestic: v.number(),
  international: v.number(),
  totalCost: amount,
});

/** Trips of a department in policy (none of its standing bookings out of policy) and out of it. */
export const PolicyGroupRowSchema = v.object({
  department: v.string(),
  departmentname: v.string(),
  tripsCount: v.number(),
  policyData: v.object({ 'In Policy': v.number(), 'Out Of Policy': v.number() }),
});

export const intiCorporateDashboardData = defineOperation({
  opid: 'TG-INTICORPORATEDASHBOARDDATA',
  actionKey: null,
  action: null,
  roles: DASHBOARD_VIEWERS,
  request: windowRequest({}),
  response: v.object({
    ResponseStatus: ResponseStatusSchema,
    DashboardData: v.array(RegionRowSchema),
    groupByFA: v.array(FinancialGroupRowSchema),
    groupByPolicy: v.array(PolicyGroupRowSchema),
  }),
  mutates: false,
});
