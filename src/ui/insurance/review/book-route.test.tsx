import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '../../../routes/-router';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { INS, fakeServer } from './review-test-kit';

/** The /insurance/book route: what it does with the URL's ins, approvalid and payment. */

beforeEach(() => {
  fakeServer();
  setSession(loginFixture());
  // jsdom lacks scrollTo; the router calls it on navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  act(() => setSession(null));
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(url: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('/insurance/book', { timeout: 20_000 }, () => {
  it.each([['/insurance/book'], ['/insurance/book?ins='], ['/insurance/book?ins=R1%3BPLAN%3Bnot-money']])(
    'sends %s to the search page',
    async (url) => {
      const router = renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Search & Insurance' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/insurance');
    },
  );

  it('reviews the plan of a readable query, with the failed-payment notice', async () => {
    const router = renderAt(`/insurance/book?${new URLSearchParams({ ins: INS, payment: 'failed' })}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Insurance' })).toBeTruthy();
    expect(await screen.findByText('Payment failed. You have not been charged. Please try again.')).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ ins: INS, payment: 'failed' });
  });
});
