import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../routes/-app-test-kit';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { searchAnswer } from './hotels-test-kit';

/** The /hotels routes in the whole app against a fake server: the URL is the search. */

type Call = Record<string, unknown> & { action?: string };
let calls: Call[] = [];

beforeEach(() => {
  calls = [];
  setSession(loginFixture());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    const answer = body.action === 'searchhotels' ? searchAnswer(3, 'S9') : {};
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  act(() => setSession(null));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/hotels routes', { timeout: 20_000 }, () => {
  it.each([
    ['/hotels/results'],
    ['/hotels/results?hs=in-bengaluru%3B2099-12-16%3B2099-12-14%3B2'],
    ['/hotels/results?hs=x%3By'],
  ])('sends %s back to the search form', async (url) => {
    const router = renderAppAt(url);
    expect(await screen.findByRole('form', { name: 'Hotel search' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/hotels');
  });

  it('searches the URL’s search and adds its searchid to the URL for a reload', async () => {
    const hs = 'in-bengaluru.whitefield;2099-12-14;2099-12-16;2';
    const router = renderAppAt(`/hotels/results?hs=${encodeURIComponent(hs)}`);
    expect(await screen.findByText('3 hotels', {}, { timeout: 5_000 })).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ hs, sid: 'S9' }));
    // The shell asks its own questions too (approval count…): of the hotel calls, one search, the
    // searchid joining the URL searched nothing again.
    expect(screen.getByText('3 hotels')).toBeTruthy();
    expect(calls.filter((c) => c.opid === 'TG-HOTEL').map((c) => c.action)).toEqual(['searchhotels']);
  });

  it('keeps a voucher path off the hotel details page', async () => {
    const router = renderAppAt('/hotels/voucher/HT123');
    // The voucher page asks for the booking; a details page would have asked for a hotel of a search.
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.opid === 'TG-HOTEL').map((c) => [c.action, c.txid])).toContainEqual(['gethotelbooking', 'HT123']),
    );
    expect(router.state.location.pathname).toBe('/hotels/voucher/HT123');
    expect(calls.filter((c) => c.action === 'gethoteldetails')).toEqual([]);
  });
});
