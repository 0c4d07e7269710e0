import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import type { LocationGroup, LocationMap } from '../../contract/location-groups/operations';
import { LocationsPanel } from './LocationsPanel';
import { ApiError } from '../../api';
import { addPlaces, removePlace, saveGroup, searchPlaces, setTripTypeGroup } from './location-groups-api';

/* Travel Admin → Locations with its calls swapped for fakes: choose a group, add places found by the search, remove one. */

const METROS: LocationGroup = { groupid: 'LG1', groupname: 'Metro cities', description: 'The six metros', locationcount: 1 };
const SCHENGEN: LocationGroup = { groupid: 'LG2', groupname: 'Schengen', description: '', locationcount: 0 };
const MUMBAI: LocationMap = { recordid: 'LM1', groupid: 'LG1', locationid: 'IN:Mumbai', locationtype: 'city', name: 'Mumbai', countrycode: 'IN' };

vi.mock('./location-groups-api', () => ({
  loadGroups: vi.fn(async () => [METROS, SCHENGEN]),
  saveGroup: vi.fn(async () => undefined),
  deleteGroup: vi.fn(async () => undefined),
  loadPlaces: vi.fn(async () => [MUMBAI]),
  searchPlaces: vi.fn(async (text: string) =>
    [
      { locationid: 'IN:Pune', locationtype: 'city', name: 'Pune', countrycode: 'IN', countryname: 'India' },
      { locationid: 'FR', locationtype: 'country', name: 'France', countrycode: 'FR', countryname: 'France' },
    ].filter((p) => p.name.toLowerCase().startsWith(text.toLowerCase())),
  ),
  addPlaces: vi.fn(async () => undefined),
  removePlace: vi.fn(async () => undefined),
  loadTripTypes: vi.fn(async () => [{ triptypeid: 'TT1I', triptypename: 'International', domint: 'international', triplocationgroupid: '' }]),
  setTripTypeGroup: vi.fn(async () => undefined),
}));
// jsdom has no FontFaceSet, and the form's autosizing description box listens on document.fonts.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPanel() {
  render(
    <MantineProvider>
      <LocationsPanel profileid="20005" />
    </MantineProvider>,
  );
}

describe('LocationsPanel', () => {
  it('opens a group’s places, adds the ones picked from the server’s search, and removes one', async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Location groups' });
    expect(await within(table).findByText('The six metros')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Places of Metro cities' }));

    const places = await screen.findByRole('table', { name: 'Places in Metro cities' });
    expect(within(places).getByText('Mumbai')).toBeTruthy();

    const picker = screen.getByRole('combobox', { name: 'Add countries or cities' });
    await userEvent.type(picker, 'pu');
    await waitFor(() => expect(searchPlaces).toHaveBeenLastCalledWith('pu'));
    await userEvent.click(await screen.findByRole('option', { name: 'Pune, India', hidden: true }));
    await userEvent.type(picker, 'fr');
    await userEvent.click(await screen.findByRole('option', { name: 'France (country)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(addPlaces).toHaveBeenCalledWith('LG1', ['IN:Pune', 'FR']));

    await userEvent.click(within(places).getByRole('button', { name: 'Remove Mumbai from Metro cities' }));
    await waitFor(() => expect(removePlace).toHaveBeenCalledWith('LM1'));
  }, 20_000);

  it('adds a group through the form, showing a refused name under its field', async () => {
    vi.mocked(saveGroup).mockRejectedValueOnce(new ApiError(400, 'jsondata.groupname: your company already has a location group named SAARC'));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add location group' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Group name is required')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^Group name/ }), 'SAARC');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('your company already has a location group named SAARC')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveGroup).toHaveBeenLastCalledWith({ groupname: 'SAARC', description: '' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  }, 20_000);

  it('ties a trip type to a group', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Location group of International' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Schengen', hidden: true }));
    await waitFor(() => expect(setTripTypeGroup).toHaveBeenCalledWith('TT1I', 'LG2'));
  }, 20_000);
});
