import type { MenuConfig, Module } from '../contract/login';

/** Paths any logged-in user may open (docs/product.md#route-guard). */
export const ALWAYS_OPEN = ['/password-change', '/trips', '/expenses', '/travel-admin', '/reports', '/dashboard', '/profile', '/concierge'];

/** Paths that need no login at all. */
export const PUBLIC_PATHS = ['/', '/register', '/smesignup', '/registration-success', '/qr-login', '/unsubscribe', '/error'];

const MODULE_BY_SEGMENT: Record<string, Module> = {
  flights: 'flights',
  hotels: 'hotels',
  buses: 'buses',
  trains: 'trains',
  cabs: 'cabs',
  'cab-rentals': 'carrental',
  'visa-booking': 'visa',
  'pre-trip-flow': 'pretripflow',
  'meeting-planner': 'meetingplanner',
};

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname) || /^\/sso-[^/]+\/[^/]+$/.test(pathname);
}

/** The booking module a path belongs to, or null when no module flag governs it. */
export function moduleForPath(pathname: string): Module | null {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] === 'v2' ? segments[1] : segments[0];
  return first ? (MODULE_BY_SEGMENT[first] ?? null) : null;
}

export function canOpen(pathname: string, menuconfig: MenuConfig): boolean {
  if (ALWAYS_OPEN.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return true;
  const module = moduleForPath(pathname);
  return module === null || menuconfig[module];
}
