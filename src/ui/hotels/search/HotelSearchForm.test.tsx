import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../shared/screen-test-kit';
import { WHITEFIELD } from '../hotels-test-kit';
import { defaultHotelValues } from './hotel-search-rules';
import { HotelSearchForm } from './HotelSearchForm';

afterEach(cleanup);

const TODAY = '2099-12-01';
const BENGALURU = { ...WHITEFIELD, placetype: 'city', baseid: 'in-bengaluru', placename: 'Bengaluru, India' };
const AIRPORT = {
  ...WHITEFIELD,
  placetype: 'airport',
  baseid: 'in-bengaluru.airport-blr',
  placename: 'Kempegowda International Airport (BLR), Bengaluru, India',
};

function renderForm(initial = defaultHotelValues()) {
  const onSearch = vi.fn();
  const loadPlaces = vi.fn(async () => [BENGALURU, AIRPORT, WHITEFIELD]);
  renderScreen(<HotelSearchForm initial={initial} today={TODAY} loadPlaces={loadPlaces} onSearch={onSearch} />);
  return { onSearch, loadPlaces };
}

describe('hotel search form', () => {
  it('names every missing field, at the field and in the list', async () => {
    const { onSearch } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Where: choose a city, airport or place from the list',
      'Check-in: choose a date',
      'Check-out: choose a date',
    ]);
    expect(screen.getByRole('combobox', { name: 'Where' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('offers places grouped by kind, so a popular place near a meeting is one pick', async () => {
    const { loadPlaces } = renderForm();
    const where = screen.getByRole('combobox', { name: 'Where' });
    await userEvent.type(where, 'bengaluru');
    // The list is open but mid-transition in jsdom (no layout): options are found by their labels.
    const option = await screen.findByLabelText('Whitefield, Bengaluru, India (Popular place)');
    expect(screen.getByLabelText('Bengaluru, India (City)').getAttribute('role')).toBe('option');
    expect(screen.getByLabelText(/\(BLR\).*\(Airport\)$/)).toBeTruthy();
    expect(screen.getByText('Popular places')).toBeTruthy();
    await userEvent.click(option);
    expect((where as HTMLInputElement).value).toBe('Whitefield, Bengaluru, India');
    expect(loadPlaces).toHaveBeenLastCalledWith('bengaluru');
  });

  it('asks each child’s age, names the room and child, and sends a clean search', async () => {
    const { onSearch } = renderForm({
      place: WHITEFIELD,
      checkin: '2099-12-14',
      checkout: '2099-12-16',
      rooms: [{ adults: 1, childages: [] }],
    });
    expect(screen.getByText('2 nights')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rooms' }), '2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Room 2 adults' }), '3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Room 2 children (0-17)' }), '2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Room 2, child 1 age' }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(screen.getByRole('alert').textContent).toContain('Room 2, child 2 age: choose an age');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Room 2, child 2 age' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(onSearch).toHaveBeenCalledWith({
      placeid: 'in-bengaluru.whitefield',
      checkin: '2099-12-14',
      checkout: '2099-12-16',
      rooms: [
        { adults: 1, childages: [] },
        { adults: 3, childages: [7, 0] },
      ],
    });
  });

  it('refuses a past check-in and a stay longer than 30 nights', async () => {
    renderForm({
      place: WHITEFIELD,
      checkin: '2099-11-30',
      checkout: '2100-01-15',
      rooms: [{ adults: 2, childages: [] }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Check-in: must not be in the past', 'Check-out: at most 30 nights']);
  });
});
