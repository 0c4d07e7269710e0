import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultSearchValues,
  INSURANCE_SEARCH_MESSAGES as M,
  type InsuranceSearchValues,
} from '../../../domain/insurance-search-rules';
import { InsuranceSearchForm } from './InsuranceSearchForm';

afterEach(cleanup);

const TODAY = '2026-11-21';
const categories = [
  { categoryid: '1', categorycode: 'DOM', description: 'Domestic (India)', domint: 'domestic' as const },
  { categoryid: '2', categorycode: 'ASIA', description: 'Asia', domint: 'international' as const },
  { categoryid: '3', categorycode: 'WW', description: 'Worldwide', domint: 'international' as const },
];

function renderForm(initial: InsuranceSearchValues = defaultSearchValues()) {
  const onSearch = vi.fn();
  render(
    <MantineProvider>
      <InsuranceSearchForm initial={initial} categories={categories} today={TODAY} onSearch={onSearch} />
    </MantineProvider>,
  );
  return onSearch;
}

const search = () => userEvent.click(screen.getByRole('button', { name: 'Search' }));
const category = () => screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
const optionLabels = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

describe('insurance search form', () => {
  it('starts domestic, one traveller, 10 days shown', () => {
    renderForm();
    expect((screen.getByRole('radio', { name: 'Domestic' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'No of travellers' }) as HTMLSelectElement).value).toBe('1');
    expect((screen.getByRole('textbox', { name: 'Duration (days)' }) as HTMLInputElement).value).toBe('10');
    expect(screen.getByRole('textbox', { name: 'Traveller 1 date of birth' })).toBeTruthy();
    expect(optionLabels(category())).toEqual(['Select category', 'Domestic (India)']);
  });

  it('shows one message at a time, in the spec order, and searches only when all are met', async () => {
    const steps: [Partial<InsuranceSearchValues>, string][] = [
      [{}, M.category],
      [{ categoryid: '1' }, M.startdate],
      [{ startdate: '2026-12-01' }, M.enddate],
      [{ enddate: '2026-12-01' }, M.sameDates],
      [{ enddate: '2026-12-06', noofpax: 0, travellers: [] }, M.noofpax],
      [
        {
          noofpax: 2,
          travellers: [
            { paxnumber: 1, dob: '1990-01-01' },
            { paxnumber: 2, dob: '' },
          ],
        },
        M.dob,
      ],
    ];
    let values = defaultSearchValues();
    for (const [change, message] of steps) {
      values = { ...values, ...change };
      const onSearch = renderForm(values);
      await search();
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(onSearch).not.toHaveBeenCalled();
      cleanup();
    }
    const onSearch = renderForm({
      ...values,
      travellers: [values.travellers[0]!, { paxnumber: 2, dob: '1960-05-05' }],
    });
    expect((screen.getByRole('textbox', { name: 'Duration (days)' }) as HTMLInputElement).value).toBe('5');
    await search();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSearch).toHaveBeenCalledWith({
      categoryid: '1',
      categorycode: 'DOM',
      noofpax: 2,
      startdate: '2026-12-01',
      enddate: '2026-12-06',
      domint: 'domestic',
      paxList: [
        { paxnumber: 1, dob: '1990-01-01', age: 36 },
        { paxnumber: 2, dob: '1960-05-05', age: 66 },
      ],
    });
  });

  it('picks the dates from calendars that start today and derives the duration', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start date' }));
    expect((await screen.findByLabelText('20 November 2026')).hasAttribute('disabled')).toBe(true);
    await user.click(await screen.findByLabelText('24 November 2026'));
    // The start calendar closes (a transition in jsdom) before the end calendar opens.
    await waitFor(() => expect(screen.queryByLabelText('24 November 2026')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'End date' }));
    await user.click(await screen.findByLabelText('30 November 2026'));
    expect((screen.getByRole('textbox', { name: 'Duration (days)' }) as HTMLInputElement).value).toBe('6');
  });

  it('takes a typed birth date', async () => {
    const onSearch = renderForm({
      ...defaultSearchValues(),
      categoryid: '1',
      startdate: '2026-12-01',
      enddate: '2026-12-03',
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Traveller 1 date of birth' }), '12/04/1990');
    await user.click(screen.getByRole('textbox', { name: 'Duration (days)' }));
    await search();
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ paxList: [{ paxnumber: 1, dob: '1990-04-12', age: 36 }] }),
    );
  });

  it('adds and trims a birth date per traveller as the count changes', async () => {
    renderForm();
    const count = screen.getByRole('combobox', { name: 'No of travellers' });
    await userEvent.selectOptions(count, '3');
    expect(screen.getAllByRole('textbox', { name: /Traveller \d date of birth/ })).toHaveLength(3);
    await userEvent.selectOptions(count, '2');
    expect(screen.getAllByRole('textbox', { name: /Traveller \d date of birth/ })).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: /Traveller 3 date of birth/ })).toBeNull();
  });

  it('lists the categories of the chosen kind and drops one that no longer matches', async () => {
    renderForm();
    await userEvent.selectOptions(category(), '1');
    await userEvent.click(screen.getByRole('radio', { name: 'International' }));
    expect(category().value).toBe('');
    expect(optionLabels(category())).toEqual(['Select category', 'Asia', 'Worldwide']);
    await userEvent.selectOptions(category(), '3');
    await search();
    expect(screen.getByRole('alert').textContent).toBe(M.startdate);
  });
});
