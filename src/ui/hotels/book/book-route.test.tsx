import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../routes/-app-test-kit';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { searchAnswer } from '../hotels-test-kit';
import { KEY, dataFixture, unchanged } from './book-test-kit';

/** /hotels/book in the whole app: its search params, and the way in from a rate of the hotel's page. */

type Call = Record<string, unknown> & { action?: string };
let calls: Call[] = [];
const data = dataFixture();
const answers: Record<string, unknown> = {
  gethoteldetails: { ResponseStatus: { status: 'OK' }, searchid: 'S1', hotel: data.hotel, rates: [data.rate] },
  gethotelsearch: searchAnswer(1, 'S1'),
  recheckhotelrate: unchanged,
};

beforeEach(() => {
  calls = [];
  setSession(loginFixture());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    return new Response(JSON.stringify(answers[body.action ?? ''] ?? {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  act(() => setSession(null));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/hotels/book', { timeout: 20_000 }, () => {
  it.each([['/hotels/book'], ['/hotels/book?sid=S1&hotel=in-pune-0001'], ['/hotels/book?sid=S1&rate=K']])(
    'sends %s back to the hotel search',
    async (url) => {
      const router = renderAppAt(url);
      expect(await screen.findByRole('form', { name: 'Hotel search' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/hotels');
    },
  );

  it("opens from a rate's Book button on the hotel's page and rechecks that rate", async () => {
    const user = userEvent.setup();
    const router = renderAppAt('/hotels/S1/in-pune-0001');
    await user.click(await screen.findByRole('button', { name: 'Book Standard room, Room only, free cancellation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book your stay' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/hotels/book');
    expect(router.state.location.search).toEqual({ sid: 'S1', hotel: 'in-pune-0001', rate: KEY });
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    expect(calls.filter((c) => c.action === 'recheckhotelrate')).toEqual([expect.objectContaining({ ratekey: KEY })]);
  });
});
