import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import type { Reservation } from '../../contract/guesthouses/shapes';
import { cancelReservation, loadMyReservations } from './guesthouse-api';
import { MyReservationsPanel } from './MyReservationsPanel';

/* "My reservations" with its calls swapped for fakes: a reserved stay is cancelled; a past one is not offered. */

const STAY: Reservation = {
  reference: 'GHABCD2345',
  guesthouseid: 'GHH1',
  guesthousename: 'Acme Guest House Andheri',
  city: 'Mumbai',
  address: 'MIDC Road',
  checkintime: '12:00',
  checkouttime: '11:00',
  roomid: 'R1',
  roomname: 'Room 1',
  checkin: '2026-12-01',
  checkout: '2026-12-03',
  nights: 2,
  guests: 1,
  travellerprofileid: '20001',
  travellername: 'Rahul Verma',
  tripid: '',
  status: 'reserved',
  cancelreason: '',
  reservedat: '2026-11-20T10:00:00.000Z',
  cancellable: true,
};
const CANCELLED: Reservation = { ...STAY, reference: 'GHZZZZ2222', status: 'cancelled', cancelreason: 'Water supply cut', cancellable: false };

vi.mock('./guesthouse-api', () => ({
  loadMyReservations: vi.fn(async () => [STAY, CANCELLED]),
  cancelReservation: vi.fn(async () => ({ ...STAY, status: 'cancelled', cancellable: false })),
}));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('MyReservationsPanel', () => {
  it('lists the stays, shows why one was cancelled, and cancels a reserved one after asking', async () => {
    render(
      <MantineProvider>
        <MyReservationsPanel />
      </MantineProvider>,
    );
    const table = await screen.findByRole('table', { name: 'My guest house reservations' });
    const cancelled = within(table).getByText('GHZZZZ2222').closest('tr')!;
    expect(cancelled.textContent).toContain('Cancelled: Water supply cut');
    expect(within(cancelled).queryByRole('button')).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: 'Cancel reservation GHABCD2345' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this reservation?' });
    expect(dialog.textContent).toContain('Acme Guest House Andheri, room Room 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(cancelReservation).toHaveBeenCalledWith('GHABCD2345');
    // Read again after the change.
    await vi.waitFor(() => expect(loadMyReservations).toHaveBeenCalledTimes(2));
  });
});
