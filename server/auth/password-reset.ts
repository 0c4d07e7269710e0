import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_PASSWORD_PAGE, RESET_REQUESTED_MESSAGE, RESET_TOKEN_INVALID_MESSAGE } from '../../src/contract/password-reset';
import type { AppContext } from '../app-context';
import { badRequest } from '../http/errors';
import { queueMail } from '../mail/outbox';
import { passwordResetTokens, profiles, sessions } from '../store/schema';
import { findProfileByUserId } from './login-response';
import { hashPassword } from './passwords';
import { recordSecurityEvent } from './security-audit';
import { hashToken, newToken } from './tokens';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;

export interface ResetClient {
  address: string;
  userAgent: string | null;
  /** Where the mailed link points: PUBLIC_URL when set, else the origin the request came to. */
  origin: string;
}

export function resetMail(link: string) {
  return {
    subject: 'Reset your Voyage password',
    body: [
      'Someone asked to reset the password of your Voyage account.',
      `Open this link within 30 minutes to choose a new password:\n\n${link}`,
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n\n'),
  };
}

/**
 * Mails a reset link when `email` is an account's login, and answers the same either way. The token
 * is made for unknown emails too, so both take the same path up to the database.
 */
export async function requestReset(ctx: AppContext, email: string, client: ResetClient, now: Date) {
  const token = newToken();
  const tokenHash = hashToken(token);
  const profile = await findProfileByUserId(ctx.store.db, email);
  await ctx.store.db.transaction(async (tx) => {
    if (profile) {
      // A newer request replaces older links: only the latest mail works.
      await tx.update(passwordResetTokens).set({ spentAt: now }).where(and(eq(passwordResetTokens.profileId, profile.id), isNull(passwordResetTokens.spentAt)));
      await tx.insert(passwordResetTokens).values({ tokenHash, profileId: profile.id, corporateId: profile.corporateId, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
      const link = `${client.origin}${RESET_PASSWORD_PAGE}?token=${token}`;
      await queueMail(tx, { to: email, ...resetMail(link) }, now);
    }
    await recordSecurityEvent(tx, {
      kind: 'password_reset_request', at: now, userId: email, profileId: profile?.id, corporateId: profile?.corporateId,
      address: client.address, userAgent: client.userAgent, detail: { mailed: profile !== undefined },
    });
  });
  return { ApiStatus: { Status: 'OK' as const, Message: RESET_REQUESTED_MESSAGE } };
}

const invalidToken = () => badRequest(`token: ${RESET_TOKEN_INVALID_MESSAGE}`);

/** Spends the token, sets the password and ends every session of the account. */
export async function resetPassword(ctx: AppContext, input: { token: string; password: string }, client: Omit<ResetClient, 'origin'>, now: Date) {
  const tokenHash = hashToken(input.token);
  const live = and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.spentAt), gt(passwordResetTokens.expiresAt, now));
  // Checked before hashing so a wrong link costs no argon2 slot; spent again below, atomically.
  const [found] = await ctx.store.db.select({ profileId: passwordResetTokens.profileId }).from(passwordResetTokens).where(live);
  if (!found) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  const profileId = await ctx.store.db.transaction(async (tx) => {
    const [spent] = await tx.update(passwordResetTokens).set({ spentAt: now }).where(live).returning({ profileId: passwordResetTokens.profileId });
    if (!spent) throw invalidToken(); // a parallel reset with the same link won
    const [profile] = await tx
      .update(profiles)
      .set({ passwordHash, passwordChange: false, updatedAt: now })
      .where(eq(profiles.id, spent.profileId))
      .returning({ id: profiles.id, userId: profiles.userId, corporateId: profiles.corporateId });
    if (!profile) throw invalidToken();
    await tx.update(passwordResetTokens).set({ spentAt: now }).where(and(eq(passwordResetTokens.profileId, profile.id), isNull(passwordResetTokens.spentAt)));
    // Whoever held a session (possibly whoever learned the old password) is logged out everywhere.
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.profileId, profile.id), isNull(sessions.revokedAt)));
    await recordSecurityEvent(tx, {
      kind: 'password_reset', at: now, userId: profile.userId, profileId: profile.id, corporateId: profile.corporateId,
      address: client.address, userAgent: client.userAgent,
    });
    return profile.id;
  });
  ctx.sessions.forgetProfile(profileId);
  return { ApiStatus: { Status: 'OK' as const, Message: 'Password reset' } };
}
