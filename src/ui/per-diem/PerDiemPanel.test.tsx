import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import type { PerDiemGroup } from '../../contract/per-diem/groups';
import { PerDiemPanel } from './PerDiemPanel';
import { mapPeople, searchPeople, unmapPerson } from './per-diem-api';

/* Travel Admin → Per diem with its calls swapped for fakes: open a plan, put a person found by the search on it, take one off. */

const STAFF: PerDiemGroup = { groupid: 'PDG1', groupname: 'Staff', description: 'Everyone else', mappedcount: 1, ratecount: 0 };

vi.mock('./per-diem-api', () => ({
  PEOPLE_PAGE_SIZE: 50,
  loadPlans: vi.fn(async () => [STAFF]),
  savePlan: vi.fn(async () => undefined),
  loadLocationGroups: vi.fn(async () => []),
  loadRates: vi.fn(async () => ({ groupid: 'PDG1', groupname: 'Staff', rows: [] })),
  saveRates: vi.fn(async () => undefined),
  deleteRates: vi.fn(async () => undefined),
  loadPlanPeople: vi.fn(async () => ({
    rows: [{ recordid: 'PDM1', profileid: '20001', name: 'Rahul Verma', email: 'traveller@acme.test', groupplanid: 'PDG1', groupname: 'Staff' }],
    totalcount: 1,
  })),
  mapPeople: vi.fn(async () => undefined),
  unmapPerson: vi.fn(async () => undefined),
  searchPeople: vi.fn(async (text: string) => [{ value: '20007', label: 'Rohan Das (newhire@acme.test)' }].filter((p) => p.label.toLowerCase().includes(text.toLowerCase()))),
}));
// jsdom has no FontFaceSet, which Mantine's autosizing inputs listen on.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PerDiemPanel', () => {
  it('opens a plan’s rates and people, adds a person found by the search, and removes one', async () => {
    render(
      <MantineProvider>
        <PerDiemPanel profileid="20004" />
      </MantineProvider>,
    );
    const plans = await screen.findByRole('table', { name: 'Per-diem plans' });
    await userEvent.click(await within(plans).findByRole('button', { name: 'Rates and people of Staff' }));
    expect(await screen.findByRole('heading', { name: 'Rates of Staff' })).toBeTruthy();
    const people = await screen.findByRole('table', { name: 'People on Staff' });
    expect(within(people).getByText('Rahul Verma')).toBeTruthy();

    await userEvent.type(screen.getByRole('combobox', { name: /^Add a person/ }), 'rohan');
    await waitFor(() => expect(searchPeople).toHaveBeenLastCalledWith('rohan'));
    await userEvent.click(await screen.findByRole('option', { name: 'Rohan Das (newhire@acme.test)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(mapPeople).toHaveBeenCalledWith('PDG1', ['20007']));

    await userEvent.click(within(people).getByRole('button', { name: 'Remove Rahul Verma from Staff' }));
    await waitFor(() => expect(unmapPerson).toHaveBeenCalledWith('PDM1'));
  }, 30_000);
});
