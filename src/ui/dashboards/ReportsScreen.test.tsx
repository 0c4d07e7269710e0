import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsSettled, renderScreen } from '../shared/screen-test-kit';
import type { DashboardFilter } from './dashboard-search-params';
import { ReportsPage } from './ReportsPage';
import type { ReportsTab } from './reports-search-params';
import { misRow, reportsAnswers } from './reports-test-data';

const callOperation = vi.hoisted(() => vi.fn());
// The drill-down's ticket links, without a router around the screen.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

/** The fields of each call to one operation, in order (the filter's pickers ask for their options too). */
const callsTo = (opid: string) => callOperation.mock.calls.filter(([op]) => (op as { opid: string }).opid === opid).map(([, fields]) => fields as Record<string, unknown>);

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
    expect(callsTo('TG-CORPORATEREPORT')[0]).toMatchObject({ fromdate: '2026-01-01', todate: '2026-03-31', datetype: 'travel', isglobal: false, page: 1 });

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
    const travel = within(screen.getByRole('figure', { name: 'Domestic and international by department' })).getByRole('table');
    expect(within(travel).getByRole('row', { name: /Sales/ }).textContent).toBe('Sales213₹1,55,000');
    // Only the open tab asks for its report.
    expect(callsTo('TG-CORPORATEREPORT')).toEqual([]);
    expect(callsTo('TG-INTICORPORATEDASHBOARDDATA')).toEqual([expect.objectContaining({ fromdate: '2026-01-01', searchcriteria: '{"datetype":"travel","domint":""}' })]);
  });

  it('lists the bookings behind a region from its row in the shown table, each linking to its ticket', async () => {
    const user = userEvent.setup();
    callOperation.mockImplementation(reportsAnswers([]));
    open('financeadmin', 'regions');
    const spend = await screen.findByRole('figure', { name: 'Spend by region' });
    // The bars are not focusable: the shown table's row names are the keyboard's way in.
    await user.click(within(spend).getByRole('button', { name: 'Table' }));
    await user.click(within(spend).getByRole('button', { name: 'Singapore' }));
    const drawer = await screen.findByRole('dialog', { name: 'Spend by region: Singapore' });
    expect(callsTo('TG-DASHBOARDBOOKINGS')[0]).toMatchObject({ reportname: 'region', key: 'SG', fromdate: '2026-01-01', todate: '2026-03-31', searchcriteria: '{"datetype":"travel","domint":""}' });
    expect((await within(drawer).findByRole('link', { name: 'Ticket FL2001' })).getAttribute('href')).toBe('/flights/eticket/FL2001');
  });

  it('drills into a month and a department with their own keys', async () => {
    const user = userEvent.setup();
    callOperation.mockImplementation(reportsAnswers([]));
    open('financeadmin', 'regions');
    const drilled = () => callsTo('TG-DASHBOARDBOOKINGS').at(-1);
    const months = await screen.findByRole('figure', { name: 'Trips by region and month' });
    await user.click(within(months).getByRole('button', { name: 'Table' }));
    await user.click(within(months).getByRole('button', { name: '2026-02' }));
    await screen.findByRole('dialog', { name: 'Trips by region and month: 2026-02' });
    expect(drilled()).toMatchObject({ reportname: 'month', key: '2026-02' });
    await user.keyboard('{Escape}');
    const policy = screen.getByRole('figure', { name: 'Policy by department' });
    await user.click(within(policy).getByRole('button', { name: 'Table' }));
    await user.click(within(policy).getByRole('button', { name: 'No department' }));
    await screen.findByRole('dialog', { name: 'Policy by department: No department' });
    expect(drilled()).toMatchObject({ reportname: 'department', key: '' });
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
