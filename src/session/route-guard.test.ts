import { describe, expect, it } from 'vitest';
import { loginFixture } from './login-fixture';
import { guardRedirect } from './route-guard';

const at = (pathname: string, searchStr = '', hash = '') => ({ pathname, searchStr, hash });
const sme = loginFixture({
  menuconfig: { ...loginFixture().menuconfig, visa: false, pretripflow: false, meetingplanner: false },
});

describe('guardRedirect (docs/product.md#route-guard)', () => {
  it('sends a logged-out visitor to / with the whole wanted location in redirect_to', () => {
    const target = guardRedirect(null, at('/trips', '?status=pending', 'latest'))!;
    const url = new URL(target, 'http://x');
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('redirect_to')).toBe('/trips?status=pending#latest');
  });

  it('keeps a user who must change their password on /password-change', () => {
    const login = loginFixture({ passwordchange: true });
    expect(guardRedirect(login, at('/flights'))).toBe('/password-change');
    expect(guardRedirect(login, at('/profile'))).toBe('/password-change');
    expect(guardRedirect(login, at('/password-change'))).toBeNull();
  });

  it('sends a user without the module to the stored home path', () => {
    expect(guardRedirect(sme, at('/visa-booking'))).toBe('/flights');
    expect(guardRedirect(loginFixture({ ...sme, defaulthome: 'trips' }), at('/pre-trip-flow'))).toBe('/trips');
  });

  it('never loops when the home path itself is a module the user lacks', () => {
    expect(guardRedirect({ ...sme, defaulthome: 'visa-booking' }, at('/visa-booking'))).toBe('/profile');
  });

  it('lets the user into modules they have and into the always-open pages', () => {
    expect(guardRedirect(sme, at('/flights', '?x=1'))).toBeNull();
    expect(guardRedirect(sme, at('/flights/search'))).toBeNull();
    expect(guardRedirect(sme, at('/travel-admin'))).toBeNull();
  });
});
