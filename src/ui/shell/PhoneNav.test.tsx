import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import {
  Outlet,
  RouterProvider,
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { MenuUser } from '../../domain/menus';
import { phoneNavigation } from '../../domain/phone-menus';
import { demoMenuUser } from '../../../tests/fixtures/menu-users';
import { answerCalls } from '../shared/screen-test-kit';
import { PhoneNav } from './PhoneNav';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
vi.mock('../../session/store', () => {
  const session = () => ({ profilemaster: { profileid: 'phone-nav-test' } });
  return { getSession: session, useSession: session };
});

/** A 390 px wide phone: what Mantine's media queries (reduced motion, breakpoints) are asked against. */
function phoneMatchMedia(query: string): MediaQueryList {
  const max = /max-width:\s*([\d.]+)(px|em)/.exec(query);
  const min = /min-width:\s*([\d.]+)(px|em)/.exec(query);
  const px = (m: RegExpExecArray) => Number(m[1]) * (m[2] === 'em' ? 16 : 1);
  const matches = (!max || 390 <= px(max)) && (!min || 390 >= px(min)) && (max !== null || min !== null);
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}
beforeAll(() => {
  vi.stubGlobal('matchMedia', phoneMatchMedia);
  // The router restores the scroll position on each navigation; jsdom has no layout to scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const manager = (): MenuUser => demoMenuUser('manager@acme.test');

const onAction = vi.fn();
beforeEach(() => {
  callOperation.mockImplementation(
    answerCalls(
      { getapprovalcount: () => ({ ApiStatus: { Status: 'OK' }, trips: 1, bookings: 2, total: 3 }) },
      () => ({}),
    ),
  );
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  callOperation.mockReset();
  onAction.mockReset();
});

/** The bar over a page per destination, in the browser's own history so the back button is real. */
function renderAt(path: string) {
  window.history.pushState(null, '', path);
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <PhoneNav
          navigation={phoneNavigation(manager())}
          userName="Meera"
          version="Version 1"
          onAction={onAction}
          onSwitchBack={() => {}}
        />
      </>
    ),
  });
  const pages = ['/trips', '/approvals', '/bookings', '/flights', '/insurance'].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => <h1>{path}</h1> }),
  );
  const router = createRouter({ routeTree: root.addChildren(pages), history: createBrowserHistory() });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('PhoneNav', () => {
  it('shows the destinations with labels, marks the current one and carries the approvals count', async () => {
    renderAt('/approvals');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const approvals = await within(nav).findByRole('link', { name: 'Approvals, 3 waiting' });
    expect(approvals.getAttribute('aria-current')).toBe('page');
    // Labels are text under the icons; the count's badge is for the eye, the link's name says it.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.lastElementChild?.textContent),
    ).toEqual(['Home', 'Approvals', 'My bookings', 'Flights']);
    expect(within(nav).getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens More with the rest of the menus, follows a link and closes', async () => {
    const user = userEvent.setup();
    const router = renderAt('/trips');
    await user.click(await screen.findByRole('button', { name: 'More' }));
    const drawer = await screen.findByRole('dialog', { name: 'More' });
    expect(
      within(within(drawer).getByRole('region', { name: 'Travel' })).getByRole('link', { name: 'Travel Insurance' }),
    ).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: 'My bookings' })).toBeNull();
    await user.click(within(drawer).getByRole('link', { name: 'Travel Insurance' }));
    await screen.findByRole('heading', { name: '/insurance' });
    expect(router.state.location.pathname).toBe('/insurance');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'More' })).toBeNull());
  });

  it('runs the profile actions, Logout included', async () => {
    const user = userEvent.setup();
    renderAt('/trips');
    await user.click(await screen.findByRole('button', { name: 'More' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'More' })).getByRole('button', { name: 'Logout' }),
    );
    expect(onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'More' })).toBeNull());
  });

  it('closes on the first back, and the second back leaves the page', async () => {
    const user = userEvent.setup();
    const router = renderAt('/trips');
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My bookings' }),
    );
    await screen.findByRole('heading', { name: '/bookings' });
    await user.click(screen.getByRole('button', { name: 'More' }));
    await screen.findByRole('dialog', { name: 'More' });

    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'More' })).toBeNull());
    expect(router.state.location.pathname).toBe('/bookings');

    window.history.back();
    await screen.findByRole('heading', { name: '/trips' });
  });
});
