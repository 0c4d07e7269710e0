import { and, eq, isNull, ne } from 'drizzle-orm';
import { changePassword, ping, updateContactInfo } from '../../../src/contract/profile/operations';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { recordSecurityEvent } from '../../auth/security-audit';
import { defineHandler } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { profiles, sessions } from '../../store/schema';
import { profileConfirmHandlers } from './confirm';
import { saveProfileAnswers } from './custom-answers';
import { delegationHandlers } from './delegation';
import { profileMasterHandlers } from './master';
import { profileRecordHandlers } from './records';

export const profileHandlers = [
  defineHandler(changePassword)(async ({ session, tx, now }, input) => {
    const [profile] = await tx.select({ passwordHash: profiles.passwordHash, userId: profiles.userId }).from(profiles).where(eq(profiles.id, session.profileid));
    if (!profile) throw new HttpError(404, 'profile not found');
    if (!(await verifyPassword(profile.passwordHash, input.oldpassword))) throw badRequest('oldpassword is not correct');
    if (input.newpassword === input.oldpassword) throw badRequest('newpassword must differ from oldpassword');
    await tx
      .update(profiles)
      .set({ passwordHash: await hashPassword(input.newpassword), passwordChange: false, updatedAt: now })
      .where(eq(profiles.id, session.profileid));
    await tx.update(sessions).set({ passwordChange: false }).where(eq(sessions.tokenHash, session.tokenHash));
    const audit = { userId: profile.userId, profileId: session.profileid, corporateId: session.corporateid };
    await recordSecurityEvent(tx, { ...audit, kind: 'password_change', at: now, detail: session.emulatedBy ? { emulatedBy: session.emulatedBy } : {} });
    // Whoever else held a session of this account (a stolen token, say) is logged out.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.profileId, session.profileid), ne(sessions.tokenHash, session.tokenHash), isNull(sessions.revokedAt)));
    return { ApiStatus: { Status: 'OK', Message: 'Password changed' } };
  }),

  // corporatename is accepted (the spec's call carries it) but not applied: an employee's contact
  // update must not rename the company.
  defineHandler(updateContactInfo)(async (ctx, input) => {
    const { session, tx, now } = ctx;
    await saveProfileAnswers(ctx, input.customfields);
    await tx
      .update(profiles)
      .set({ mobile: input.mobilenumber.replace(/^\+/, ''), email: input.contactemail, updatedAt: now })
      .where(and(eq(profiles.id, session.profileid), eq(profiles.corporateId, session.corporateid)));
    return { ApiStatus: { Status: 'OK', Message: 'Contact details updated' } };
  }),

  defineHandler(ping)(async () => ({ ApiStatus: { Status: 'OK' } })),

  ...profileMasterHandlers,
  ...profileConfirmHandlers,
  ...profileRecordHandlers,
  ...delegationHandlers,
];
