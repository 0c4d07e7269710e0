import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { INS, fakeServer } from './review-test-kit';
import { renderAppAt } from '../../../routes/-app-test-kit';

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

describe('/insurance/book', { timeout: 20_000 }, () => {
  it.each([['/insurance/book'], ['/insurance/book?ins='], ['/insurance/book?ins=R1%3BPLAN%3Bnot-money']])(
    'sends %s to the search page',
    async (url) => {
      const router = renderAppAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Search & Insurance' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/insurance');
    },
  );

  it('reviews the plan of a readable query, with the failed-payment notice', async () => {
    const router = renderAppAt(`/insurance/book?${new URLSearchParams({ ins: INS, payment: 'failed' })}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Insurance' })).toBeTruthy();
    expect(await screen.findByText('Payment failed. You have not been charged. Please try again.')).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ ins: INS, payment: 'failed' });
  });
});
