import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { TripBanner } from './TripBanner';
import { activeTripSession, endTripSession, renameTripSession, startTripSession } from '../shared/trip-session';

const pathname = vi.hoisted(() => ({ value: '/flights' }));
vi.mock('@tanstack/react-router', () => ({
  useRouterState: ({ select }: { select: (s: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: pathname.value } }),
  Link: ({ to, children, className }: { to: string; children: React.ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

afterEach(() => {
  cleanup();
  act(() => {
    endTripSession();
    setSession(null);
  });
  pathname.value = '/flights';
});

function renderBanner() {
  render(
    <MantineProvider>
      <TripBanner />
    </MantineProvider>,
  );
}

describe('trip session', () => {
  it('belongs to the profile that started it and follows a draft to its server id', () => {
    startTripSession({ profileid: '20001', tripid: 'draft-1', tripname: 'Goa' });
    expect(activeTripSession('20001')?.tripid).toBe('draft-1');
    expect(activeTripSession('20002')).toBeNull();
    renameTripSession('draft-1', '710001');
    expect(activeTripSession('20001')).toEqual({ profileid: '20001', tripid: '710001', tripname: 'Goa' });
    endTripSession();
    expect(activeTripSession('20001')).toBeNull();
  });
});

describe('TripBanner', () => {
  it('shows nothing without a trip session', () => {
    act(() => setSession(loginFixture()));
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Trip session' })).toBeNull();
  });

  it("links BACK TO TRIP to the trip's pre-trip view and ends the session with 'Logout from trip'", async () => {
    const login = loginFixture();
    act(() => {
      setSession(login);
      startTripSession({ profileid: login.profilemaster.profileid, tripid: '710001', tripname: 'Delhi review' });
    });
    renderBanner();
    expect(screen.getByRole('link', { name: 'BACK TO TRIP' }).getAttribute('href')).toBe('/pre-trip-flow/view/710001');
    expect(screen.getByRole('region', { name: 'Trip session' }).textContent).toContain('Delhi review');
    await userEvent.click(screen.getByRole('button', { name: 'Logout from trip' }));
    expect(screen.queryByRole('region', { name: 'Trip session' })).toBeNull();
  });

  it("is hidden on the trip's own pre-trip view and for another profile", () => {
    act(() => {
      setSession(loginFixture());
      startTripSession({ profileid: 'someone-else', tripid: '710001', tripname: 'x' });
    });
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Trip session' })).toBeNull();
    cleanup();
    pathname.value = '/pre-trip-flow/view/710001';
    act(() => startTripSession({ profileid: loginFixture().profilemaster.profileid, tripid: '710001', tripname: 'x' }));
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Trip session' })).toBeNull();
  });
});
