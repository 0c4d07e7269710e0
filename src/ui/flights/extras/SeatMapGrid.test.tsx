import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repriced, seatMapFor } from './extras-test-kit';
import { SeatMapGrid } from './SeatMapGrid';

// Counts how many seats render: each seat names itself once per render.
const seatName = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./extras-model', async (importOriginal) => {
  const real = await importOriginal<typeof import('./extras-model')>();
  return {
    ...real,
    seatName: (...args: Parameters<typeof real.seatName>) => {
      seatName.calls += 1;
      return real.seatName(...args);
    },
  };
});

const map = seatMapFor(repriced('BLR', 'DEL', '2134', 'PAID-1'));
const labels = ['Asha Rao', 'Ravi Rao'];

afterEach(cleanup);

describe('seat map grid', { timeout: 30_000 }, () => {
  it('re-renders only the rows whose seats changed hands on a 180-seat widebody', () => {
    const onSeat = vi.fn();
    const ui = (holders: Map<string, number>, active = 0) => (
      <SeatMapGrid map={map} holders={holders} active={active} labels={labels} onSeat={onSeat} />
    );
    const { rerender } = render(ui(new Map()), { wrapper: MantineProvider });
    expect(seatName.calls).toBe(180);

    seatName.calls = 0;
    rerender(ui(new Map([['12A', 0]])));
    // Row 12 only: its nine seats.
    expect(seatName.calls).toBe(9);
    expect(screen.getByRole('button', { name: 'Seat 12A, window, ₹350' }).getAttribute('aria-pressed')).toBe('true');

    seatName.calls = 0;
    rerender(
      ui(
        new Map([
          ['12A', 0],
          ['25K', 1],
        ]),
        1,
      ),
    );
    // Row 12 (12A now another traveller's) and row 25; the other 18 rows stay as they were.
    expect(seatName.calls).toBe(18);
    expect(screen.getByRole('button', { name: 'Seat 12A, window, ₹350, chosen for Asha Rao' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Seat 17D, aisle, ₹200' }));
    expect(onSeat).toHaveBeenCalledWith('17D');
    fireEvent.click(screen.getByRole('button', { name: 'Seat 14A, window, taken' }));
    expect(onSeat).toHaveBeenCalledTimes(1);
  });

  it('walks the map with the arrow keys, skipping seats that cannot be chosen', () => {
    render(<SeatMapGrid map={map} holders={new Map()} active={0} labels={labels} onSeat={vi.fn()} />, {
      wrapper: MantineProvider,
    });
    const at = (name: string) => screen.getByRole('button', { name });
    at('Seat 12A, window, ₹350').focus();
    // 12B is taken: right goes on to 12C.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(at('Seat 12C, aisle, ₹200'));
    // Across the aisle.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(at('Seat 12D, aisle, ₹200'));
    // Row 14 is all taken: down from 13D lands on 15D.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(at('Seat 15D, aisle, ₹200'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(at('Seat 13D, aisle, ₹200'));
  });
});
