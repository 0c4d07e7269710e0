import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import type { LocationGroup } from '../../contract/location-groups/operations';
import type { PerDiemGroup } from '../../contract/per-diem/groups';
import type { PerDiemMasterList } from '../../contract/per-diem/masters';
import { ApiError } from '../../api';
import { RateTableEditor } from './RateTableEditor';
import { deleteRates, loadRates, saveRates } from './per-diem-api';

/* A plan's rate table with its calls swapped for fakes: totals shown, problems under their cells, the table saved whole. */

const STAFF: PerDiemGroup = { groupid: 'PDG1', groupname: 'Staff', description: '', mappedcount: 1, ratecount: 2 };
const GROUPS: LocationGroup[] = [
  { groupid: 'LG1', groupname: 'Metro cities', description: '', locationcount: 6 },
  { groupid: 'LG2', groupname: 'Schengen', description: '', locationcount: 28 },
];
const TABLE: PerDiemMasterList = {
  groupid: 'PDG1',
  groupname: 'Staff',
  rows: [
    { rowid: 'R1', locationtype: 'group', locationgroupid: 'LG1', locationgroupname: 'Metro cities', currency: 'INR', lodging: '400000.00', meals: '1500.00', incidentals: '400.00', total: '401900.00' },
    { rowid: 'R2', locationtype: 'domestic', locationgroupid: '', locationgroupname: '', currency: 'INR', lodging: '3000.00', meals: '1000.00', incidentals: '300.00', total: '4300.00' },
  ],
};

vi.mock('./per-diem-api', () => ({
  loadRates: vi.fn(async () => TABLE),
  saveRates: vi.fn(async () => undefined),
  deleteRates: vi.fn(async () => undefined),
}));
// jsdom has no FontFaceSet, which Mantine's autosizing inputs listen on.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const onChanged = vi.fn();
function renderEditor(plan = STAFF) {
  render(
    <MantineProvider>
      <RateTableEditor plan={plan} groups={GROUPS} onChanged={onChanged} />
    </MantineProvider>,
  );
}

const row = (n: number) => screen.getByRole('group', { name: `Rate row ${n}` });
/** An option of the list a combobox opens (every row's pickers keep their lists in the page). */
async function optionOf(combobox: HTMLElement, name: string) {
  await userEvent.click(combobox);
  await waitFor(() => expect(combobox.getAttribute('aria-controls')).toBeTruthy());
  return within(document.getElementById(combobox.getAttribute('aria-controls')!)!).findByRole('option', { name, hidden: true });
}
async function pick(combobox: HTMLElement, option: string) {
  await userEvent.click(await optionOf(combobox, option));
}

describe('RateTableEditor', () => {
  it('shows each row’s daily total with Indian grouping, checks amounts under their cells, and saves the whole table', async () => {
    renderEditor();
    expect(await within(await screen.findByRole('group', { name: 'Rate row 1' })).findByText('₹4,01,900')).toBeTruthy();
    expect(within(row(2)).getByText('₹4,300')).toBeTruthy();

    const meals = screen.getByRole('textbox', { name: 'Meals, row 2' });
    await userEvent.clear(meals);
    await userEvent.type(meals, '1000.555');
    expect(within(row(2)).getByText('—')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    // A location another row has is offered, but cannot be picked twice.
    expect((await optionOf(screen.getByRole('combobox', { name: 'Location, row 3' }), 'Metro cities')).getAttribute('data-combobox-disabled')).toBe('true');
    await pick(screen.getByRole('combobox', { name: 'Location, row 3' }), 'International, elsewhere');
    await pick(screen.getByRole('combobox', { name: 'Currency, row 3' }), 'USD');
    await userEvent.type(screen.getByRole('textbox', { name: 'Lodging, row 3' }), '150');
    await userEvent.type(screen.getByRole('textbox', { name: 'Meals, row 3' }), '60.5');

    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await within(row(2)).findByText('Meals must be an amount of 0 or more with at most 2 decimals, like 1500.50')).toBeTruthy();
    expect(within(row(3)).getByText('Incidentals must be an amount of 0 or more with at most 2 decimals, like 1500.50')).toBeTruthy();
    expect(saveRates).not.toHaveBeenCalled();

    await userEvent.clear(meals);
    await userEvent.type(meals, '1000.50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Incidentals, row 3' }), '20');
    expect(within(row(3)).getByText('$230.50')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() =>
      expect(saveRates).toHaveBeenCalledWith(
        'PDG1',
        [
          { locationtype: 'group', locationgroupid: 'LG1', currency: 'INR', lodging: '400000.00', meals: '1500.00', incidentals: '400.00' },
          { locationtype: 'domestic', locationgroupid: '', currency: 'INR', lodging: '3000.00', meals: '1000.50', incidentals: '300.00' },
          { locationtype: 'international', locationgroupid: '', currency: 'USD', lodging: '150', meals: '60.5', incidentals: '20' },
        ],
        false,
      ),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  }, 30_000);

  it('adds the first table of a plan, shows a refusal naming a row under its cell, and removes a row', async () => {
    vi.mocked(loadRates).mockResolvedValueOnce({ groupid: 'PDG2', groupname: 'Interns', rows: [] });
    vi.mocked(saveRates).mockRejectedValueOnce(new ApiError(400, 'jsondata.rows[0].locationgroupid: LG2 is not a location group of your company'));
    renderEditor({ ...STAFF, groupid: 'PDG2', groupname: 'Interns', ratecount: 0 });
    expect(await screen.findByText('No rates yet: people on this plan get the fixed imprest allowances.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete rate table' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add rate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await within(row(1)).findByText('Choose where this rate applies')).toBeTruthy();

    await pick(screen.getByRole('combobox', { name: 'Location, row 1' }), 'Schengen');
    await pick(screen.getByRole('combobox', { name: 'Currency, row 1' }), 'EUR');
    for (const field of ['Lodging', 'Meals', 'Incidentals']) await userEvent.type(screen.getByRole('textbox', { name: `${field}, row 1` }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await within(row(1)).findByText('LG2 is not a location group of your company')).toBeTruthy();
    expect(saveRates).toHaveBeenLastCalledWith('PDG2', [{ locationtype: 'group', locationgroupid: 'LG2', currency: 'EUR', lodging: '10', meals: '10', incidentals: '10' }], true);

    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.queryByRole('group', { name: 'Rate row 1' })).toBeNull();
  }, 30_000);

  it('deletes the rate table after asking', async () => {
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete rate table' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteRates).toHaveBeenCalledWith('PDG1'));
  }, 20_000);
});
