import { inArray } from 'drizzle-orm';
import { inviteBusinessTraveller, resendActivation } from '../../../src/contract/people/operations';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { queueMail } from '../../mail/outbox';
import { profiles } from '../../store/schema';
import { ENTITY, NO_PASSWORD, insertPerson, issueWebtoken, personForCaller, statusOf } from './accounts';
import { companyName } from './add';
import { activationMail, invitationMail } from './mail';

const OK = { Status: 'OK' as const };

/**
 * Each new address gets a pending profile and an invitation mail; an address that already has an
 * account (here or anywhere: logins are global) is skipped and said so, the rest still go out.
 */
export const inviteBusinessTravellerHandler = defineHandler(inviteBusinessTraveller)(async (ctx, { emailids }) => {
  const emails = [...new Set(emailids)];
  const taken = new Set(
    (await ctx.tx.select({ userId: profiles.userId }).from(profiles).where(inArray(profiles.userId, emails))).map((r) => r.userId),
  );
  const company = await companyName(ctx);
  const invited: { email: string; profileid: string }[] = [];
  for (const email of emails.filter((e) => !taken.has(e))) {
    const profileid = await insertPerson(ctx, {
      email, title: '', firstName: '', lastName: '', mobile: '', role: 'employee', reportsTo: null, employeeCode: '',
      passwordHash: NO_PASSWORD, passwordChange: false, status: 'pending', source: 'invite',
    });
    const token = await issueWebtoken(ctx.tx, profileid, ctx.now);
    await queueMail(ctx.tx, { to: email, ...invitationMail(company, token) }, ctx.now);
    await recordAdminChange(ctx, { entity: ENTITY, entityId: profileid, action: 'create', after: { profileid, email, corporate_role: 'employee', status: 'pending' } });
    invited.push({ email, profileid });
  }
  const skipped = emails.filter((e) => taken.has(e)).map((email) => ({ email, reason: 'already has an account' }));
  return { ApiStatus: { ...OK, Message: `${invited.length} invitation${invited.length === 1 ? '' : 's'} sent` }, invited, skipped };
});

/** Only a person who has not activated yet; an invitee gets the invitation again, others the activation mail. */
export const resendActivationHandler = defineHandler(resendActivation)(async (ctx, { userid }) => {
  const person = await personForCaller(ctx, userid);
  if (statusOf(person) !== 'pending' || !person.account) throw badRequest('userid: this account is already activated');
  const token = await issueWebtoken(ctx.tx, userid, ctx.now);
  const company = await companyName(ctx);
  const mail = person.account.source === 'invite' ? invitationMail(company, token) : activationMail(company, token);
  await queueMail(ctx.tx, { to: person.profile.email, ...mail }, ctx.now);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: userid, action: 'update', before: { activationmail: 'sent before' }, after: { activationmail: 'sent again' } });
  return { ApiStatus: { ...OK, Message: `Activation mail sent again to ${person.profile.email}` } };
});
