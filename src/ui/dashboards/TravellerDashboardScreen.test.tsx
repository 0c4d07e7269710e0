import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError } from '../../api/errors';
import type { Operation } from '../../contract/operation';
import { db } from '../../db/database';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { renderScreen } from '../shared/screen-test-kit';
import { TravellerDashboardScreen } from './TravellerDashboardScreen';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
// The empty state links to /flights; a plain anchor stands in for the router's Link.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const OK = { status: 'OK', message: '' };
const WINDOW = { from: '2026-01-01', to: '2026-03-31' };
const ROWS: Record<string, unknown[]> = {
  spendbymonth: [
    { month: '2026-01', bookings: 1, amount: '1234567.50' },
    { month: '2026-02', bookings: 0, amount: '0.00' },
    { month: '2026-03', bookings: 2, amount: '9000.00' },
  ],
  spendbyproduct: [
    { product: 'flight', bookings: 2, amount: '1234567.50' },
    { product: 'insurance', bookings: 1, amount: '9000.00' },
  ],
  policy: [
    { group: 'In Policy', bookings: 2, missed: '0.00' },
    { group: 'Out Of Policy', bookings: 1, missed: '250.00' },
  ],
  upcoming: [
    { group: 'upcoming', bookings: 1, amount: '9000.00' },
    { group: 'past', bookings: 2, amount: '1234567.50' },
  ],
};
const EMPTY: Record<string, unknown[]> = {
  spendbymonth: ROWS.spendbymonth!.map((r) => ({ ...(r as object), bookings: 0, amount: '0.00' })),
  spendbyproduct: [],
  policy: [
    { group: 'In Policy', bookings: 0, missed: '0.00' },
    { group: 'Out Of Policy', bookings: 0, missed: '0.00' },
  ],
  upcoming: [
    { group: 'upcoming', bookings: 0, amount: '0.00' },
    { group: 'past', bookings: 0, amount: '0.00' },
  ],
};
const answers = (rows = ROWS) => async (op: Operation, fields: { reportname: string; fromdate: string; todate: string }) => {
  if (op.opid !== 'TG-EMPLOYEEDASHBOARDDATA') throw new Error(`unexpected ${op.opid}`);
  return { ResponseStatus: OK, reportname: fields.reportname, fromdate: fields.fromdate, todate: fields.todate, DashboardData: rows[fields.reportname] };
};
const figure = (name: string) => screen.findByRole('figure', { name });
const card = (name: string) => within(screen.getByRole('list', { name: 'Totals' })).getByRole('listitem', { name });

beforeEach(() => setSession(loginFixture()));
afterEach(async () => {
  cleanup();
  setSession(null);
  callOperation.mockReset();
  await db.dashboards.clear();
});

describe('TravellerDashboardScreen', () => {
  it('shows the cards and each figure’s numbers with Indian grouping', async () => {
    callOperation.mockImplementation(answers());
    renderScreen(<TravellerDashboardScreen window={WINDOW} onWindowChange={vi.fn()} />);
    await screen.findByRole('list', { name: 'Totals' });
    expect(card('Total spend').textContent).toContain('₹12,43,568');
    expect(card('Bookings').textContent).toContain('3');
    expect(card('Upcoming trips').textContent).toContain('1');
    expect(card('Missed savings').textContent).toContain('₹250');
    const months = within(await figure('Spend by month')).getByRole('table', { name: 'Spend by month data' });
    expect(within(months).getByRole('row', { name: /Jan 2026/ }).textContent).toContain('₹12,34,568');
    expect(within(await figure('Spend by product')).getByRole('row', { name: /Insurance/ }).textContent).toContain('₹9,000');
    expect(within(await figure('In and out of policy')).getByRole('row', { name: /Out of policy/ }).textContent).toContain('₹250');
    expect(within(await figure('Upcoming and past trips')).getByRole('row', { name: /Upcoming/ }).textContent).toContain('₹9,000');
    // The pies load lazily, hidden from screen readers: the tables carry the numbers.
    await waitFor(() => expect(document.querySelector('.mantine-PieChart-root')?.getAttribute('aria-hidden')).toBe('true'));
  });

  it('asks for the session’s own ids and the window, and a changed window goes up to the URL', async () => {
    const onWindowChange = vi.fn();
    callOperation.mockImplementation(answers());
    renderScreen(<TravellerDashboardScreen window={WINDOW} onWindowChange={onWindowChange} />);
    await screen.findByRole('list', { name: 'Totals' });
    expect(callOperation.mock.calls.map(([, fields]) => (fields as { reportname: string }).reportname).sort()).toEqual(['policy', 'spendbymonth', 'spendbyproduct', 'upcoming']);
    for (const [, fields] of callOperation.mock.calls) {
      expect(fields).toMatchObject({ corporateid: 'C1', profileid: 'P1', fromdate: '2026-01-01', todate: '2026-03-31' });
    }
    // A date input takes its value whole, as the browser's picker sets it.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    // A From after To takes To along, so the days stay in order.
    expect(onWindowChange).toHaveBeenLastCalledWith({ from: '2026-05-01', to: '2026-05-01' });
  });

  it('invites a traveller with no bookings to book a flight', async () => {
    callOperation.mockImplementation(answers(EMPTY));
    renderScreen(<TravellerDashboardScreen window={WINDOW} onWindowChange={vi.fn()} />);
    expect((await screen.findByRole('link', { name: 'book a flight' })).getAttribute('href')).toBe('/flights');
    expect(screen.getByText(/You have no bookings in this window yet/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Totals' })).toBeNull();
  });

  it('shows a failure and loads again on Try again', async () => {
    const user = userEvent.setup();
    callOperation.mockRejectedValue(new ApiError(500, 'The server could not answer.'));
    renderScreen(<TravellerDashboardScreen window={WINDOW} onWindowChange={vi.fn()} />);
    expect(await screen.findByText('The server could not answer.')).toBeTruthy();
    callOperation.mockImplementation(answers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Totals' })).toBeTruthy();
  });

  it('shows the last copy of the window offline, as of its time, and loads again once online', async () => {
    callOperation.mockImplementation(answers());
    renderScreen(<TravellerDashboardScreen window={WINDOW} onWindowChange={vi.fn()} />);
    await screen.findByRole('list', { name: 'Totals' });
    await waitFor(async () => expect(await db.dashboards.get(['P1', 'traveller:2026-01-01_2026-03-31'])).toBeTruthy());
    cleanup();

    callOperation.mockRejectedValue(new NetworkError());
    renderScreen(<TravellerDashboardScreen window={WINDOW} onWindowChange={vi.fn()} />);
    const offline = await screen.findByRole('alert');
    expect(offline.textContent).toMatch(/^OfflineShowing the dashboard as of .+\. It refreshes when you are back online\.$/);
    expect(card('Total spend').textContent).toContain('₹12,43,568');

    callOperation.mockClear();
    callOperation.mockImplementation(answers());
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(callOperation).toHaveBeenCalledTimes(4));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('list', { name: 'Totals' })).toBeTruthy();
  });

  it('says it cannot reach the server when no copy of that window was kept', async () => {
    callOperation.mockRejectedValue(new NetworkError());
    renderScreen(<TravellerDashboardScreen window={WINDOW} onWindowChange={vi.fn()} />);
    expect(await screen.findByText(/Cannot reach the server/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Totals' })).toBeNull();
  });
});
