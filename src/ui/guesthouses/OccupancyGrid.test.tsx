import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { Occupancy } from '../../contract/guesthouses/shapes';
import { OccupancyGrid } from './OccupancyGrid';

/* The admin's rooms × nights grid is a table whose cells say their state in words. */

const OCCUPANCY: Occupancy = {
  guesthouseid: 'GHH1',
  days: ['2026-12-01', '2026-12-02'],
  rooms: [
    { roomid: 'R1', name: 'Room 1', active: true, nights: [{ date: '2026-12-01', state: 'reserved', reference: 'GHABCD2345' }, { date: '2026-12-02', state: 'free', reference: '' }] },
    { roomid: 'R2', name: 'Room 2', active: false, nights: [{ date: '2026-12-01', state: 'blocked', reference: '' }, { date: '2026-12-02', state: 'blocked', reference: '' }] },
  ],
  reservations: [],
};

afterEach(cleanup);

describe('OccupancyGrid', () => {
  it('names each room in a row header and each night by its state', () => {
    render(
      <MantineProvider>
        <OccupancyGrid occupancy={OCCUPANCY} caption="Occupancy of Andheri" />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Occupancy of Andheri' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Room', '1 Dec', '2 Dec']);
    const first = within(table).getByRole('rowheader', { name: 'Room 1' }).closest('tr')!;
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Reserved', 'Free']);
    expect(within(first).getByText('Reserved').getAttribute('title')).toBe('GHABCD2345');
    expect(within(table).getByRole('rowheader', { name: 'Room 2 (closed)' }).closest('tr')!.textContent).toContain('BlockedBlocked');
  });
});
