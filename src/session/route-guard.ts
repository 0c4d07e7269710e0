import type { LoginOk } from '../contract/login';
import { homePath } from '../domain/landing';
import { canOpen } from '../domain/module-access';

export interface GuardLocation {
  pathname: string;
  /** With its leading "?", or "". */
  searchStr: string;
  /** Without the "#", or "". */
  hash: string;
}

/** Always open to a logged-in user, so a home path the user cannot open still lands somewhere. */
const FALLBACK_HOME = '/profile';

/**
 * The authenticated layout's guard (docs/product.md#route-guard), as a pure decision: where to send the
 * user instead, or null to let them in.
 */
export function guardRedirect(login: LoginOk | null, location: GuardLocation): string | null {
  if (!login) {
    const wanted = `${location.pathname}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
    return `/?${new URLSearchParams({ redirect_to: wanted })}`;
  }
  if (login.passwordchange) return location.pathname === '/password-change' ? null : '/password-change';
  if (canOpen(location.pathname, login.menuconfig)) return null;
  const home = homePath(login.defaulthome);
  return canOpen(home, login.menuconfig) ? home : FALLBACK_HOME;
}
