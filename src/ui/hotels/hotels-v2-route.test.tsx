import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/database';
import { renderAppAt } from '../../routes/-app-test-kit';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { searchAnswer } from './hotels-test-kit';
import { keepSearchAnswer } from './search/kept-searches';

/**
 * The hotel flow under /v2/hotels (docs/features/hotels.md "Versions") in the whole app against a
 * fake server: the same screens, and every step stays under /v2/hotels.
 */

// jsdom has no layout: the virtual list of results sees an 800 px box of 150 px rows.
const SIZES = { clientHeight: 800, clientWidth: 1000, offsetHeight: 150, offsetWidth: 1000 } as const;
beforeAll(() => {
  for (const [p, size] of Object.entries(SIZES))
    Object.defineProperty(HTMLElement.prototype, p, { configurable: true, get: () => size });
});
afterAll(() => {
  for (const p of Object.keys(SIZES)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
});

type Call = Record<string, unknown> & { action?: string };
let calls: Call[] = [];
const HS = 'in-bengaluru.whitefield;2099-12-14;2099-12-16;2';
// The form refuses stays more than a year ahead: a search it sends again is near today.
const SOON = `in-bengaluru.whitefield;${dayjs().add(10, 'day').format('YYYY-MM-DD')};${dayjs().add(12, 'day').format('YYYY-MM-DD')}`;

beforeEach(() => {
  calls = [];
  setSession(loginFixture());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    const answer =
      body.action === 'searchhotels'
        ? searchAnswer(3, 'S9')
        : body.action === 'gethotelsearch'
          ? searchAnswer(3, 'S8')
          : {};
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.hotelSearches.clear();
});

const hotelCalls = () => calls.filter((c) => c.opid === 'TG-HOTEL').map((c) => c.action);

describe('/v2/hotels routes', { timeout: 60_000 }, () => {
  it('renders the search form and lists the recent searches, each opening its results under /v2/hotels', async () => {
    await keepSearchAnswer(HS, searchAnswer(3, 'S8'));
    const router = renderAppAt('/v2/hotels');
    expect(await screen.findByRole('form', { name: 'Hotel search' })).toBeTruthy();
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    const link = within(recent).getByRole('link', { name: 'Whitefield, Bengaluru, India' });
    expect(within(recent).getByText('14–16 Dec 2099 · 1 room · 2 adults')).toBeTruthy();
    await userEvent.click(link);
    expect(await screen.findByText('3 hotels', {}, { timeout: 5_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/v2/hotels/results');
    expect(router.state.location.search).toEqual({ hs: HS, sid: 'S8' });
    expect(hotelCalls()).toEqual(['gethotelsearch']);
  });

  it('searches again and opens a hotel under /v2/hotels', async () => {
    const router = renderAppAt(`/v2/hotels/results?hs=${encodeURIComponent(`${SOON};2`)}`);
    expect(await screen.findByText('3 hotels', {}, { timeout: 5_000 })).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ hs: `${SOON};2`, sid: 'S9' }));

    await userEvent.click(screen.getByRole('button', { name: 'Modify search' }));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Room 1 adults' }, { timeout: 10_000 }),
      '1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search again' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/v2/hotels/results'));
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ hs: `${SOON};1`, sid: 'S9' }));

    const card = await screen.findByRole('article', { name: 'Test Hotel 1' }, { timeout: 10_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'View rooms' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/v2/hotels/S9/in-bengaluru-0001'));
    expect(hotelCalls()).toEqual(['searchhotels', 'searchhotels', 'gethoteldetails']);
  });

  it.each(['/v2/hotels/results?hs=x%3By', '/v2/hotels/book?sid=S9&hotel=in-bengaluru-0001'])(
    'sends %s back to the /v2/hotels form',
    async (url) => {
      const router = renderAppAt(url);
      expect(await screen.findByRole('form', { name: 'Hotel search' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/v2/hotels');
    },
  );
});
