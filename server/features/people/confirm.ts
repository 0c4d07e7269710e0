import { and, eq, gt } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  CONFIRMED_MESSAGE,
  type ConfirmRegisterSchema,
  type Invitation,
  WEBTOKEN_INVALID_MESSAGE,
} from '../../../src/contract/people/confirm-register';
import { hashPassword } from '../../auth/passwords';
import { hashToken } from '../../auth/tokens';
import { badRequest } from '../../http/errors';
import type { Db, Executor } from '../../store/db';
import { corporates, personAccounts, profiles } from '../../store/schema';

/*
 * Traveller-mapping confirmation (docs/features/people.md "Invitations"): the mailed webtoken, still
 * live and of a pending account, lets its holder name themselves and set the password once.
 */

const invalid = () => badRequest(`webtoken: ${WEBTOKEN_INVALID_MESSAGE}`);
const liveToken = (token: string, now: Date) =>
  and(eq(personAccounts.webtokenHash, hashToken(token)), gt(personAccounts.webtokenExpiresAt, now), eq(personAccounts.status, 'pending'));

async function invitationOf(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select({ profile: profiles, corporateName: corporates.name })
    .from(personAccounts)
    .innerJoin(profiles, eq(profiles.id, personAccounts.profileId))
    .innerJoin(corporates, eq(corporates.id, personAccounts.corporateId))
    .where(liveToken(token, now));
  if (!row) throw invalid();
  return row;
}

/** What the confirmation page shows and pre-fills; nothing beyond what the mail's addressee knows. */
export async function readInvitation(db: Db, token: string, now: Date): Promise<Invitation> {
  const { profile: p, corporateName } = await invitationOf(db, token, now);
  return {
    ApiStatus: { Status: 'OK', Message: '' },
    tcprofileid: p.id,
    corporateid: p.corporateId,
    corporatename: corporateName,
    email: p.email,
    title: p.passportTitle,
    first_name: p.passportFirstName,
    last_name: p.passportLastName,
    mobilenumber: p.mobile,
  };
}

/** The echoed fields, when sent, must be the invitation's: a page for another invitation is refused. */
function checkEchoes(input: v.InferOutput<typeof ConfirmRegisterSchema>, invitation: { id: string; corporateId: string; email: string }, corporateName: string) {
  const echoes = [
    ['tcprofileid', input.tcprofileid, invitation.id],
    ['corporateid', input.corporateid, invitation.corporateId],
    ['corporatename', input.corporatename, corporateName],
    ['email', input.email.trim().toLowerCase(), invitation.email],
  ] as const;
  for (const [field, sent, expected] of echoes) if (sent !== '' && sent !== expected) throw badRequest(`${field}: does not match this invitation`);
}

/** Spends the webtoken, sets names, title, mobile and password, and approves the account, in one transaction. */
export async function confirmRegister(db: Db, input: v.InferOutput<typeof ConfirmRegisterSchema>, now: Date) {
  const { profile, corporateName } = await invitationOf(db, input.webtoken, now);
  checkEchoes(input, profile, corporateName);
  // Hashed only once the token is known to be live, so a guessed token costs no argon2 slot.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(personAccounts)
      .set({ status: 'active', approval: input.status, webtokenHash: null, webtokenExpiresAt: null, updatedAt: now })
      .where(liveToken(input.webtoken, now))
      .returning({ id: personAccounts.profileId });
    if (!spent) throw invalid(); // a parallel confirm with the same link won
    const { first_name, last_name } = input.names;
    await tx
      .update(profiles)
      .set({
        passportTitle: input.title,
        passportFirstName: first_name,
        passportLastName: last_name,
        firstName: first_name,
        gender: input.title === 'Mr' ? 'Male' : 'Female',
        mobile: input.mobilenumber,
        passwordHash,
        passwordChange: false,
        updatedAt: now,
      })
      .where(eq(profiles.id, spent.id));
  });
  return { ApiStatus: { Status: 'OK' as const, Message: CONFIRMED_MESSAGE }, profileid: profile.id };
}
