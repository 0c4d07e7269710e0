import { eq } from 'drizzle-orm';
import { deactivateUser, reactivateUser } from '../../../src/contract/people/operations';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { type AccountStatus, personAccounts } from '../../store/schema';
import { ENTITY, type Person, auditView, personForCaller, statusOf } from './accounts';
import { endOrRefreshSessions } from './sessions';

const OK = { Status: 'OK' as const };

/** Writes the account's status, creating the row for a person nobody added (the seed, sign-ups). */
async function setStatus(ctx: HandlerContext, person: Person, status: AccountStatus): Promise<void> {
  const id = person.profile.id;
  if (person.account) {
    await ctx.tx.update(personAccounts).set({ status, webtokenHash: null, webtokenExpiresAt: null, updatedAt: ctx.now }).where(eq(personAccounts.profileId, id));
    return;
  }
  await ctx.tx.insert(personAccounts).values({
    profileId: id, corporateId: ctx.session.corporateid, status, approval: 'approved', source: 'directuser',
    addedBy: ctx.session.emulatedBy ?? ctx.session.profileid, createdAt: ctx.now, updatedAt: ctx.now,
  });
}

/** Every session of the person ends in this transaction; login stays refused (server/auth/account-status.ts). */
export const deactivateUserHandler = defineHandler(deactivateUser)(async (ctx, { userid }) => {
  if (userid === ctx.session.profileid || userid === ctx.session.emulatedBy) throw badRequest('userid: you cannot deactivate your own account');
  const person = await personForCaller(ctx, userid);
  if (statusOf(person) === 'deactivated') throw badRequest('userid: this account is already deactivated');
  await setStatus(ctx, person, 'deactivated');
  await endOrRefreshSessions(ctx, userid, true);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: userid, action: 'update', before: auditView(person), after: { ...auditView(person), status: 'deactivated' } });
  return { ApiStatus: { ...OK, Message: `${person.profile.email} is deactivated` } };
});

/** Back to where the person was: active once they had set a password, else pending (their old link is gone: resend). */
export const reactivateUserHandler = defineHandler(reactivateUser)(async (ctx, { userid }) => {
  const person = await personForCaller(ctx, userid);
  if (statusOf(person) !== 'deactivated') throw badRequest('userid: this account is not deactivated');
  const status = person.account?.approval === 'approved' ? 'active' : 'pending';
  await setStatus(ctx, person, status);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: userid, action: 'update', before: auditView(person), after: { ...auditView(person), status } });
  return { ApiStatus: { ...OK, Message: `${person.profile.email} is ${status === 'active' ? 'active again' : 'waiting for activation again'}` } };
});
