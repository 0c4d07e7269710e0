import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FlightRecommendationWire } from '../../../contract/flights/recommendations';
import { summary } from '../../../domain/flight-filters.fixtures';
import { recommendFlights } from '../../../domain/flight-recommendations';
import type { FlightSearchQuery } from '../search/flight-query';
import { FlightResultsPage } from './FlightResultsPage';

/* The 'Recommended' strip above a results list: cards, Why?, Select, and the selection's feedback. */

const SIZES = { clientHeight: 800, clientWidth: 1000, offsetHeight: 150, offsetWidth: 1000 } as const;
beforeAll(() => {
  for (const [p, size] of Object.entries(SIZES))
    Object.defineProperty(HTMLElement.prototype, p, { configurable: true, get: () => size });
});
afterAll(() => {
  for (const p of Object.keys(SIZES)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
});
afterEach(cleanup);

const query: FlightSearchQuery = {
  triptype: 'oneway',
  domint: 'domestic',
  cabin: 'economy',
  adults: 1,
  children: 0,
  infants: 0,
  sectors: [{ origin: 'BLR', destination: 'DEL', jdate: '2099-12-01' }],
};
const offers = [
  summary({ key: 'cheap', carrier: '6E', departs: '06:00', duration: 300, stops: 1, fares: ['4000.00'] }),
  summary({ key: 'fast', carrier: 'AI', departs: '13:00', duration: 120, fares: ['9000.00'] }),
  summary({ key: 'mid', carrier: 'UK', departs: '18:00', duration: 150, fares: ['5234.00'] }),
];
const recommended: FlightRecommendationWire[] = recommendFlights(offers).map((r) => ({ list: 'onward', ...r }));

function renderPage(loadRecommendations: () => Promise<FlightRecommendationWire[]> = async () => recommended) {
  const sendFeedback = vi.fn();
  const checkBooking = vi.fn(async () => ({ status: 'OK' as const, message: '' }));
  const onBook = vi.fn();
  render(
    <MantineProvider>
      <FlightResultsPage
        query={query}
        status="results"
        lists={[{ ...query.sectors[0]!, offers }]}
        error=""
        onRetry={vi.fn()}
        loadRules={vi.fn()}
        loadMoreFares={vi.fn()}
        policy={undefined}
        policyUser={null}
        checkBooking={checkBooking}
        onBook={onBook}
        loadRecommendations={loadRecommendations}
        sendFeedback={sendFeedback}
      />
    </MantineProvider>,
  );
  return { sendFeedback, checkBooking, onBook };
}

describe('Recommended strip', () => {
  it('keeps the list back until the recommendations answer, so the strip never pushes it down', async () => {
    let answer: (r: FlightRecommendationWire[]) => void = () => undefined;
    renderPage(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status').textContent).toContain('Searching flights...');
    expect(screen.queryByRole('button', { name: /^Select/ })).toBeNull();
    answer(recommended);
    await screen.findByRole('region', { name: 'Recommended' });
    // The rows render as a transition after the strip (VirtualOfferList).
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Select/ }).length).toBeGreaterThan(3));
  });

  it('shows up to 3 cards with label, flight and price, and the reason behind Why?', async () => {
    renderPage();
    const strip = await screen.findByRole('region', { name: 'Recommended' });
    const cards = within(strip).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Cheapest: IndiGo 6E 101',
      'Fastest: Air India AI 101',
      'Best value: Vistara UK 101',
    ]);
    expect(within(cards[0]!).getByText('₹4,000')).toBeTruthy();
    expect(within(strip).queryByText(/less than the next cheapest/)).toBeNull();
    const why = within(cards[0]!).getByRole('button', { name: 'Why cheapest?' });
    await userEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(within(cards[0]!).getByText(/^₹1,234 less than the next cheapest/)).toBeTruthy();
  });

  it('selects the recommended fare like a row’s Select, and sends the feedback once per selection', async () => {
    const { sendFeedback, checkBooking } = renderPage();
    const strip = await screen.findByRole('region', { name: 'Recommended' });
    await userEvent.click(within(strip).getByRole('button', { name: 'Why best value?' }));
    const select = within(strip).getByRole('button', { name: 'Select best value: Vistara UK 101' });
    await userEvent.click(select);
    expect(select.textContent).toBe('Selected');
    const summaryRegion = screen.getByRole('region', { name: 'Your selection' });
    expect(within(summaryRegion).getByText(/^Total:/).textContent).toBe('Total: ₹5,234');
    expect(sendFeedback).toHaveBeenCalledTimes(1);
    expect(sendFeedback).toHaveBeenCalledWith({
      is_dropdown_opened: true,
      recommendation: { kind: 'bestvalue', flightkey: 'mid' },
      selection: { flightkey: 'mid', farekey: 'F0-5234.00' },
    });
    // The same fare again is not a new selection.
    await userEvent.click(select);
    expect(sendFeedback).toHaveBeenCalledTimes(1);
    // A row's Select is a selection too: sent against the list's first recommendation.
    await userEvent.click(screen.getByRole('button', { name: /^Select Air India/ }));
    expect(sendFeedback).toHaveBeenCalledTimes(2);
    expect(sendFeedback).toHaveBeenLastCalledWith({
      is_dropdown_opened: true,
      recommendation: { kind: 'cheapest', flightkey: 'cheap' },
      selection: { flightkey: 'fast', farekey: 'F0-9000.00' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(checkBooking).toHaveBeenCalledWith([{ flightkey: 'fast', farekey: 'F0-9000.00' }]);
  });
});
