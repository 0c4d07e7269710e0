import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../shared/screen-test-kit';
import type { HotelDetailsAnswer } from '../hotel-search-api';
import { HotelDetailsPage } from './HotelDetailsPage';

afterEach(cleanup);

const amounts = (base: string, tax: string, total: string) => ({ base, tax, total });
const answer: HotelDetailsAnswer = {
  ResponseStatus: { status: 'OK' },
  searchid: 'S1',
  hotel: {
    hotelcode: 'in-bengaluru-0042',
    name: 'Saffron Suites Whitefield',
    stars: 4,
    chain: null,
    address: '12 ITPL Main Road, Whitefield, Bengaluru',
    area: 'Whitefield',
    city: 'Bengaluru',
    country: 'India',
    countrycode: 'IN',
    lat: 12.97,
    lon: 77.75,
    distancekm: 0.8,
    amenities: [
      { code: 'wifi', label: 'Free Wi-Fi' },
      { code: 'pool', label: 'Swimming pool' },
    ],
    photos: [
      { photoid: 'p1', kind: 'exterior', url: '/api/hotel-photos/p1.svg' },
      { photoid: 'p2', kind: 'room', url: '/api/hotel-photos/p2.svg' },
    ],
    description: 'A business hotel near the tech parks.',
    checkintime: '14:00',
    checkouttime: '12:00',
    rating: 4.3,
    reviewcount: 812,
  },
  rates: [
    {
      ratekey: 'K1',
      roomtype: 'standard',
      roomname: 'Standard room',
      board: 'RO',
      boardname: 'Room only',
      refundable: false,
      cancellation: ['Non-refundable: no refund once booked'],
      nightly: amounts('4000.00', '200.00', '4200.00'),
      total: amounts('8000.00', '400.00', '8400.00'),
      policy: { inpolicy: true, reasons: [], needsapproval: false },
    },
    {
      ratekey: 'K2',
      roomtype: 'standard',
      roomname: 'Standard room',
      board: 'BB',
      boardname: 'Bed and breakfast',
      refundable: true,
      cancellation: ['Free cancellation until 72 hours before check-in', '50% from 72 to 24 hours before'],
      nightly: amounts('4800.50', '240.03', '5040.53'),
      total: amounts('9601.00', '480.06', '10081.06'),
      policy: { inpolicy: false, reasons: ['Above the nightly limit of ₹5,000'], needsapproval: true },
    },
  ],
};

describe('hotel details page', () => {
  it('shows the hotel, its photos, amenities, times and every rate with its terms', async () => {
    const onBack = vi.fn();
    renderScreen(<HotelDetailsPage state={{ status: 'loaded', answer }} onBack={onBack} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Saffron Suites Whitefield' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4-star' })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Saffron Suites Whitefield, photo 2 of 2 (room)' }).getAttribute('loading'),
    ).toBe('lazy');
    expect(screen.getByText(/Check-in from 14:00 · Check-out by 12:00/)).toBeTruthy();
    expect(screen.getByText('Swimming pool')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Rooms and rates' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Free cancellation')).toBeTruthy();
    expect(within(rows[1]!).getByText('50% from 72 to 24 hours before')).toBeTruthy();
    expect(within(rows[1]!).getByText('₹10,081.06')).toBeTruthy();
    expect(within(rows[0]!).getByText('Non-refundable')).toBeTruthy();
    expect(within(rows[0]!).getByText('In policy')).toBeTruthy();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Out of policy' }));
    expect(await screen.findByText('Above the nightly limit of ₹5,000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to results' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('says why a hotel could not be loaded and offers a retry', async () => {
    const onRetry = vi.fn();
    renderScreen(
      <HotelDetailsPage
        state={{ status: 'failed', error: 'searchid: search not found' }}
        onBack={vi.fn()}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('searchid: search not found');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
