import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../api/errors';
import { db } from '../../../db/database';
import { keptHotelSearch } from '../../../db/hotel-searches';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { answerCalls, renderScreen } from '../../shared/screen-test-kit';
import { searchAnswer } from '../hotels-test-kit';
import { keepSearchAnswer, NEEDS_CONNECTION } from '../search/kept-searches';
import { HotelResultsRoute } from './HotelResultsRoute';

/** The results page with no network: the answers kept on this device (docs/features/hotels.md "Offline"). */

const callOperation = vi.hoisted(() => vi.fn());
const navigate = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

const HS = 'in-bengaluru.whitefield;2099-12-14;2099-12-16;2';
const NOTICE = /^Offline: results from \d+ \w{3} \d{4}, \d\d:\d\d\. Prices are confirmed again before booking\.$/;

beforeEach(() => {
  setSession(loginFixture());
  callOperation.mockImplementation(
    answerCalls(
      { searchhotels: () => searchAnswer(3, 'S-new'), gethotelsearch: () => searchAnswer(3, 'S-old') },
      () => {
        throw new Error('unexpected call');
      },
    ),
  );
});
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  vi.restoreAllMocks();
  vi.clearAllMocks();
  await db.hotelSearches.clear();
});

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('hotel results offline', () => {
  it('keeps the answer it searched; offline, its results URL shows it with the time it was received', async () => {
    renderScreen(<HotelResultsRoute base="/hotels" hs={HS} sid={undefined} />);
    expect(await screen.findByText('3 hotels')).toBeTruthy();
    // IndexedDB in jsdom is slow on a busy machine: more than waitFor's default second.
    await vi.waitFor(async () => expect(await keptHotelSearch('P1', 'S-new')).toBeDefined(), { timeout: 5_000 });
    cleanup();
    callOperation.mockClear();

    offline();
    renderScreen(<HotelResultsRoute base="/hotels" hs={HS} sid="S-new" />);
    expect(await screen.findByText('3 hotels')).toBeTruthy();
    expect(screen.getByText(NOTICE)).toBeTruthy();
    expect(callOperation).not.toHaveBeenCalled();
  });

  it('shows the kept answer when the server cannot be reached', async () => {
    await keepSearchAnswer(HS, searchAnswer(3, 'S-old'));
    callOperation.mockRejectedValue(new NetworkError());
    renderScreen(<HotelResultsRoute base="/hotels" hs={HS} sid="S-old" />);
    expect(await screen.findByText('3 hotels')).toBeTruthy();
    expect(screen.getByText(NOTICE)).toBeTruthy();
  });

  it('answered online, shows no offline notice', async () => {
    renderScreen(<HotelResultsRoute base="/hotels" hs={HS} sid="S-old" />);
    expect(await screen.findByText('3 hotels')).toBeTruthy();
    expect(screen.queryByText(/^Offline:/)).toBeNull();
  });

  it.each([
    ['no searchid', undefined],
    ['a searchid kept for another search', 'S-other'],
    ['a searchid never kept', 'S-unknown'],
  ])('says that searching needs a connection for a results URL with %s', async (_, sid) => {
    await keepSearchAnswer('in-bengaluru.whitefield;2099-12-14;2099-12-17;2', searchAnswer(3, 'S-other'));
    offline();
    renderScreen(<HotelResultsRoute base="/hotels" hs={HS} sid={sid} />);
    expect((await screen.findByRole('alert')).textContent).toContain(NEEDS_CONNECTION);
    expect(callOperation).not.toHaveBeenCalled();
  });
});
