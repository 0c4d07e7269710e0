import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, rem } from '@mantine/core';
import { ApiError, NetworkError } from '../../api/errors';
import { db } from '../../db/database';
import { callsSettled, renderScreen } from '../shared/screen-test-kit';
import { DashboardPage } from './DashboardPage';
import { DashboardScreen } from './DashboardScreen';
import type { DashboardFilter } from './dashboard-search-params';
import { TOTALS, dashboardAnswers, traveller } from './dashboard-test-data';

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

afterEach(async () => {
  cleanup();
  callOperation.mockReset();
  await db.dashboards.clear();
});

const FILTER: DashboardFilter = { from: '2026-01-01', to: '2026-03-31', datetype: 'booking', scope: 'all' };
const figure = (name: string) => screen.findByRole('figure', { name });
/** The report calls made, leaving out the dashboard config's and the filter options'. */
const reportCalls = () => callOperation.mock.calls.filter(([op]) => !['TG-GETDASHBOARDCONFIG', 'TG-DASHBOARDFILTEROPTIONS'].includes((op as { opid: string }).opid));
// Mantine writes the chart's height in rem.
const chartHeightOf = (el: HTMLElement) => el.querySelector<HTMLElement>('.mantine-BarChart-root')?.style.height;

describe('DashboardScreen', () => {
  it('shows the totals with Indian grouping and each chart’s numbers', async () => {
    callOperation.mockImplementation(dashboardAnswers());
    renderScreen(<DashboardScreen filter={FILTER} onFilterChange={vi.fn()} />);
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(within(totals).getByRole('listitem', { name: 'Total sales' }).textContent).toContain('₹12,34,568');
    expect(within(totals).getByRole('listitem', { name: 'Total spend' }).textContent).toContain('₹12,00,000');
    expect(within(totals).getByRole('listitem', { name: 'Missed savings' }).textContent).toContain('₹250');
    const travellers = within(await figure('Top spending travellers')).getByRole('table', { name: 'Top spending travellers data' });
    expect(within(travellers).getByRole('row', { name: /Traveller 1/ }).textContent).toContain('₹12,34,568');
    expect(within(await figure('Top merchants')).getByRole('row', { name: /IndiGo/ }).textContent).toContain('₹9,000');
    expect(within(await figure('Approval delay')).getByRole('row', { name: /0-4/ }).textContent).toContain('1.50');
    expect(within(screen.getByRole('table', { name: 'Travel summary' })).getByRole('row', { name: /Domestic/ }).textContent).toContain('₹9,000');
  });

  it('sizes each bar chart by its number of bars, never more than 20', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => traveller(i + 1, `${1000 - i}.00`));
    callOperation.mockImplementation(dashboardAnswers({ topspendingtravellers: many(25), violatingtravellers: many(7) }));
    renderScreen(<DashboardScreen filter={FILTER} onFilterChange={vi.fn()} />);
    const top = await figure('Top spending travellers');
    expect(within(top).getAllByRole('row')).toHaveLength(21);
    // The chart library loads lazily, and the charts are drawn one at a time.
    await waitFor(() => expect(chartHeightOf(top)).toBe(rem(600)));
    const outOfPolicy = await figure('Travellers out of policy');
    await waitFor(() => expect(chartHeightOf(outOfPolicy)).toBe(rem(400)));
    const merchants = await figure('Top merchants');
    await waitFor(() => expect(chartHeightOf(merchants)).toBe(rem(300)));
  });

  it('asks for the filter’s window and criteria, and a changed filter goes up to the URL', async () => {
    const user = userEvent.setup();
    const onFilterChange = vi.fn();
    callOperation.mockImplementation(dashboardAnswers());
    const { rerender } = renderScreen(<DashboardScreen filter={FILTER} onFilterChange={onFilterChange} />);
    await screen.findByRole('list', { name: 'Totals' });
    expect(reportCalls()).toHaveLength(9);
    for (const [, fields] of reportCalls()) {
      expect(fields).toMatchObject({ fromdate: '2026-01-01', todate: '2026-03-31', searchcriteria: '{"datetype":"booking","domint":""}' });
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dates by' }), 'travel');
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...FILTER, datetype: 'travel' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Travel' }), 'international');
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...FILTER, scope: 'international' });

    callOperation.mockClear();
    rerender(
      <MantineProvider>
        <DashboardScreen filter={{ ...FILTER, datetype: 'travel', scope: 'international' }} onFilterChange={onFilterChange} />
      </MantineProvider>,
    );
    await waitFor(() => expect(reportCalls()).toHaveLength(9));
    expect(reportCalls()[2]![1]).toMatchObject({ reportname: 'topspendingtravellers', count: 20, searchcriteria: '{"datetype":"travel","domint":"international"}' });
  });

  it('leaves out what the dashboard config hides from the role, in the page and in its exports', async () => {
    callOperation.mockImplementation(dashboardAnswers({}, TOTALS, ['totals', 'violatingtravellers']));
    renderScreen(<DashboardScreen filter={FILTER} onFilterChange={vi.fn()} />);
    await figure('Top spending travellers');
    await waitFor(() => expect(screen.queryByRole('figure', { name: 'Travellers out of policy' })).toBeNull());
    expect(screen.queryByRole('list', { name: 'Totals' })).toBeNull();
    expect(screen.getByRole('figure', { name: 'Top merchants' })).toBeTruthy();
  });

  it('lists the bookings behind a row, each linking to its ticket, from the shown table', async () => {
    const user = userEvent.setup();
    callOperation.mockImplementation(dashboardAnswers());
    renderScreen(<DashboardScreen filter={FILTER} onFilterChange={vi.fn()} />);
    const top = await figure('Top spending travellers');
    // Hidden, the table's names are plain text; shown, each opens its bookings.
    expect(within(top).queryByRole('button', { name: 'Traveller 1' })).toBeNull();
    await user.click(within(top).getByRole('button', { name: 'Table' }));
    await user.click(within(top).getByRole('button', { name: 'Traveller 1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Top spending travellers: Traveller 1' });
    const drill = callOperation.mock.calls.find(([op]) => (op as { opid: string }).opid === 'TG-DASHBOARDBOOKINGS')!;
    expect(drill[1]).toMatchObject({ reportname: 'topspendingtravellers', key: '20001', fromdate: '2026-01-01', todate: '2026-03-31' });
    expect((await within(drawer).findByRole('link', { name: 'Ticket FL1001' })).getAttribute('href')).toBe('/flights/eticket/FL1001');
    expect(within(drawer).getByRole('link', { name: 'Ticket IN2002' }).getAttribute('href')).toBe('/insurance/eticket/IN2002');
    expect(within(drawer).getByRole('row', { name: /IN2002/ }).textContent).toContain('Cancelled');
  });

  it('says when the window has no bookings', async () => {
    callOperation.mockImplementation(dashboardAnswers({ topspendingtravellers: [] }, { ...TOTALS, totalsales: '0.00', totalspend: '0.00', missed: '0.00' }));
    renderScreen(<DashboardScreen filter={FILTER} onFilterChange={vi.fn()} />);
    expect(await screen.findByText('No bookings in this window')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Totals' })).toBeNull();
  });

  it('shows a failure and loads again on Try again', async () => {
    const user = userEvent.setup();
    callOperation.mockRejectedValue(new ApiError(500, 'The server could not answer.'));
    renderScreen(<DashboardScreen filter={FILTER} onFilterChange={vi.fn()} />);
    expect(await screen.findByText('The server could not answer.')).toBeTruthy();
    callOperation.mockImplementation(dashboardAnswers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Totals' })).toBeTruthy();
  });

  it('shows the last copy of the same filter offline, as of its time, and loads again once online', async () => {
    callOperation.mockImplementation(dashboardAnswers());
    renderScreen(<DashboardScreen filter={FILTER} onFilterChange={vi.fn()} />);
    await screen.findByRole('list', { name: 'Totals' });
    await waitFor(async () => expect(await db.dashboards.count()).toBe(1));
    cleanup();

    callOperation.mockRejectedValue(new NetworkError());
    renderScreen(<DashboardScreen filter={FILTER} onFilterChange={vi.fn()} />);
    const offline = await screen.findByRole('alert');
    expect(offline.textContent).toMatch(/^OfflineShowing the dashboard as of .+\. It refreshes when you are back online\.$/);
    expect(within(screen.getByRole('list', { name: 'Totals' })).getByRole('listitem', { name: 'Total sales' }).textContent).toContain('₹12,34,568');

    callOperation.mockClear();
    callOperation.mockImplementation(dashboardAnswers());
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(reportCalls()).toHaveLength(9));
    expect(await screen.findByRole('list', { name: 'Totals' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it cannot reach the server when no copy of that filter was kept', async () => {
    callOperation.mockRejectedValue(new NetworkError());
    renderScreen(<DashboardScreen filter={FILTER} onFilterChange={vi.fn()} />);
    expect(await screen.findByText(/Cannot reach the server/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Totals' })).toBeNull();
  });

  it('tells a role without the dashboard so, and asks the server nothing', async () => {
    renderScreen(<DashboardPage role="employee" filter={FILTER} onFilterChange={vi.fn()} />);
    expect(screen.getByText('Your role has no dashboard.')).toBeTruthy();
    await callsSettled(callOperation);
    expect(callOperation).not.toHaveBeenCalled();
  });
});
