import { and, eq } from 'drizzle-orm';
import {
  DASHBOARD_WIDGETS,
  type DashboardConfig,
  getDashboardConfig,
  updateDashboardConfig,
} from '../../../src/contract/dashboards/config';
import { ADMIN_GROUP, type Role } from '../../../src/contract/roles';
import { type OperationHandler, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import type { Executor } from '../../store/db';
import { dashboardConfigs } from '../../store/schema-dashboards';

/*
 * TG-GETDASHBOARDCONFIG and TG-UPDATEDASHBOARDCONFIG (docs/features/dashboards.md "Dashboard
 * config"): the widgets a company hides from a role, always in the caller's company. Hiding a widget
 * only tidies the screen: the report calls stay open to every dashboard viewer.
 */

const OK = { status: 'OK' as const };

async function configOf(db: Executor, corporateId: string, role: Role): Promise<DashboardConfig> {
  const [row] = await db
    .select({ hidden: dashboardConfigs.hidden })
    .from(dashboardConfigs)
    .where(and(eq(dashboardConfigs.corporateId, corporateId), eq(dashboardConfigs.role, role)));
  const hidden = new Set(row?.hidden ?? []);
  return { role, widgets: DASHBOARD_WIDGETS.map((name) => ({ name, visible: !hidden.has(name) })) };
}

export const getDashboardConfigHandler = defineHandler(getDashboardConfig)(async (ctx, input) => {
  const { corporateid, role } = ctx.session;
  const asked = input.role ?? role;
  // A travelmanager sees their own dashboard's config, not what the admins set for other roles.
  if (asked !== role && !ADMIN_GROUP.includes(role))
    throw forbidden('Only an admin may read the dashboard config of another role');
  return { ResponseStatus: OK, DashboardConfig: await configOf(ctx.tx, corporateid, asked) };
});

export const updateDashboardConfigHandler = defineHandler(updateDashboardConfig)(async (ctx, input) => {
  const { corporateid, profileid } = ctx.session;
  // Kept in the widgets' order, once each, so equal settings are stored alike.
  const hidden = DASHBOARD_WIDGETS.filter((name) => input.hidden.includes(name));
  const changes = { hidden, updatedBy: profileid, updatedAt: ctx.now };
  await ctx.tx
    .insert(dashboardConfigs)
    .values({ corporateId: corporateid, role: input.role, ...changes })
    .onConflictDoUpdate({ target: [dashboardConfigs.corporateId, dashboardConfigs.role], set: changes });
  return { ResponseStatus: OK, DashboardConfig: await configOf(ctx.tx, corporateid, input.role) };
});

export const dashboardConfigHandlers: readonly OperationHandler[] = [
  getDashboardConfigHandler,
  updateDashboardConfigHandler,
];
