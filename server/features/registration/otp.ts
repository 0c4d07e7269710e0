import { randomInt } from 'node:crypto';

/** One-time passwords of SME onboarding: 6 random digits, stored only as an argon2id hash. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** A resend waits this long after the previous mail, and at most OTP_MAX_SENDS go out per window. */
export const OTP_RESEND_GAP_MS = 30_000;
export const OTP_MAX_SENDS = 5;
export const OTP_SEND_WINDOW_MS = 60 * 60_000;

export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export const OTP_MESSAGES = {
  wrong: (left: number) => `The OTP is not correct. ${left} attempt${left === 1 ? '' : 's'} left.`,
  expired: 'The OTP has expired. Please ask for a new one.',
  spent: 'This OTP is no longer valid. Please ask for a new one.',
  tooManyAttempts: 'Too many wrong OTPs. Please ask for a new one.',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for another OTP.`,
  tooManySends: 'Too many OTPs were sent to this email. Please try again in an hour.',
} as const;

export function otpMail(otp: string): { subject: string; body: string } {
  return {
    subject: 'Your Voyage verification code',
    body: `Your verification code is ${otp}. It is valid for 10 minutes. If you did not ask for it, ignore this mail.`,
  };
}
