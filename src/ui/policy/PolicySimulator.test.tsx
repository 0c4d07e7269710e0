import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api';
import { addDays, indiaToday } from '../../domain/calendar-days';
import { DraftArea } from './DraftArea';
import { publishVersion, simulateWindow } from './policy-api';
import { SALES_POLICY, WINDOW_ANSWER, giveDocumentFonts, renderInMantine } from './policy-test-kit';

/* The simulator beside a saved draft, its calls swapped for fakes: ten windows summed with their progress shown, then the draft published. */

vi.mock('./policy-api', async () => (await import('./policy-test-kit')).fakePolicyApi());
beforeAll(giveDocumentFonts);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The value of a row of the result table: its 'Now' and 'With this draft' cells. */
const figures = (table: HTMLElement, label: string) =>
  within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('PolicySimulator', () => {
  it('replays 90 days in ten windows with its progress shown, sums them, then publishes the draft', async () => {
    const user = userEvent.setup();
    // The second window waits until the test has seen the progress after the first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(simulateWindow).mockImplementation(async () => {
      if (vi.mocked(simulateWindow).mock.calls.length === 2) await held;
      return WINDOW_ANSWER;
    });
    vi.mocked(publishVersion).mockRejectedValueOnce(
      new ApiError(400, 'effectivefrom: 2026-07-01 has passed; save the draft with today or a later day first'),
    );
    const onChanged = vi.fn();
    renderInMantine(<DraftArea policy={SALES_POLICY} groups={[]} onChanged={onChanged} />);

    await user.click(await screen.findByRole('button', { name: 'Simulate the last 90 days' }));
    const progress = await screen.findByRole('progressbar', { name: 'Simulating…' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('10'));
    expect(screen.getByText('Simulating… 10%')).toBeTruthy();
    release();

    const table = await screen.findByRole('table', { name: 'Simulation by rule' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(simulateWindow).toHaveBeenCalledTimes(10);
    const today = indiaToday(new Date());
    expect(vi.mocked(simulateWindow).mock.calls[0]?.[0]).toEqual({
      travelpolicyid: 'TP2',
      versionid: 'TPV3',
      fromdate: addDays(today, -89),
      todate: addDays(today, -81),
    });
    expect(vi.mocked(simulateWindow).mock.calls[9]?.[0]).toEqual({
      travelpolicyid: 'TP2',
      versionid: 'TPV3',
      fromdate: addDays(today, -8),
      todate: today,
    });
    expect(screen.getByText(/of the last 90 days replayed/).textContent).toBe(
      '30 bookings and 120 searches of the last 90 days replayed; spend ₹1,25,000.',
    );
    expect(figures(table, 'Fare cap')).toEqual(['10', '20']);
    expect(figures(table, 'Cabin class')).toEqual(['0', '10']);
    expect(figures(table, 'Out of policy')).toEqual(['10', '20']);
    expect(figures(table, 'Potential saving')).toEqual(['₹5,000', '₹15,000']);
    expect(figures(table, 'Spend on blocked sectors')).toEqual(['₹0', '₹0']);
    expect(figures(table, 'Searches with no fare in policy')).toEqual(['10', '40']);
    expect(figures(table, 'Searches of a blocked sector')).toEqual(['0', '20']);

    await user.click(screen.getByRole('button', { name: 'Publish from 1 Jul 2026' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Effective from: 2026-07-01 has passed; save the draft with today or a later day first',
    );
    expect(onChanged).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(publishVersion).toHaveBeenLastCalledWith('TP2', 'TPV3');
  }, 30_000);

  it('ends a running simulation when the admin leaves', async () => {
    const user = userEvent.setup();
    vi.mocked(simulateWindow).mockImplementation(() => new Promise(() => {}));
    const { unmount } = renderInMantine(<DraftArea policy={SALES_POLICY} groups={[]} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Simulate the last 90 days' }));
    await screen.findByRole('progressbar', { name: 'Simulating…' });
    const signal = vi.mocked(simulateWindow).mock.calls[0]![1];
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
    expect(simulateWindow).toHaveBeenCalledTimes(1);
  }, 30_000);
});
