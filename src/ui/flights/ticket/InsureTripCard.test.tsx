import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { cacheAirports } from '../../../db/airports';
import { renderScreen } from '../../shared/screen-test-kit';
import { InsureTripCard } from './InsureTripCard';
import { parsedInvoice, roundTripWire } from './flight-ticket-test-kit';

// The link's target as the router would write it, without a router.
vi.mock('@tanstack/react-router', () => ({
  Link: ({
    to,
    search,
    children,
    ...rest
  }: {
    to: string;
    search: Record<string, string>;
    children: React.ReactNode;
  }) => (
    <a href={`${to}?${new URLSearchParams(search).toString()}`} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const SINGAPORE = {
  code: 'SIN',
  name: 'Singapore Changi Airport',
  location: 'Singapore',
  country: 'Singapore',
  countrycode: 'SG',
  lat: 1.3644,
  lng: 103.9915,
};

describe('Insure this trip', () => {
  it('links a paid booking to the insurance search with its dates and travellers', async () => {
    renderScreen(<InsureTripCard invoice={parsedInvoice(roundTripWire('Ticketed'))} />);
    const card = await screen.findByRole('region', { name: 'Insure this trip' });
    const link = within(card).getByRole('link', { name: 'See insurance plans for this trip' });
    // Onward on 14 March, the return landing on 21 March, two travellers (each listed once per flight),
    // every airport in India: the domestic category.
    await waitFor(() =>
      expect(decodeURIComponent(link.getAttribute('href')!)).toBe('/insurance?trip=2026-03-14;2026-03-21;2;domestic;DOM;'),
    );
    expect(card.textContent).toContain('within India');
  });

  it('picks the international category of the countries the route reaches', async () => {
    await cacheAirports([SINGAPORE]);
    const invoice = parsedInvoice(roundTripWire('Ticketed'));
    invoice.sectorRecords[0]!.destination = 'SIN';
    renderScreen(<InsureTripCard invoice={invoice} />);
    const card = await screen.findByRole('region', { name: 'Insure this trip' });
    const link = within(card).getByRole('link', { name: 'See insurance plans for this trip' });
    await waitFor(() => expect(decodeURIComponent(link.getAttribute('href')!)).toContain(';2;international;ASIA;SG'));
    expect(card.textContent).toContain('to Singapore');
  });

  it('offers nothing for a booking nobody travels on', () => {
    renderScreen(<InsureTripCard invoice={parsedInvoice(roundTripWire('Cancelled'))} />);
    expect(screen.queryByRole('region', { name: 'Insure this trip' })).toBeNull();
  });
});
