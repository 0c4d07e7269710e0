import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, renderScreen } from '../../shared/screen-test-kit';
import { searchAnswer } from '../hotels-test-kit';
import { HotelResultsRoute } from './HotelResultsRoute';

const callOperation = vi.hoisted(() => vi.fn());
const navigate = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

// jsdom has no layout: the virtual list sees an 800 px box of 150 px rows.
const SIZES = { clientHeight: 800, clientWidth: 1000, offsetHeight: 150, offsetWidth: 1000 } as const;
beforeAll(() => {
  for (const [p, size] of Object.entries(SIZES))
    Object.defineProperty(HTMLElement.prototype, p, { configurable: true, get: () => size });
});
afterAll(() => {
  for (const p of Object.keys(SIZES)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
});

const HS = 'in-bengaluru.whitefield;2099-12-14;2099-12-16;2';
const CITY = 2000;

beforeEach(() => {
  callOperation.mockImplementation(
    answerCalls(
      { searchhotels: () => searchAnswer(CITY, 'S-new'), gethotelsearch: () => searchAnswer(CITY, 'S-old') },
      () => {
        throw new Error('unexpected call');
      },
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const actions = () => callOperation.mock.calls.map(([op]) => (op as { action: string }).action);
const cardNames = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('hotel results', { timeout: 20_000 }, () => {
  it('searches, puts the searchid in the URL, and renders only the cards in view of 2,000', async () => {
    renderScreen(<HotelResultsRoute base="/hotels" hs={HS} sid={undefined} />);
    expect(screen.getByText('Searching hotels...')).toBeTruthy();
    expect(await screen.findByText('2,000 hotels')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Hotels near Whitefield, Bengaluru, India' })).toBeTruthy();
    expect(callOperation.mock.calls[0]![1]).toEqual({
      placeid: 'in-bengaluru.whitefield',
      checkin: '2099-12-14',
      checkout: '2099-12-16',
      rooms: [{ adults: 2, childages: [] }],
    });
    expect(navigate).toHaveBeenCalledWith({ to: '/hotels/results', search: { hs: HS, sid: 'S-new' }, replace: true });
    // The cards come after the first idle moment (capped at 1 s): more than waitFor's default second on a busy machine.
    const card = await vi.waitFor(
      () => {
        const cards = screen.getAllByRole('article');
        expect(cards.length).toBeLessThan(30);
        return cards[0]!;
      },
      { timeout: 10_000 },
    );
    expect(within(card).getByRole('img', { name: /^\d-star$/ })).toBeTruthy();
    // The photo comes once the card has stayed in the list a moment (HotelPhoto.tsx).
    const photo = await within(card).findByRole('img', { name: /^Photo of Test Hotel/ });
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(within(card).getByText('Free cancellation')).toBeTruthy();
    expect(within(within(card).getByRole('list', { name: 'Amenities' })).getByText(/Free Wi-Fi/)).toBeTruthy();
  });

  it('reads a reloaded search again by its searchid instead of searching', async () => {
    renderScreen(<HotelResultsRoute base="/hotels" hs={HS} sid="S-old" />);
    expect(await screen.findByText('2,000 hotels')).toBeTruthy();
    expect(actions()).toEqual(['gethotelsearch']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('filters change the count, and sorting changes the order', async () => {
    renderScreen(<HotelResultsRoute base="/hotels" hs={HS} sid={undefined} />);
    const fiveStar = await screen.findByRole('checkbox', { name: '5-star (400)' });
    await userEvent.click(fiveStar);
    expect(await screen.findByText('400 of 2,000 hotels')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: /^In policy only \(\d+\)$/ }));
    // Every third hotel is out of policy: 400 five-star hotels, 133 of them out.
    expect(await screen.findByText('267 of 2,000 hotels')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'pricehigh');
    await vi.waitFor(() => expect(cardNames()[0]).toBe('Test Hotel 2000'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'pricelow');
    await vi.waitFor(() => expect(cardNames()[0]).toBe('Test Hotel 5'));
  });

  it('shows the hotels as buttons on a drawn map; choosing one shows its card', async () => {
    renderScreen(<HotelResultsRoute base="/hotels" hs={HS} sid={undefined} />);
    await screen.findByText('2,000 hotels');
    // The map takes the list's first 400: by price, hotels 1 to 400.
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'pricelow');
    await userEvent.click(screen.getByRole('radio', { name: 'Map' }));
    const map = await screen.findByRole('region', { name: 'Map of hotels around Whitefield, Bengaluru, India' });
    const dots = within(map).getAllByRole('button');
    expect(dots).toHaveLength(400);
    expect(within(map).getByText(/first 400 of 2000 hotels/)).toBeTruthy();
    const dot = within(map).getByRole('button', { name: 'Test Hotel 7, 2-star, ₹2,060 per night' });
    await userEvent.click(dot);
    expect(dot.getAttribute('aria-pressed')).toBe('true');
    const card = screen.getByRole('article', { name: 'Test Hotel 7' });
    await userEvent.click(within(card).getByRole('button', { name: 'View rooms' }));
    expect(navigate).toHaveBeenLastCalledWith({
      to: '/hotels/$searchid/$hotelcode',
      params: { searchid: 'S-new', hotelcode: 'in-bengaluru-0007' },
    });
  });

  it('gives the reasons of an out-of-policy rate behind a button', async () => {
    renderScreen(<HotelResultsRoute base="/hotels" hs={HS} sid={undefined} />);
    await screen.findByText('2,000 hotels');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'pricelow');
    await vi.waitFor(() => expect(cardNames()[0]).toBe('Test Hotel 1'));
    const card = screen.getByRole('article', { name: 'Test Hotel 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Out of policy' }));
    expect(await screen.findByText('Above the nightly limit of ₹8,000')).toBeTruthy();
  });

  it('offers a retry when the search fails', async () => {
    callOperation.mockRejectedValueOnce(
      new Error('The hotel supplier is not answering right now. Please try again later.'),
    );
    renderScreen(<HotelResultsRoute base="/hotels" hs={HS} sid={undefined} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The hotel supplier is not answering');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2,000 hotels')).toBeTruthy();
  });
});
