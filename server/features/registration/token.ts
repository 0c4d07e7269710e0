import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OnboardingStage } from '../../store/schema';
import { badRequest } from '../../http/errors';

/**
 * Confirmation tokens of SME onboarding: `<onboardingid>.<stage>.<expiry ms>.<HMAC-SHA256>`, signed
 * with the onboarding's own secret. A token is good for one stage only and for 30 minutes, and a
 * new OTP rotates the secret, so every earlier token dies with it.
 */
export const TOKEN_TTL_MS = 30 * 60_000;
export const TOKEN_INVALID_MESSAGE = 'token is invalid or has expired. Please start again.';

export const newTokenSecret = () => randomBytes(32).toString('base64url');

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function signToken(onboardingId: string, stage: OnboardingStage, secret: string, now: Date): string {
  const body = `${onboardingId}.${stage}.${now.getTime() + TOKEN_TTL_MS}`;
  return `${body}.${mac(secret, body)}`;
}

/** The onboarding a token names (to load its secret); null when it is not even shaped like one. */
export function tokenOnboardingId(token: string): string | null {
  const parts = token.split('.');
  return parts.length === 4 && parts[0] ? parts[0] : null;
}

/** Throws a 400 unless the token was signed with `secret`, names `stage`, and has not expired. */
export function checkToken(token: string, stage: OnboardingStage, secret: string, now: Date): void {
  const [id, tokenStage, expiry, signature] = token.split('.');
  const expected = Buffer.from(mac(secret, `${id}.${tokenStage}.${expiry}`));
  const given = Buffer.from(signature ?? '');
  const genuine = given.length === expected.length && timingSafeEqual(given, expected);
  if (!genuine || tokenStage !== stage || !(Number(expiry) > now.getTime())) throw badRequest(TOKEN_INVALID_MESSAGE);
}
