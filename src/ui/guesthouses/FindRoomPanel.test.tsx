import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api';
import type { FoundGuestHouse } from '../../contract/guesthouses/operations';
import type { Reservation } from '../../contract/guesthouses/shapes';
import { FindRoomPanel } from './FindRoomPanel';
import { findRooms, reserveRoom } from './guesthouse-api';

/* "Find a room" with its calls swapped for fakes: search, reserve, and a room taken meanwhile. */

const HOUSE: FoundGuestHouse = {
  guesthouseid: 'GHH1',
  name: 'Acme Guest House Andheri',
  cityid: 'in-mumbai',
  city: 'Mumbai',
  address: 'MIDC Road, Andheri East',
  checkintime: '12:00',
  checkouttime: '11:00',
  contactname: 'Sunita Desai',
  contactphone: '+91 22 6650 1400',
  active: true,
  rooms: [{ roomid: 'R1', guesthouseid: 'GHH1', name: 'Room 1', roomtype: 'double', capacity: 2, active: true }],
};
const RESERVED = { reference: 'GHABCD2345', guesthousename: HOUSE.name, roomname: 'Room 1' } as Reservation;

vi.mock('./guesthouse-api', () => ({
  loadCities: vi.fn(async () => ({
    cities: [
      { cityid: 'in-delhi', city: 'Delhi', country: 'India' },
      { cityid: 'in-mumbai', city: 'Mumbai', country: 'India' },
    ],
    withguesthouses: ['in-mumbai'],
  })),
  findRooms: vi.fn(async () => ({ nights: 1, guesthouses: [HOUSE] })),
  reserveRoom: vi.fn(async () => RESERVED),
}));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderPanel = () =>
  render(
    <MantineProvider>
      <FindRoomPanel />
    </MantineProvider>,
  );

describe('FindRoomPanel', () => {
  it('offers only cities with a guest house, lists the free rooms and reserves one', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Find rooms' }));
    // Delhi comes first but has no guest house: Mumbai is the first city offered.
    expect(findRooms).toHaveBeenCalledWith(expect.objectContaining({ cityid: 'in-mumbai', guests: 1 }));
    const house = await screen.findByRole('region', { name: HOUSE.name });
    expect(house.textContent).toContain('Room 1 · Double, sleeps 2');
    await userEvent.click(within(house).getByRole('button', { name: `Reserve room Room 1 at ${HOUSE.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve this room?' });
    expect(dialog.textContent).toContain('there is nothing to pay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm reservation' }));
    expect(reserveRoom).toHaveBeenCalledWith('R1', expect.objectContaining({ cityid: 'in-mumbai' }));
    expect((await screen.findByText(/reference GHABCD2345/)).textContent).toContain('Acme Guest House Andheri, room Room 1');
    // The same search runs again, so the room just taken is no longer offered.
    expect(findRooms).toHaveBeenCalledTimes(2);
  });

  it('shows the server refusal when the room was taken meanwhile, keeping the dialog open', async () => {
    vi.mocked(reserveRoom).mockRejectedValueOnce(new ApiError(409, 'roomid: no longer free for the nights from 2026-12-01 to 2026-12-02'));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Find rooms' }));
    await userEvent.click(await screen.findByRole('button', { name: `Reserve room Room 1 at ${HOUSE.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve this room?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm reservation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('no longer free');
  });
});
