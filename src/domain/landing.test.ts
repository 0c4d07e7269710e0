import { describe, expect, it } from 'vitest';
import { approverLanding, homePath, landingPath, safeRedirect } from './landing';

const base = {
  passwordchange: false,
  defaulthome: '',
  serviceconfig: { showverifypopup: false, pretripflowtype: 'default' },
  profilemaster: { userverified: true },
};
type Input = Parameters<typeof landingPath>[0];
const input = (over: Partial<typeof base>) => ({ ...base, ...over }) as unknown as Input;

describe('landing after login', () => {
  it('goes to /flights when no home is configured', () => {
    expect(landingPath(input({}))).toBe('/flights');
  });

  it('adds the leading slash to the configured home', () => {
    expect(landingPath(input({ defaulthome: 'trips' }))).toBe('/trips');
    expect(homePath('/dashboard')).toBe('/dashboard');
    expect(homePath('  ')).toBe('/flights');
  });

  it('sends a required password change to /password-change before anything else', () => {
    const unverified = { profilemaster: { userverified: false }, serviceconfig: { showverifypopup: true, pretripflowtype: 'x' } };
    expect(landingPath(input({ passwordchange: true, ...unverified }))).toBe('/password-change');
  });

  it('sends an unverified user to /profile only when the verify popup is on and the flow is not default', () => {
    const unverified = { profilemaster: { userverified: false } };
    expect(landingPath(input({ ...unverified, serviceconfig: { showverifypopup: true, pretripflowtype: 'approvalfirst' } }))).toBe('/profile');
    expect(landingPath(input({ ...unverified, serviceconfig: { showverifypopup: true, pretripflowtype: 'default' } }))).toBe('/flights');
    expect(landingPath(input({ ...unverified, serviceconfig: { showverifypopup: false, pretripflowtype: 'approvalfirst' } }))).toBe('/flights');
  });
});

describe('redirect_to', () => {
  it('keeps same-origin paths with their search and hash', () => {
    expect(safeRedirect('/trips?status=pending#top')).toBe('/trips?status=pending#top');
  });

  it('refuses other origins, protocol-relative links and the login page', () => {
    for (const bad of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', '/', '/?x=1', '', null, undefined]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });
});

describe('approverLanding (issue 15)', () => {
  it('sends an approver with decisions waiting from home to the queue', () => {
    expect(approverLanding('/flights', '/flights', 2)).toBe('/approvals');
  });

  it('leaves everyone else where the login put them', () => {
    expect(approverLanding('/flights', '/flights', 0)).toBeNull();
    expect(approverLanding('/password-change', '/flights', 3)).toBeNull();
    expect(approverLanding('/profile', '/flights', 3)).toBeNull();
    expect(approverLanding('/trips/710001', '/flights', 3)).toBeNull();
  });
});
