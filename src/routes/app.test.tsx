import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operations } from '../contract';
import { db } from '../db/database';
import { loginFixture } from '../session/login-fixture';
import { getSession, setSession } from '../session/store';
import { saveLogin } from '../session/vault';
import { renderAppAt } from './-app-test-kit';

/** The network stand-in: answers by path, records what was sent. */
let answers: Record<string, { status: number; body: unknown }>;
let requests: { url: string; body: string }[];

beforeEach(async () => {
  // The shell reads its corporate's notifications after login; by default there are none.
  answers = { '/api/service': { status: 200, body: { ResponseStatus: { status: 'OK' }, notifications: [] } } };
  requests = [];
  sessionStorage.clear();
  localStorage.clear();
  setSession(null);
  await db.vault.clear();
  // jsdom lacks scrollTo; the router calls it on navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, body: String(init.body) });
    const answer = answers[url];
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routes and guard', () => {
  it('shows the not-found page for unknown paths', async () => {
    renderAppAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends a logged-out deep link to the login page with redirect_to', async () => {
    const router = renderAppAt('/trips?status=pending#latest');
    await heading('Login');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toEqual({ redirect_to: '/trips?status=pending#latest' });
  });

  it('takes a logged-in user from / to their landing page, inside the shell', async () => {
    setSession(loginFixture({ defaulthome: 'trips' }));
    const router = renderAppAt('/');
    await heading('Trips');
    expect(router.state.location.pathname).toBe('/trips');
    expect(screen.getByRole('link', { name: 'Create trip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    // The header's menus; the phone's bottom bar (hidden from sm up by CSS, which jsdom does not apply) is the other "Main".
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('keeps a user who must change the password on /password-change, without menus', async () => {
    setSession(loginFixture({ passwordchange: true }));
    const router = renderAppAt('/flights');
    await heading('Change password');
    expect(router.state.location.pathname).toBe('/password-change');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: /Profile menu/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('sends a user without the module to the home path', async () => {
    setSession(loginFixture({ menuconfig: { ...loginFixture().menuconfig, visa: false } }));
    const router = renderAppAt('/visa-booking');
    await heading('Flights');
    expect(router.state.location.pathname).toBe('/flights');
  });

  it('opens flight sub-paths and the profile with name and email', async () => {
    setSession(loginFixture());
    const router = renderAppAt('/flights/search');
    await heading('Flights');
    await router.navigate({ to: '/profile' });
    await heading('Profile');
    expect(screen.getByText('Mr Ravi Kumar')).toBeTruthy();
    expect(screen.getByText('traveller@acme.test')).toBeTruthy();
  });

  it('shows the spec error screen on /error', async () => {
    renderAppAt('/error');
    await heading('Error');
    expect(screen.getByText("We're sorry, but something went wrong. Please try agian.")).toBeTruthy();
  });
});

describe('login, password change and logout through the UI', () => {
  it('validates before sending, shows the server message, then lands on the redirect', async () => {
    const user = userEvent.setup();
    const router = renderAppAt('/?redirect_to=%2Ftrips%3Fstatus%3Dpending');
    await heading('Login');

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter Email')).toBeTruthy();
    expect(screen.getByText('Please enter Password')).toBeTruthy();
    // Nothing was sent to log in (a refresh the previous test's shell started may still land here).
    expect(requests.filter((r) => r.url === '/api/dispatcher/login')).toEqual([]);

    answers['/api/dispatcher/login'] = {
      status: 401,
      body: { wsstatus: { Status: 'NOK', Message: 'Invalid userid or password' } },
    };
    await user.type(screen.getByLabelText('Email'), 'traveller@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Wrong@12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid userid or password');

    answers['/api/dispatcher/login'] = { status: 200, body: loginFixture() };
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await heading('Trips');
    expect(router.state.location.href).toBe('/trips?status=pending');
    expect(getSession()?.userauth.authtoken).toBe('token-1');
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    await user.type(await screen.findByLabelText('Email'), 'traveller@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  it('changes a required password, then goes home with menus', async () => {
    const user = userEvent.setup();
    await saveLogin(loginFixture({ passwordchange: true }));
    const router = renderAppAt('/password-change');
    await heading('Change password');

    await user.type(screen.getByLabelText('Current password'), 'Demo@12345');
    await user.type(screen.getByLabelText('New password'), 'Fresh@2026x');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh@2026y');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(requests.filter((r) => r.body.includes('changepassword'))).toEqual([]);

    answers['/api/service'] = { status: 200, body: { ApiStatus: { Status: 'OK', Message: 'Password changed' } } };
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh@2026x');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await heading('Flights');
    expect(router.state.location.pathname).toBe('/flights');
    // Home screens read in the background too (recent trips): find the change among the calls.
    const change = requests.find((r) => r.body.includes('changepassword'));
    expect(JSON.parse(change!.body)).toEqual({
      opid: 'TG-PROFILE',
      action: 'changepassword',
      oldpassword: 'Demo@12345',
      newpassword: 'Fresh@2026x',
    });
    expect(getSession()?.passwordchange).toBe(false);
    // The header's menus; the phone's bottom bar (hidden from sm up by CSS, which jsdom does not apply) is the other "Main".
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('logs out: revokes the token, clears the vault and returns to login', async () => {
    const user = userEvent.setup();
    await saveLogin(loginFixture());
    // Something left in localStorage: logout must clear it.
    localStorage.setItem('voyage.ticketPollMs', '1000');
    await db.trips.put({
      tripid: '710001',
      profileid: loginFixture().profilemaster.profileid,
      status: 'pending',
      fromdate: '2026-12-01',
    });
    answers['/api/dispatcher/logout'] = { status: 200, body: { wsstatus: { Status: 'OK', Message: 'Logged out' } } };
    const router = renderAppAt('/flights');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await heading('Login');
    expect(router.state.location.pathname).toBe('/');
    // Only reads went to the service (home-page reads run in the background); the one change is the logout.
    expect(requests.filter((r) => r.url !== '/api/service').map((r) => r.url)).toEqual(['/api/dispatcher/logout']);
    const serviceCalls = requests
      .filter((r) => r.url === '/api/service')
      .map((r) => JSON.parse(r.body) as { opid: string; action?: string; act?: string });
    const mutating = serviceCalls.filter((c) =>
      Object.values(operations).some(
        (op) => op.opid === c.opid && op.action === (c.action ?? c.act ?? null) && op.mutates,
      ),
    );
    expect(mutating).toEqual([]);
    expect(getSession()).toBeNull();
    expect(await db.trips.count()).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(await db.vault.count()).toBe(0);
  });
});
