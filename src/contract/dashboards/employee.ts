import * as v from 'valibot';
import { calendarDate } from '../calendar-date';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';

/*
 * TG-EMPLOYEEDASHBOARDDATA (docs/features/dashboards.md "Traveller dashboard"): anyone signed in,
 * about their own bookings only. corporateid and profileid must be the caller's own (the dispatcher
 * refuses anyone else's with 403). The window is optional: without it, the twelve months up to today.
 */

export const EMPLOYEE_REPORT_NAMES = ['spendbymonth', 'spendbyproduct', 'policy', 'upcoming'] as const;
export type EmployeeReportName = (typeof EMPLOYEE_REPORT_NAMES)[number];

const optionalDay = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be a date (YYYY-MM-DD)`), v.isoDate(`${name} must be a date (YYYY-MM-DD)`), calendarDate(name)));

const EmployeeDashboardRequestSchema = v.pipe(
  v.object({
    corporateid: v.pipe(v.string('corporateid is required'), v.nonEmpty('corporateid is required')),
    profileid: v.pipe(v.string('profileid is required'), v.nonEmpty('profileid is required')),
    reportname: v.picklist(EMPLOYEE_REPORT_NAMES, `reportname must be one of ${EMPLOYEE_REPORT_NAMES.join(', ')}`),
    fromdate: optionalDay('fromdate'),
    todate: optionalDay('todate'),
  }),
  v.forward(
    v.check((w) => !w.fromdate || !w.todate || w.fromdate <= w.todate, 'todate must not be before fromdate'),
    ['todate'],
  ),
);
export type EmployeeDashboardRequest = v.InferOutput<typeof EmployeeDashboardRequestSchema>;

const amount = v.string();
const answer = <N extends EmployeeReportName, R extends v.GenericSchema>(reportname: N, row: R) =>
  v.object({
    ResponseStatus: ResponseStatusSchema,
    reportname: v.literal(reportname),
    fromdate: v.string(),
    todate: v.string(),
    DashboardData: v.array(row),
  });

export const employeeDashboardData = defineOperation({
  opid: 'TG-EMPLOYEEDASHBOARDDATA',
  actionKey: null,
  action: null,
  roles: 'any',
  request: EmployeeDashboardRequestSchema,
  response: v.variant('reportname', [
    /** Every month of the window by booking day, empty ones with zeros. */
    answer('spendbymonth', v.object({ month: v.string(), bookings: v.number(), amount })),
    answer('spendbyproduct', v.object({ product: v.string(), bookings: v.number(), amount })),
    /** Standing bookings in and out of policy, with the savings missed. */
    answer(
      'policy',
      v.object({ group: v.picklist(['In Policy', 'Out Of Policy']), bookings: v.number(), missed: amount }),
    ),
    /** Standing bookings travelling from today on, and those whose travel day has passed. */
    answer('upcoming', v.object({ group: v.picklist(['upcoming', 'past']), bookings: v.number(), amount })),
  ]),
  mutates: false,
});
export type EmployeeDashboardResponse = v.InferOutput<typeof employeeDashboardData.response>;
