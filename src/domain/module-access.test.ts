import { describe, expect, it } from 'vitest';
import { MODULES, type MenuConfig } from '../contract/login';
import { canOpen, isPublicPath, moduleForPath } from './module-access';

const all = Object.fromEntries(MODULES.map((m) => [m, true])) as MenuConfig;
const none = Object.fromEntries(MODULES.map((m) => [m, false])) as MenuConfig;

describe('module access', () => {
  it('maps product paths to the module flag that governs them', () => {
    expect(moduleForPath('/flights/oneway-search')).toBe('flights');
    expect(moduleForPath('/v2/hotels/results')).toBe('hotels');
    expect(moduleForPath('/cab-rentals')).toBe('carrental');
    expect(moduleForPath('/visa-booking')).toBe('visa');
    expect(moduleForPath('/pre-trip-flow/view/12')).toBe('pretripflow');
    expect(moduleForPath('/trips')).toBeNull();
  });

  it('opens the always-open routes to any logged-in user', () => {
    for (const p of ['/password-change', '/trips', '/expenses', '/travel-admin', '/reports', '/dashboard', '/profile', '/concierge']) {
      expect(canOpen(p, none)).toBe(true);
    }
  });

  it('closes a module path when its flag is off', () => {
    expect(canOpen('/visa-booking', { ...all, visa: false })).toBe(false);
    expect(canOpen('/flights', all)).toBe(true);
    expect(canOpen('/flights/book', none)).toBe(false);
  });

  it('knows the public paths, including single sign-on entries', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/sso-saml/abc')).toBe(true);
    expect(isPublicPath('/flights')).toBe(false);
  });
});
