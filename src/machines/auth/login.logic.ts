import { homePath, safeRedirect } from '../../domain/landing';
import type { LoginOutcome } from '../../api/client';

export interface Credentials {
  userid: string;
  password: string;
}

export interface CredentialErrors {
  userid?: string;
  password?: string;
}

export const USERID_REQUIRED = 'Please enter Email';
export const PASSWORD_REQUIRED = 'Please enter Password';
export const OFFLINE_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

/** Checked before anything is sent; the server checks again. */
export function validateCredentials({ userid, password }: Credentials): CredentialErrors {
  return {
    ...(userid.trim() ? {} : { userid: USERID_REQUIRED }),
    ...(password ? {} : { password: PASSWORD_REQUIRED }),
  };
}

export function hasErrors(errors: CredentialErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function isRejected(outcome: LoginOutcome): outcome is { ok: false; message: string } {
  return !outcome.ok;
}

/** docs/product.md#login-and-the-session: a required password change beats every other destination. */
export function mustChangePassword(outcome: LoginOutcome): boolean {
  return outcome.ok && outcome.login.passwordchange;
}

/** docs/product.md#screens-and-routes /profile row: unverified, verify popup on, and a pre-trip flow other than default. */
export function mustVerifyProfile(outcome: LoginOutcome): boolean {
  if (!outcome.ok) return false;
  const { profilemaster, serviceconfig } = outcome.login;
  return !profilemaster.userverified && serviceconfig.showverifypopup && serviceconfig.pretripflowtype !== 'default';
}

export function hasSafeRedirect(redirectTo: string | null): boolean {
  return safeRedirect(redirectTo) !== null;
}

export function redirectTarget(redirectTo: string | null): string {
  return safeRedirect(redirectTo) ?? '/';
}

export function homeTarget(outcome: LoginOutcome): string {
  return outcome.ok ? homePath(outcome.login.defaulthome) : '/';
}

export function rejectionMessage(outcome: LoginOutcome): string {
  return outcome.ok ? '' : outcome.message;
}
