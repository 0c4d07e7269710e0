import { eq } from 'drizzle-orm';
import { updateUserRole } from '../../../src/contract/people/operations';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { profiles } from '../../store/schema';
import { ENTITY, auditView, personForCaller } from './accounts';
import { checkedGrade } from './grade';
import { checkedManager } from './manager';
import { endOrRefreshSessions } from './sessions';

const OK = { Status: 'OK' as const };

/**
 * Role, reporting manager and grade (left out: kept as it is). An admin cannot change their own role (a company must not lose its
 * last admin by a slip), and only a superadmin may give or take away the superadmin role. The
 * person's cached sessions are dropped so the new role holds from their next call.
 */
export const updateUserRoleHandler = defineHandler(updateUserRole)(async (ctx, { userid, corporate_role, reportstoid, gradeid }) => {
  const person = await personForCaller(ctx, userid);
  const changesRole = person.profile.role !== corporate_role;
  if (changesRole && userid === ctx.session.profileid) throw badRequest('corporate_role: you cannot change your own role');
  if (changesRole && ctx.session.role !== 'superadmin' && (corporate_role === 'superadmin' || person.profile.role === 'superadmin')) {
    throw forbidden('corporate_role: only a superadmin may give or take away the superadmin role');
  }
  const reportsTo = await checkedManager(ctx, 'reportstoid', reportstoid, userid);
  const gradeId = gradeid === undefined ? person.profile.gradeId : await checkedGrade(ctx, 'gradeid', gradeid);
  const [after] = await ctx.tx
    .update(profiles)
    .set({ role: corporate_role, reportsTo, gradeId, updatedAt: ctx.now })
    .where(eq(profiles.id, userid))
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: userid, action: 'update', before: auditView(person), after: after && auditView({ ...person, profile: after }) });
  if (after && (changesRole || person.profile.reportsTo !== after.reportsTo)) await endOrRefreshSessions(ctx, userid, false);
  return { ApiStatus: { ...OK, Message: 'Role, manager and grade saved' } };
});
