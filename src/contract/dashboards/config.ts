import * as v from 'valibot';
import { ResponseStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { ADMIN_GROUP, DASHBOARD_VIEWERS, type Role } from '../roles';
import { REPORT_NAMES } from './reports';

/*
 * TG-GETDASHBOARDCONFIG (docs/features/dashboards.md "Dashboard config"): which widgets of
 * /dashboard a company shows to each role, and TG-UPDATEDASHBOARDCONFIG, by which an admin changes
 * it (the fields of both are ours). Unless an admin hid some, a role sees every widget.
 */

/** The totals cards (TG-TOTALSALESCORPORATE), then one chart per report. */
export const DASHBOARD_WIDGETS = ['totals', ...REPORT_NAMES] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];

const ROLE_MESSAGE = `role must be one of ${DASHBOARD_VIEWERS.join(', ')}`;
const ViewerRoleSchema = v.pipe(
  v.string(ROLE_MESSAGE),
  v.check((role) => DASHBOARD_VIEWERS.includes(role as Role), ROLE_MESSAGE),
  v.transform((role) => role as Role),
);

export const DashboardConfigSchema = v.object({
  role: v.string(),
  widgets: v.array(v.object({ name: v.picklist(DASHBOARD_WIDGETS), visible: v.boolean() })),
});
export type DashboardConfig = v.InferOutput<typeof DashboardConfigSchema>;

const answer = v.object({ ResponseStatus: ResponseStatusSchema, DashboardConfig: DashboardConfigSchema });

/** The caller's own role unless `role` is given; only an admin may ask for another role's. */
export const getDashboardConfig = defineOperation({
  opid: 'TG-GETDASHBOARDCONFIG',
  actionKey: null,
  action: null,
  roles: DASHBOARD_VIEWERS,
  request: v.object({ role: v.optional(ViewerRoleSchema) }),
  response: answer,
  mutates: false,
});

const WIDGET_MESSAGE = `hidden must list widgets among ${DASHBOARD_WIDGETS.join(', ')}`;

/** Replaces the widgets a role does not see; an empty list shows them all again. */
export const updateDashboardConfig = defineOperation({
  opid: 'TG-UPDATEDASHBOARDCONFIG',
  actionKey: null,
  action: null,
  roles: ADMIN_GROUP,
  request: v.object({
    role: ViewerRoleSchema,
    hidden: v.pipe(
      v.array(v.picklist(DASHBOARD_WIDGETS, WIDGET_MESSAGE), WIDGET_MESSAGE),
      v.maxLength(DASHBOARD_WIDGETS.length, WIDGET_MESSAGE),
    ),
  }),
  response: answer,
  mutates: true,
});

export const dashboardConfigOperations = { getDashboardConfig, updateDashboardConfig };
