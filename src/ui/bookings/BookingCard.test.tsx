import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { MyBooking } from '../../contract/bookings/operations';
import { renderScreen } from '../shared/screen-test-kit';
import { BookingCard } from './BookingCard';

// The link's target as the router would build it: the path and its search.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, search, children, ...rest }: { to: string; search?: () => Record<string, string>; children: ReactNode }) => (
    <a {...rest} href={search ? `${to}?${new URLSearchParams(search()).toString()}` : to}>
      {children}
    </a>
  ),
}));

const RESERVATION: MyBooking = {
  product: 'guesthouse', txid: 'GHAB23CD45', reference: 'GHAB23CD45', fromdate: '2026-12-10', todate: '2026-12-12',
  route: 'Acme Transit House Koramangala, Bengaluru · 101', travellers: ['Rahul Verma'], amount: '0.00', currency: 'INR',
  paymentmode: '', status: 'reserved', tripid: '', bookedat: '2026-11-29T10:00:00.000Z', ticketpath: '/guesthouse?tab=mine',
};

afterEach(cleanup);

describe('BookingCard of a guest house reservation', () => {
  it('shows its reference, house and dates, opens the reservations, and offers no amount, invoice or Add to trip', () => {
    const onAddToTrip = vi.fn();
    renderScreen(<BookingCard booking={RESERVATION} onAddToTrip={onAddToTrip} />);
    const card = screen.getByRole('article', { name: 'Guest house Acme Transit House Koramangala, Bengaluru · 101 GHAB23CD45' });
    expect(within(card).getByText('Reservation: GHAB23CD45')).toBeTruthy();
    expect(within(card).getByText('Reserved')).toBeTruthy();
    expect(within(card).getByText(/No payment: the company's own guest house/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open reservation' }).getAttribute('href')).toBe('/guesthouse?tab=mine');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByText(/₹/)).toBeNull();
  });
});
