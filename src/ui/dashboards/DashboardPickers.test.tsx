import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../db/database';
import { renderScreen } from '../shared/screen-test-kit';
import { DashboardScreen } from './DashboardScreen';
import type { DashboardFilter } from './dashboard-search-params';
import { dashboardAnswers } from './dashboard-test-data';

/* The filter's picks beyond the window, the prepaid switch, and TG-SALESBYMONTH's charts, with the calls faked. */

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', () => ({ Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a> }));
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));

afterEach(async () => {
  cleanup();
  callOperation.mockReset();
  await db.dashboards.clear();
});

const FILTER: DashboardFilter = { from: '2026-01-01', to: '2026-03-31', datetype: 'booking', scope: 'all' };
const callsOf = (opid: string) => callOperation.mock.calls.filter(([op]) => (op as { opid: string }).opid === opid).map(([, fields]) => fields as Record<string, unknown>);

describe('DashboardScreen filters', () => {
  it('asks every call with the picks as searchcriteria, and the prepaid switch asks the prepaid reports', async () => {
    callOperation.mockImplementation(dashboardAnswers());
    renderScreen(<DashboardScreen filter={{ ...FILTER, department: 'DEP1', traveller: '20002', prepaid: true }} onFilterChange={vi.fn()} />);
    await screen.findByRole('list', { name: 'Totals' });
    const criteria = { datetype: 'booking', domint: '', department: 'DEP1', profileid: '20002' };
    expect(callsOf('TG-CORPORATEDASHBOARDDATA')).toHaveLength(0);
    expect(callsOf('TG-PREPAIDDASHBOARDDATA')).toHaveLength(7);
    for (const fields of callsOf('TG-PREPAIDDASHBOARDDATA')) expect(JSON.parse(String(fields.searchcriteria))).toEqual(criteria);
    expect(callsOf('TG-TOTALSALESCORPORATE')[0]).toMatchObject({ prepaid: true, fromdate: '2026-01-01' });
    expect(callsOf('TG-SALESBYMONTH')[0]).toMatchObject({ prepaid: true, todate: '2026-03-31' });
    expect(JSON.parse(String(callsOf('TG-SALESBYMONTH')[0]!.searchcriteria))).toEqual(criteria);
    // A traveller read from a shared link is named by the server.
    expect(callsOf('TG-DASHBOARDFILTEROPTIONS')[0]).toMatchObject({ traveller: '20002' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Traveller' })).toHaveProperty('value', 'Priya Nair (priya@acme.test)'));
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveProperty('value', 'Sales');
    expect(screen.getByRole('switch', { name: /Prepaid only/ })).toHaveProperty('checked', true);
  });

  it('sends a picked department, a searched traveller and the prepaid switch up to the URL', async () => {
    const user = userEvent.setup();
    const onFilterChange = vi.fn();
    callOperation.mockImplementation(dashboardAnswers());
    renderScreen(<DashboardScreen filter={FILTER} onFilterChange={onFilterChange} />);
    await screen.findByRole('list', { name: 'Totals' });
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Marketing (retired)', hidden: true }));
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...FILTER, department: 'DEP3' });

    await user.type(screen.getByRole('combobox', { name: 'Traveller' }), 'priya');
    await waitFor(() => expect(callsOf('TG-DASHBOARDFILTEROPTIONS').at(-1)).toMatchObject({ travellerquery: 'priya' }));
    await user.click(await screen.findByRole('option', { name: 'Priya Nair (priya@acme.test)', hidden: true }));
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...FILTER, traveller: '20002' });

    await user.click(screen.getByRole('switch', { name: /Prepaid only/ }));
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...FILTER, prepaid: true });
  });

  it('shows spend against missed savings and amendments by month, and a month lists its bookings', async () => {
    const user = userEvent.setup();
    callOperation.mockImplementation(dashboardAnswers());
    renderScreen(<DashboardScreen filter={{ ...FILTER, prepaid: true }} onFilterChange={vi.fn()} />);
    const missed = await screen.findByRole('figure', { name: 'Spend and missed savings by month' });
    const feb = within(missed).getByRole('row', { name: /Feb 2026/ });
    expect(feb.textContent).toContain('₹12,00,000');
    expect(feb.textContent).toContain('₹250');
    expect(within(missed).getAllByRole('row')).toHaveLength(4);
    const amendments = screen.getByRole('figure', { name: 'Spend and amendments by month' });
    expect(within(amendments).getByRole('row', { name: /Feb 2026/ }).textContent).toContain('₹1,500');

    await user.click(within(missed).getByRole('button', { name: 'Table' }));
    await user.click(within(missed).getByRole('button', { name: 'Feb 2026' }));
    await screen.findByRole('dialog', { name: 'Spend and missed savings by month: Feb 2026' });
    expect(callsOf('TG-DASHBOARDBOOKINGS')[0]).toMatchObject({ reportname: 'month', key: '2026-02', prepaid: true });
  });
});
