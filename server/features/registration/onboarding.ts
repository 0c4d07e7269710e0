import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  OnboardingConfirmSchema,
  OnboardingGstSchema,
  OnboardingStartSchema,
  OnboardingVerifySchema,
} from '../../../src/contract/registration/operations';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { HttpError, badRequest } from '../../http/errors';
import { queueMail } from '../../mail/outbox';
import type { Db } from '../../store/db';
import { type OnboardingStage, companyDomains, companyGst, onboardings, profiles } from '../../store/schema';
import { createAccount, emailTaken, isUniqueViolation } from './account';
import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS, OTP_MESSAGES, OTP_RESEND_GAP_MS, OTP_SEND_WINDOW_MS, OTP_TTL_MS, newOtp, otpMail } from './otp';
import { aad } from '../../crypto/sealed-columns';
import { openText, sealText } from '../../crypto/seal';
import { TOKEN_INVALID_MESSAGE, checkToken, newTokenSecret, signToken, tokenOnboardingId } from './token';

type Input<S extends v.GenericSchema> = v.InferOutput<S>;
type Onboarding = typeof onboardings.$inferSelect;

/** Mail providers anyone can sign up with: their domain never becomes one company's domain. */
const PUBLIC_MAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.in', 'outlook.com', 'hotmail.com', 'live.com', 'icloud.com', 'rediffmail.com', 'proton.me', 'protonmail.com']);

async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, email));
  return row !== undefined;
}

/** start (and resend): a fresh OTP to the work email; earlier OTPs and tokens of it stop working. */
export async function startOnboarding(db: Db, { email }: Input<typeof OnboardingStartSchema>, now: Date) {
  if (await accountExists(db, email)) throw emailTaken();
  const [current] = await db
    .select()
    .from(onboardings)
    .where(and(eq(onboardings.email, email), inArray(onboardings.stage, ['otp', 'verified'])))
    .orderBy(desc(onboardings.createdAt))
    .limit(1);
  const sendsSoFar = current?.lastSentAt && now.getTime() - current.lastSentAt.getTime() < OTP_SEND_WINDOW_MS ? current.otpSends : 0;
  if (current?.lastSentAt) {
    const wait = current.lastSentAt.getTime() + OTP_RESEND_GAP_MS - now.getTime();
    if (wait > 0) throw new HttpError(429, OTP_MESSAGES.resendTooSoon(Math.ceil(wait / 1000)), undefined, { 'retry-after': String(Math.ceil(wait / 1000)) });
  }
  if (sendsSoFar >= OTP_MAX_SENDS) throw new HttpError(429, OTP_MESSAGES.tooManySends);

  const otp = newOtp();
  const id = current?.id ?? randomUUID();
  const fresh = {
    stage: 'otp' as const,
    otpHash: await hashPassword(otp),
    otpExpiresAt: new Date(now.getTime() + OTP_TTL_MS),
    otpAttempts: 0,
    otpSends: sendsSoFar + 1,
    lastSentAt: now,
    tokenSecret: await sealText(db, newTokenSecret(), aad.onboardingTokenSecret(id)),
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    if (current) await tx.update(onboardings).set(fresh).where(eq(onboardings.id, id));
    else await tx.insert(onboardings).values({ id, email, createdAt: now, ...fresh });
    await queueMail(tx, { to: email, ...otpMail(otp) }, now);
  });
  return { ApiStatus: { Status: 'OK' as const, Message: `OTP sent to ${email}` }, onboardingid: id, expiresInSeconds: OTP_TTL_MS / 1000 };
}

/** verifyotp: at most OTP_MAX_ATTEMPTS guesses per OTP; a right one is spent and answers the token. */
export async function verifyOnboardingOtp(db: Db, { onboardingid, otp }: Input<typeof OnboardingVerifySchema>, now: Date) {
  const [row] = await db.select().from(onboardings).where(eq(onboardings.id, onboardingid));
  if (!row || row.stage !== 'otp' || !row.otpHash) throw badRequest(`otp: ${OTP_MESSAGES.spent}`);
  if (!row.otpExpiresAt || row.otpExpiresAt.getTime() <= now.getTime()) throw badRequest(`otp: ${OTP_MESSAGES.expired}`);
  if (row.otpAttempts >= OTP_MAX_ATTEMPTS) throw badRequest(`otp: ${OTP_MESSAGES.tooManyAttempts}`);

  if (!(await verifyPassword(row.otpHash, otp))) {
    // Counted in SQL so that guesses sent in parallel cannot share one attempt.
    const [counted] = await db
      .update(onboardings)
      .set({ otpAttempts: sql`${onboardings.otpAttempts} + 1`, updatedAt: now })
      .where(eq(onboardings.id, row.id))
      .returning({ attempts: onboardings.otpAttempts });
    const left = Math.max(0, OTP_MAX_ATTEMPTS - (counted?.attempts ?? OTP_MAX_ATTEMPTS));
    throw badRequest(`otp: ${left > 0 ? OTP_MESSAGES.wrong(left) : OTP_MESSAGES.tooManyAttempts}`);
  }
  // Spent atomically: of two requests with the right OTP, one wins.
  const [spent] = await db
    .update(onboardings)
    .set({ stage: 'verified', otpHash: null, updatedAt: now })
    .where(and(eq(onboardings.id, row.id), eq(onboardings.otpHash, row.otpHash), sql`${onboardings.otpAttempts} < ${OTP_MAX_ATTEMPTS}`))
    .returning({ id: onboardings.id });
  if (!spent) throw badRequest(`otp: ${OTP_MESSAGES.spent}`);
  return { ApiStatus: { Status: 'OK' as const, Message: 'OTP verified' }, token: signToken(row.id, 'verified', await openText(db, row.tokenSecret, aad.onboardingTokenSecret(row.id)), now) };
}

/** The onboarding a token belongs to, with the token checked against its secret and stage. */
async function onboardingOfToken(db: Db, token: string, stages: OnboardingStage[], tokenStage: OnboardingStage, now: Date): Promise<Onboarding> {
  const id = tokenOnboardingId(token);
  const [row] = id ? await db.select().from(onboardings).where(eq(onboardings.id, id)) : [];
  if (!row || !stages.includes(row.stage)) throw badRequest(TOKEN_INVALID_MESSAGE);
  const tokenSecret = await openText(db, row.tokenSecret, aad.onboardingTokenSecret(row.id));
  checkToken(token, tokenStage, tokenSecret, now);
  return { ...row, tokenSecret };
}

export const domainTakenMessage = (domain: string) => `The domain ${domain} is already registered to another company.`;

/** confirm: the owner's account (password) and the company with its mail domain, in one transaction. */
export async function confirmOnboarding(db: Db, input: Input<typeof OnboardingConfirmSchema>, now: Date) {
  const row = await onboardingOfToken(db, input.token, ['verified'], 'verified', now);
  if (await accountExists(db, row.email)) throw emailTaken();
  const domain = row.email.split('@')[1] ?? '';
  try {
    const account = await db.transaction(async (tx) => {
      const created = await createAccount(
        tx,
        {
          email: row.email,
          password: input.password,
          salutation: input.salutation,
          firstName: input.first_name,
          lastName: input.last_name,
          mobile: input.mobile_number,
          company: input.company,
          category: 'sme',
        },
        now,
      );
      if (!PUBLIC_MAIL_DOMAINS.has(domain)) await tx.insert(companyDomains).values({ domain, corporateId: created.corporateId, createdAt: now });
      const [moved] = await tx
        .update(onboardings)
        .set({ stage: 'confirmed', corporateId: created.corporateId, profileId: created.profileId, updatedAt: now })
        .where(and(eq(onboardings.id, row.id), eq(onboardings.stage, 'verified')))
        .returning({ id: onboardings.id });
      if (!moved) throw badRequest(TOKEN_INVALID_MESSAGE); // a parallel confirm won
      return created;
    });
    return {
      ApiStatus: { Status: 'OK' as const, Message: 'Company registered' },
      token: signToken(row.id, 'confirmed', row.tokenSecret, now),
      profileid: account.profileId,
      corporateid: account.corporateId,
    };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (await accountExists(db, row.email)) throw emailTaken();
    throw new HttpError(409, domainTakenMessage(domain));
  }
}

/** verifygst: the company's GSTIN (already checked: pattern, state code, check digit); may be corrected later. */
export async function verifyOnboardingGst(db: Db, input: Input<typeof OnboardingGstSchema>, now: Date) {
  const row = await onboardingOfToken(db, input.token, ['confirmed', 'gstverified'], 'confirmed', now);
  if (!row.corporateId) throw badRequest(TOKEN_INVALID_MESSAGE);
  const corporateId = row.corporateId;
  await db.transaction(async (tx) => {
    await tx
      .insert(companyGst)
      .values({ corporateId, gstin: input.gstin, verifiedAt: now })
      .onConflictDoUpdate({ target: companyGst.corporateId, set: { gstin: input.gstin, verifiedAt: now } });
    await tx.update(onboardings).set({ stage: 'gstverified', updatedAt: now }).where(eq(onboardings.id, row.id));
  });
  return { ApiStatus: { Status: 'OK' as const, Message: 'GST number verified' } };
}
