import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import type { TravelCoordinatorMapping } from '../../contract/coordinators/shapes';
import { CoordinatorTravellers } from './CoordinatorTravellers';
import { removeMapping, searchPeople, setTravellers } from './coordinators-api';

vi.mock('./coordinators-api', () => ({
  searchPeople: vi.fn(async (text: string) =>
    [
      { value: '20009', label: 'Meena Das (meena@acme.test)' },
      { value: '20010', label: 'Mohan Rao (mohan@acme.test)' },
    ].filter((p) => p.label.toLowerCase().includes(text.toLowerCase())),
  ),
  setTravellers: vi.fn(async () => undefined),
  removeMapping: vi.fn(async () => undefined),
}));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const row = (recordid: string, travellerprofileid: string, travellername: string, status: 'active' | 'requested'): TravelCoordinatorMapping => ({
  recordid, tcprofileid: '20003', tcname: 'Arjun Mehta', travellerprofileid, travellername, travelleremail: `${travellerprofileid}@acme.test`, status, remarks: '', createdon: '2026-03-01T00:00:00Z',
});
const coordinator = { tcprofileid: '20003', tcname: 'Arjun Mehta', email: 'coordinator@acme.test', travellercount: 1, requestcount: 1 };

function renderPanel() {
  const onChanged = vi.fn(async () => undefined);
  render(
    <MantineProvider>
      <CoordinatorTravellers coordinator={coordinator} mappings={[row('TC1', '20001', 'Rahul Verma', 'active'), row('TC2', '20002', 'Priya Nair', 'requested')]} onChanged={onChanged} />
    </MantineProvider>,
  );
  return onChanged;
}

describe('CoordinatorTravellers', () => {
  it('approves a request by sending the whole set: the mapped travellers and the requester', async () => {
    const onChanged = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Approve Priya Nair' }));
    await waitFor(() => expect(setTravellers).toHaveBeenCalledWith('20003', ['20001', '20002']));
    expect(onChanged).toHaveBeenCalled();
  });

  it('searches the company’s people on the server as the admin types, and adds the one picked to the set', async () => {
    const onChanged = renderPanel();
    const picker = screen.getByRole('combobox', { name: 'Add a traveller' });
    await userEvent.type(picker, 'moh');
    await waitFor(() => expect(searchPeople).toHaveBeenLastCalledWith('moh'));
    await userEvent.click(await screen.findByRole('option', { name: 'Mohan Rao (mohan@acme.test)', hidden: true }));
    expect(screen.queryByRole('option', { name: /Meena Das/, hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(setTravellers).toHaveBeenCalledWith('20003', ['20001', '20010']));
    expect(onChanged).toHaveBeenCalled();
    // Picking put the label in the box: that is not a new search.
    expect(searchPeople).not.toHaveBeenCalledWith('Mohan Rao (mohan@acme.test)');
  }, 20_000);

  it('asks for remarks before removing a traveller', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rahul Verma' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Remarks are required')).toBeTruthy();
    expect(removeMapping).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Remarks/ }), 'Left the team');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removeMapping).toHaveBeenCalledWith('TC1', 'Left the team'));
  });
});
