import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../api/errors';
import { db } from '../../../db/database';
import { hotelDetailsKey, keptHotelSearch } from '../../../db/hotel-searches';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { renderScreen } from '../../shared/screen-test-kit';
import type { HotelDetailsAnswer } from '../hotel-search-api';
import { keepSearchAnswer } from '../search/kept-searches';
import { searchAnswer } from '../hotels-test-kit';
import { DETAILS_NEED_CONNECTION, HotelDetailsRoute } from './HotelDetailsRoute';

/** A hotel opened before reads offline from this device (docs/features/hotels.md "Offline"). */

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ history: { back: vi.fn() } }) }));

const answer = {
  ResponseStatus: { status: 'OK' },
  searchid: 'S1',
  hotel: {
    ...searchAnswer(1, 'S1').hotels[0]!,
    city: 'Bengaluru',
    country: 'India',
    countrycode: 'IN',
    amenities: [],
    photos: [],
    description: 'A business hotel near the tech parks.',
    checkintime: '14:00',
    checkouttime: '12:00',
  },
  rates: [],
} as unknown as HotelDetailsAnswer;

beforeEach(() => {
  setSession(loginFixture());
  // Calls a test does not answer (the colleagues' reviews under the rates) fail, and the page leaves them out.
  callOperation.mockRejectedValue(new Error('not answered in this test'));
});
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  vi.restoreAllMocks();
  vi.clearAllMocks();
  await db.hotelSearches.clear();
});

describe('hotel details offline', () => {
  it('keeps the hotel it loaded; with no server, shows it again with the time it was received', async () => {
    await keepSearchAnswer('in-bengaluru.whitefield;2099-12-14;2099-12-16;2', searchAnswer(1, 'S1'));
    callOperation.mockResolvedValueOnce(answer);
    renderScreen(<HotelDetailsRoute searchid="S1" hotelcode="in-bengaluru-0001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Hotel 1' })).toBeTruthy();
    expect(screen.queryByText(/^Offline:/)).toBeNull();
    cleanup();

    // IndexedDB in jsdom is slow on a busy machine: more than waitFor's default second.
    await vi.waitFor(
      async () => expect(await keptHotelSearch('P1', hotelDetailsKey('S1', 'in-bengaluru-0001'))).toBeDefined(),
      {
        timeout: 5_000,
      },
    );
    callOperation.mockRejectedValue(new NetworkError());
    renderScreen(<HotelDetailsRoute searchid="S1" hotelcode="in-bengaluru-0001" />);
    expect(
      await screen.findByText(/^Offline: rates from .*\. Prices are confirmed again before booking\.$/),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Test Hotel 1' })).toBeTruthy();
  });

  it('says that it needs a connection for a hotel never opened', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderScreen(<HotelDetailsRoute searchid="S1" hotelcode="in-bengaluru-0002" />);
    expect((await screen.findByRole('alert')).textContent).toContain(DETAILS_NEED_CONNECTION);
    expect(callOperation).not.toHaveBeenCalled();
  });
});
