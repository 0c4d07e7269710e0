import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offer } from '../../../domain/flight-filters.fixtures';
import { summariseOffer } from '../../../contract/flights/search';
import type { FlightOffer } from '../../../domain/flight-offer';
import type { OfferList } from '../../../machines/flights/flight-search.machine';
import type { FlightSearchQuery } from '../search/flight-query';
import { FlightResultsPage, NO_FLIGHTS_MESSAGE, type FlightResultsPageProps } from './FlightResultsPage';

const SIZES = { clientHeight: 800, clientWidth: 1000, offsetHeight: 150, offsetWidth: 1000 } as const;
beforeAll(() => {
  for (const [p, size] of Object.entries(SIZES))
    Object.defineProperty(HTMLElement.prototype, p, { configurable: true, get: () => size });
});
afterAll(() => {
  for (const p of Object.keys(SIZES)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
});
afterEach(cleanup);

const sector = (origin: string, destination: string, jdate: string) => ({ origin, destination, jdate });
const multi: FlightSearchQuery = {
  triptype: 'multicity',
  domint: 'domestic',
  cabin: 'business',
  adults: 2,
  children: 1,
  infants: 1,
  sectors: [sector('BLR', 'DEL', '2099-12-01'), sector('DEL', 'BOM', '2099-12-03'), sector('BOM', 'BLR', '2099-12-06')],
};
const list = (s: { origin: string; destination: string; jdate: string }, offers: FlightOffer[]): OfferList => ({
  ...s,
  offers: offers.map(summariseOffer),
});

function renderPage(props: Partial<FlightResultsPageProps>) {
  const onRetry = vi.fn();
  render(
    <MantineProvider>
      <FlightResultsPage
        query={multi}
        status="results"
        lists={[]}
        error=""
        onRetry={onRetry}
        loadRules={vi.fn()}
        loadMoreFares={vi.fn()}
        policy={undefined}
        policyUser={null}
        checkBooking={vi.fn()}
        onBook={vi.fn()}
        {...props}
      />
    </MantineProvider>,
  );
  return onRetry;
}

const oneway: FlightSearchQuery = { ...multi, triptype: 'oneway', adults: 1, children: 0, infants: 0, sectors: multi.sectors.slice(0, 1) };
const MUMBAI_GOA = "Travel between Mumbai and Goa is not allowed by your company's travel policy";

describe('flight results page', () => {
  it('names the search and gives each multi-city sector its own list', async () => {
    const lists = multi.sectors.map((s, i) => list(s, i === 2 ? [] : [offer({ key: `s${i}`, fares: [`${4000 + i}.00`] })]));
    renderPage({ lists });
    expect(screen.getByRole('heading', { level: 1, name: 'Multi-city flights' })).toBeTruthy();
    expect(
      screen.getByText(
        'BLR → DEL Tue, 1 Dec 2099 · DEL → BOM Thu, 3 Dec 2099 · BOM → BLR Sun, 6 Dec 2099 · 2 adults, 1 child, 1 infant · Business',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Sector 1: BLR → DEL',
      'Sector 2: DEL → BOM',
      'Sector 3: BOM → BLR',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Sector 3: BOM → BLR' }));
    expect(screen.getByText('No flights found for this sector.')).toBeTruthy();
  });

  it('shows both ways of an international round trip’s combined offer, and the total once chosen', async () => {
    const both = offer({ key: 'rt', carrier: 'AI', fares: ['42000.00'] });
    both.segments.push({ ...both.segments[0]!, tripnumber: 2, origin: 'DEL', destination: 'BLR', departure: '2099-12-05T18:00', arrival: '2099-12-05T20:30' });
    const query = { ...multi, triptype: 'roundtrip' as const, domint: 'international' as const, sectors: multi.sectors.slice(0, 1) };
    renderPage({ query, lists: [list(query.sectors[0]!, [both])] });
    expect(screen.queryByRole('tab')).toBeNull();
    const row = screen.getByRole('article', { name: /^Air India AI 101/ });
    expect(within(row).getByText('Return: Air India AI 101')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: /^Select/ }));
    const summary = screen.getByRole('region', { name: 'Your selection' });
    expect(within(summary).getByText(/^Total:/).textContent).toBe('Total: ₹42,000');
  });

  it('books only after VALIDATESEARCH: a blocked sector is refused with its reason and nothing opens', async () => {
    const checkBooking = vi.fn(async () => ({ status: 'NOK' as const, message: MUMBAI_GOA }));
    const onBook = vi.fn();
    const flight = offer({ key: 'bom-goi', fares: ['3900.00'] });
    renderPage({ query: oneway, lists: [list(oneway.sectors[0]!, [flight])], checkBooking, onBook });
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Select IndiGo/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(checkBooking).toHaveBeenCalledWith([{ flightkey: 'bom-goi', farekey: flight.fares[0]!.farekey }]);
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('This flight cannot be booked');
    expect(refusal.textContent).toContain(MUMBAI_GOA);
    expect(onBook).not.toHaveBeenCalled();
  });

  it('opens booking with the farekeys in the lists’ order once every list has a choice', async () => {
    const checkBooking = vi.fn(async () => ({ status: 'OK' as const, message: '' }));
    const onBook = vi.fn();
    const query = { ...multi, sectors: multi.sectors.slice(0, 2) };
    const lists = query.sectors.map((s, i) => list(s, [offer({ key: `s${i}`, carrier: i ? 'AI' : '6E', fares: [`${5000 + i}.00`] })]));
    renderPage({ query, lists, checkBooking, onBook });
    await userEvent.click(screen.getByRole('tab', { name: 'Sector 2: DEL → BOM' }));
    await userEvent.click(screen.getByRole('button', { name: /^Select Air India/ }));
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Sector 1: BLR → DEL' }));
    await userEvent.click(screen.getByRole('button', { name: /^Select IndiGo/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await vi.waitFor(() => expect(onBook).toHaveBeenCalledWith(['F0-5000.00', 'F0-5001.00']));
    expect(checkBooking).toHaveBeenCalledWith([
      { flightkey: 's0', farekey: 'F0-5000.00' },
      { flightkey: 's1', farekey: 'F0-5001.00' },
    ]);
  });

  it('says when nothing flies, and offers a retry after a failure', async () => {
    renderPage({ status: 'noResults' });
    expect(screen.getByText(NO_FLIGHTS_MESSAGE)).toBeTruthy();
    cleanup();
    const onRetry = renderPage({ status: 'failed', error: 'The airline is not answering right now. Please try again later.' });
    expect(screen.getByRole('alert').textContent).toContain('The airline is not answering right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
