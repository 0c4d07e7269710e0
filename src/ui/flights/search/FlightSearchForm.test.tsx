import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultFlightValues, type FlightSearchValues } from './flight-search-rules';
import { FlightSearchForm } from './FlightSearchForm';
import type { LoadFareCalendar } from './use-fare-calendar';

afterEach(cleanup);

const TODAY = '2026-11-21';
const blr = { code: 'BLR', countrycode: 'IN', location: 'Bengaluru', name: 'Kempegowda', country: 'India', lat: 13.2, lng: 77.7 };
const del = { code: 'DEL', countrycode: 'IN', location: 'New Delhi', name: 'Indira Gandhi', country: 'India', lat: 28.6, lng: 77.1 };

function renderForm(initial: FlightSearchValues = defaultFlightValues(), loadFares?: LoadFareCalendar) {
  const onSearch = vi.fn();
  render(
    <MantineProvider>
      <FlightSearchForm initial={initial} today={TODAY} onSearch={onSearch} loadFares={loadFares} />
    </MantineProvider>,
  );
  return onSearch;
}

const search = () => userEvent.click(screen.getByRole('button', { name: 'Search flights' }));
const problems = () => within(screen.getByRole('alert')).getAllByRole('listitem').map((li) => li.textContent);
const filled = (patch: Partial<FlightSearchValues> = {}): FlightSearchValues => ({
  ...defaultFlightValues(),
  sectors: [{ origin: blr, destination: del, jdate: '2026-12-01' }],
  ...patch,
});

describe('flight search form', () => {
  it('names every missing field, at the field and in the list', async () => {
    const onSearch = renderForm();
    await search();
    expect(problems()).toEqual([
      'From: please select an airport',
      'To: please select an airport',
      'Departure date: please select a date',
    ]);
    expect(screen.getByRole('combobox', { name: 'From' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('refuses a return before the departure and more infants than adults', async () => {
    const onSearch = renderForm(filled({ triptype: 'roundtrip', returndate: '2026-11-30' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Infants (under 2 years)' }), '2');
    await search();
    expect(problems()).toEqual([
      'Return date: cannot be before the departure date',
      'Infants: cannot be more than adults',
    ]);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches a valid round trip with its travellers and cabin', async () => {
    const onSearch = renderForm(filled({ triptype: 'roundtrip', returndate: '2026-12-05' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Adults (12+ years)' }), '2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Infants (under 2 years)' }), '1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cabin' }), 'business');
    await search();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSearch).toHaveBeenCalledWith({
      triptype: 'roundtrip',
      domint: 'domestic',
      cabin: 'business',
      adults: 2,
      children: 0,
      infants: 1,
      sectors: [
        { origin: 'BLR', destination: 'DEL', jdate: '2026-12-01' },
        { origin: 'DEL', destination: 'BLR', jdate: '2026-12-05' },
      ],
    });
  });

  it('swaps the airports', async () => {
    const onSearch = renderForm(filled());
    await userEvent.click(screen.getByRole('button', { name: 'Swap origin and destination' }));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement).value).toBe('New Delhi (DEL)'),
    );
    await search();
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ sectors: [{ origin: 'DEL', destination: 'BLR', jdate: '2026-12-01' }] }),
    );
  });

  it('takes two to five multi-city sectors, each field named by its sector', async () => {
    renderForm(filled());
    await userEvent.click(screen.getByRole('radio', { name: 'Multi-city' }));
    expect(screen.getByRole('combobox', { name: 'Sector 2 from' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove sector/ })).toBeNull();
    const add = () => userEvent.click(screen.getByRole('button', { name: 'Add sector' }));
    for (let i = 0; i < 3; i++) await add();
    expect(screen.getAllByRole('combobox', { name: /^Sector \d from$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add sector' })).toBeNull();
    // The next sector leaves from where the last one landed.
    expect((screen.getByRole('combobox', { name: 'Sector 2 from' }) as HTMLInputElement).value).toBe('New Delhi (DEL)');
    await userEvent.click(screen.getByRole('button', { name: 'Remove sector 5' }));
    expect(screen.getAllByRole('combobox', { name: /^Sector \d from$/ })).toHaveLength(4);
    await search();
    expect(problems()[0]).toBe('Sector 2 to: please select an airport');
  });

  it('shows the lowest fares of the route in the calendar and picks a day', async () => {
    const loadFares = vi.fn<LoadFareCalendar>(async () => [
      { jdate: '2026-12-03', totalfare: '4812.00' },
      { jdate: '2026-12-04', totalfare: '5230.00' },
    ]);
    const onSearch = renderForm(filled({ sectors: [{ origin: blr, destination: del, jdate: '' }] }), loadFares);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Departure date' }));
    // The calendar opens with a transition jsdom never finishes: its days are found by label.
    await user.click(await screen.findByLabelText('Next month'));
    const day = await screen.findByLabelText('3 December 2026, lowest fare ₹4,812');
    expect(loadFares).toHaveBeenCalledWith('BLR', 'DEL', '2026-12', 'economy');
    expect(day.textContent).toContain('₹4.8k');
    await user.click(day);
    await search();
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ sectors: [{ origin: 'BLR', destination: 'DEL', jdate: '2026-12-03' }] }),
    );
  });
});
