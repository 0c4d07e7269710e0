import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsSettled, renderScreen } from '../shared/screen-test-kit';
import type { DashboardFilter } from './dashboard-search-params';
import { ReportsPage } from './ReportsPage';
import type { ReportsTab } from './reports-search-params';
import { misRow, reportsAnswers } from './reports-test-data';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

const FILTER: DashboardFilter = { from: '2026-01-01', to: '2026-03-31', datetype: 'travel', scope: 'all' };
const open = (role: string, tab: ReportsTab = 'bookings', onTabChange = vi.fn()) =>
  renderScreen(<ReportsPage role={role} filter={FILTER} tab={tab} onFilterChange={vi.fn()} onTabChange={onTabChange} />);

describe('ReportsScreen', () => {
  it('lists a row per booking with Indian grouping, and asks for page 2 on Load more', async () => {
    const user = userEvent.setup();
    callOperation.mockImplementation(reportsAnswers([[misRow(1), misRow(2, { inpolicy: false, policyreason: 'Late booking' })], [misRow(3)]]));
    open('financeadmin');
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const first = within(table).getByRole('row', { name: /TX1001/ });
    expect(first.textContent).toContain('Traveller 1');
    expect(first.textContent).toContain('₹12,34,567');
    expect(within(table).getByRole('row', { name: /TX1002/ }).textContent).toContain('Out of policy: Late booking');
    expect(screen.getByText('2 of 3 bookings')).toBeTruthy();
    expect(callOperation.mock.calls[0]![1]).toMatchObject({ fromdate: '2026-01-01', todate: '2026-03-31', datetype: 'travel', isglobal: false, page: 1 });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('row', { name: /TX1003/ })).toBeTruthy();
    expect(callOperation).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ page: 2 }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('gives the admin group a Whole company switch that asks with isglobal', async () => {
    const user = userEvent.setup();
    callOperation.mockImplementation(reportsAnswers([[misRow(1)]]));
    open('financeadmin');
    await screen.findByRole('table', { name: 'Bookings' });
    await user.click(screen.getByRole('switch', { name: 'Whole company' }));
    await screen.findByRole('table', { name: 'Bookings' });
    expect(callOperation).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ isglobal: true, page: 1 }));
  });

  it('gives a travel manager no Whole company switch', async () => {
    callOperation.mockImplementation(reportsAnswers([[misRow(1)]]));
    open('travelmanager');
    await screen.findByRole('table', { name: 'Bookings' });
    expect(screen.queryByRole('switch', { name: 'Whole company' })).toBeNull();
  });

  it('shows the region figures’ numbers on the Regions tab', async () => {
    callOperation.mockImplementation(reportsAnswers([]));
    open('financeadmin', 'regions');
    const spend = within(await screen.findByRole('figure', { name: 'Spend by region' })).getByRole('table', { name: 'Spend by region data' });
    const singapore = within(spend).getByRole('row', { name: /Singapore/ });
    expect(singapore.textContent).toContain('₹1,50,000');
    expect(singapore.textContent).toContain('₹4,500');
    const months = within(screen.getByRole('figure', { name: 'Trips by region and month' })).getByRole('table');
    expect(within(months).getByRole('row', { name: /2026-01/ }).textContent).toBe('2026-0112');
    const policy = within(screen.getByRole('figure', { name: 'Policy by department' })).getByRole('table');
    expect(within(policy).getByRole('row', { name: /Sales/ }).textContent).toBe('Sales213');
    expect(within(policy).getByRole('row', { name: /No department/ })).toBeTruthy();
    expect(callOperation).toHaveBeenCalledTimes(1);
    expect(callOperation.mock.calls[0]![1]).toMatchObject({ fromdate: '2026-01-01', searchcriteria: '{"datetype":"travel","domint":""}' });
  });

  it('switches tabs through the URL', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    callOperation.mockImplementation(reportsAnswers([[misRow(1)]]));
    open('financeadmin', 'bookings', onTabChange);
    await user.click(screen.getByRole('tab', { name: 'Regions' }));
    expect(onTabChange).toHaveBeenCalledWith('regions');
  });

  it('tells a traveller their role has no reports, and asks the server nothing', async () => {
    open('employee');
    expect(screen.getByText('Your role has no reports.')).toBeTruthy();
    await callsSettled(callOperation);
    expect(callOperation).not.toHaveBeenCalled();
  });
});
