import type { LoginOk } from '../contract/login';

export const DEFAULT_HOME = '/flights';

type LandingInput = Pick<LoginOk, 'passwordchange' | 'defaulthome' | 'serviceconfig'> & {
  profilemaster: Pick<LoginOk['profilemaster'], 'userverified'>;
};

/** The stored home path: the configured default home with a leading slash, or /flights (docs/product.md#screens-and-routes). */
export function homePath(defaulthome: string): string {
  const trimmed = defaulthome.trim().replace(/^\/+/, '');
  return trimmed ? `/${trimmed}` : DEFAULT_HOME;
}

/** Where a successful login lands (docs/product.md#screens-and-routes table and docs/product.md#login-and-the-session Login). */
export function landingPath(login: LandingInput): string {
  if (login.passwordchange) return '/password-change';
  const { showverifypopup, pretripflowtype } = login.serviceconfig;
  if (!login.profilemaster.userverified && showverifypopup && pretripflowtype !== 'default') return '/profile';
  return homePath(login.defaulthome);
}

/** Where an approver's queue lives. */
export const APPROVALS_PATH = '/approvals';

/**
 * Issue 15: an approver with decisions waiting lands on the queue instead of the home page. Applied
 * once per login, only while the user is on the home path where landingPath put them, so the
 * password-change and profile-verification landings (and any redirect_to) always come first.
 */
export function approverLanding(pathname: string, home: string, waiting: number): string | null {
  return waiting > 0 && pathname === home ? APPROVALS_PATH : null;
}

/**
 * A redirect_to value is followed only when it is a same-origin path: never a scheme,
 * never a protocol-relative "//host", never back to the login page itself.
 */
export function safeRedirect(redirectTo: string | undefined | null): string | null {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) return null;
  const path = redirectTo.split(/[?#]/)[0];
  if (path === '/' || path === '') return null;
  return redirectTo;
}
