import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offer } from '../../../domain/flight-filters.fixtures';
import { summariseOffer } from '../../../contract/flights/search';
import type { FlightOffer } from '../../../domain/flight-offer';
import type { FlightPolicy } from '../../../domain/flight-policy';
import { blockedPair, policyWith } from '../../../domain/flight-policy.fixtures';
import { OfferListPanel } from './OfferListPanel';
import { ResultsServicesContext } from './results-services';

/*
 * jsdom lays nothing out: the virtual list's scroll box is given a size (client*), and each row a
 * height (offsetHeight), so it renders the rows in view as a browser would.
 */
const SIZES = { clientHeight: 800, clientWidth: 1000, offsetHeight: 150, offsetWidth: 1000 } as const;
const saved = Object.keys(SIZES).map((p) => [p, Object.getOwnPropertyDescriptor(HTMLElement.prototype, p)] as const);
beforeAll(() => {
  for (const [p, size] of Object.entries(SIZES))
    Object.defineProperty(HTMLElement.prototype, p, { configurable: true, get: () => size });
});
afterAll(() => {
  for (const [p, descriptor] of saved)
    if (descriptor) Object.defineProperty(HTMLElement.prototype, p, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
});
afterEach(cleanup);

const CARRIERS = ['6E', 'AI', 'UK', 'SG'];
/** n offers over the day: carriers, times, durations, stops and prices all spread. */
function manyOffers(n: number): FlightOffer[] {
  return Array.from({ length: n }, (_, i) => {
    const minute = (i * 37) % 1440;
    const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const price = 3000 + ((i * 7919) % 9000);
    return offer({
      key: `k${i}`,
      carrier: CARRIERS[i % 4],
      departs: hhmm,
      duration: 120 + ((i * 13) % 200),
      stops: i % 3 === 0 ? 1 : 0,
      fares: [`${price}.00`, `${price + 1500}.00`],
      refundable: i % 5 === 0 ? 'Y' : 'N',
    });
  });
}

const CORPORATE = { user_category: 'corporate' as const, isidentity: true };

/** `policy` undefined: not known (no badges, no policy filter), as before GETFLIGHTPOLICY answers. */
function renderList(offers: FlightOffer[], policy?: FlightPolicy | null) {
  const onFareRules = vi.fn();
  const onSelect = vi.fn();
  // GETMOREFARES answers the offer's full fares (the fixtures are full offers).
  const loadMoreFares = vi.fn(async (flightkey: string) => offers.find((o) => o.flightkey === flightkey)!.fares);
  render(
    <MantineProvider>
      <ResultsServicesContext.Provider value={{ loadMoreFares, policyUser: policy === undefined ? null : CORPORATE }}>
        <OfferListPanel
          list={{ origin: 'BLR', destination: 'DEL', jdate: '2026-12-01', offers: offers.map(summariseOffer) }}
          title="Onward"
          selectedFarekey={null}
          policy={policy}
          onFareRules={onFareRules}
          onSelect={onSelect}
        />
      </ResultsServicesContext.Provider>
    </MantineProvider>,
  );
  return { onFareRules, onSelect, loadMoreFares };
}

/** Economy only; a fare more than ₹1,000 above the list's lowest is out of policy. */
const POLICY: FlightPolicy = policyWith({
  domesticCabins: ['economy'],
  internationalCabins: ['economy'],
  lowestFareMarginPaise: 1_000_00n,
});

const list = () => screen.getByRole('list', { name: 'Onward flights BLR to DEL' });
const rows = () => within(list()).getAllByRole('listitem');
const firstRowName = () => within(rows()[0]!).getByRole('article').getAttribute('aria-label');
/** The filters come after the first paint, once the browser is idle (use-after-idle.ts). By label: role queries are slow on a busy machine. */
const filtersShown = () => screen.findByLabelText('Sort by', {}, { timeout: 20_000 });

describe('flight results list', { timeout: 30_000 }, () => {
  it('paints the offers first and the filters once idle, with the button for phones from the start', async () => {
    renderList(manyOffers(50));
    expect(rows().length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    expect(screen.getByText('Sort and filter').closest('button')).toBeTruthy();
    await filtersShown();
    await userEvent.click(screen.getByLabelText('Non-stop'));
    expect(screen.getByText('Sort and filter (1)').closest('button')).toBeTruthy();
  });

  it('renders only the rows in view of 5,000 offers, cheapest first', () => {
    renderList(manyOffers(5000));
    expect(screen.getByRole('status').textContent).toBe('5,000 flights');
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().length).toBeLessThan(20);
    expect(rows()[0]!.getAttribute('aria-setsize')).toBe('5000');
    const prices = screen.getAllByTestId('offer-price').map((p) => Number(p.textContent!.replace(/[₹,]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(3000);
  });

  it('sorts by departure and by duration', async () => {
    renderList(manyOffers(300));
    await filtersShown();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'departure');
    await waitFor(() => expect(firstRowName()).toMatch(/, 00:00 BLR to/));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'duration');
    await waitFor(() => expect(within(rows()[0]!).getByText('2h')).toBeTruthy());
  });

  it('filters by airline, stops, time and refundability, counting what is left', async () => {
    renderList(manyOffers(400));
    await filtersShown();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Air India (100)' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('100 of 400 flights'));
    expect(rows().every((r) => within(r).getByRole('article').getAttribute('aria-label')!.startsWith('Air India'))).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: '1 stop' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Before 6 AM' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Refundable only' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^\d+ of 400 flights$/));
    for (const row of rows()) expect(within(row).getByText('Refundable')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('400 flights'));
  });

  it('says so when the filters leave nothing', async () => {
    renderList([offer({ carrier: '6E', stops: 0 })]);
    await filtersShown();
    await userEvent.click(screen.getByRole('radio', { name: 'Refundable only' }));
    await waitFor(() => expect(screen.getByText(/No flights match these filters/)).toBeTruthy());
  });

  it('opens the fare rules, the other fares, and selects a fare', async () => {
    const only = offer({ key: 'x', carrier: 'UK', fares: ['4300.00', '7000.00'] });
    const { onFareRules, onSelect, loadMoreFares } = renderList([only]);
    const row = screen.getByRole('article', { name: 'Vistara UK 101, 09:00 BLR to 11:30 DEL' });
    expect(within(row).getByText('Check-in 15 KG · Cabin 7 KG')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: /^Fare rules of/ }));
    const listed = summariseOffer(only);
    expect(onFareRules).toHaveBeenCalledWith(listed, listed.fares[0]);
    const more = within(row).getByRole('button', { name: /^More fares of/ });
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const fares = within(row).getByRole('table', { name: /^Fares of/ });
    // What a fare includes comes from GETMOREFARES (the results carry lean fares).
    expect(await within(fares).findByText('Free meal, Free seat selection')).toBeTruthy();
    expect(loadMoreFares).toHaveBeenCalledWith('x', 'SANDBOX');
    expect(within(fares).getByText('Base ₹7,000 + taxes ₹0')).toBeTruthy();
    await userEvent.click(within(fares).getByRole('button', { name: 'Select the Flexi fare' }));
    expect(onSelect).toHaveBeenCalledWith(listed, listed.fares[1]);
  });

  it('badges each fare in or out of policy with the reason, and filters to fares in policy', async () => {
    const offers = [
      offer({ key: 'cheap', carrier: '6E', fares: ['4000.00', '6000.00'] }),
      offer({ key: 'dear', carrier: 'AI', departs: '13:00', fares: ['5500.00'] }),
      offer({ key: 'near', carrier: 'UK', departs: '15:00', fares: ['4900.00'] }),
    ];
    renderList(offers, POLICY);
    const row = (name: RegExp) => screen.getByRole('article', { name });
    expect(within(row(/^IndiGo/)).getByText('In policy')).toBeTruthy();
    expect(within(row(/^Vistara/)).getByText('In policy')).toBeTruthy();
    const dear = row(/^Air India/);
    expect(within(dear).getByText('Out of policy')).toBeTruthy();
    expect(
      within(dear).getByText(
        'Fare is ₹1,500 above the lowest fare of ₹4,000 for this search, more than the ₹1,000 your policy allows',
      ),
    ).toBeTruthy();
    await filtersShown();
    await userEvent.click(screen.getByRole('radio', { name: 'In policy only' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 of 3 flights'));
    expect(screen.queryByRole('article', { name: /^Air India/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'All fares' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 flights'));
  });

  it('marks a flight on a blocked sector with the reason', () => {
    const reason = "Travel between Bengaluru and Delhi is not allowed by your company's travel policy";
    renderList([offer({ key: 'b' })], { ...POLICY, blockedSectors: [blockedPair('BLR', 'DEL', reason)] });
    const row = screen.getByRole('article', { name: /^IndiGo/ });
    expect(within(row).getByText(`Blocked: ${reason}`)).toBeTruthy();
    expect(within(row).getByText('Out of policy')).toBeTruthy();
  });

  it('offers no badge and no policy filter until the policy is known', async () => {
    renderList([offer({ key: 'a' })]);
    await filtersShown();
    expect(screen.queryByText('In policy')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'In policy only' })).toBeNull();
  });
});
