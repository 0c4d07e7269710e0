import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodePrefill } from '../../../domain/insurance-prefill';
import type { InsuranceCategoryOption } from './InsuranceSearchFields';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { InsuranceSearchPage } from './InsuranceSearchPage';

const TODAY = '2026-11-21';
const categories = [{ categoryid: '1', categorycode: 'DOM', description: 'Domestic (India)', domint: 'domestic' as const }];

beforeEach(() => act(() => setSession(loginFixture())));
afterEach(() => {
  cleanup();
  act(() => setSession(null));
});

function renderPage() {
  const onSearch = vi.fn();
  render(
    <MantineProvider>
      <InsuranceSearchPage categories={categories} today={TODAY} onSearch={onSearch} />
    </MantineProvider>,
  );
  return onSearch;
}

const birthDate = (n: number) => screen.getByRole('textbox', { name: `Traveller ${n} date of birth` }) as HTMLInputElement;
// Mantine keeps a popover's dropdown out of the accessibility tree while it animates: look past that.
const calendarDay = () => screen.queryByRole('button', { name: '1 April 1990', hidden: true });
const calendarShown = () => screen.queryByRole('button', { name: 'Next month', hidden: true });

describe('insurance search page', () => {
  it("starts traveller 1 with the signed-in user's own birth date, shown DD/MM/YYYY", () => {
    renderPage();
    expect(birthDate(1).value).toBe('01/04/1990');
  });

  it('leaves traveller 1 empty without a session', () => {
    act(() => setSession(null));
    renderPage();
    expect(birthDate(1).value).toBe('');
  });

  it('closes the calendar once a day is picked, so the Search button is clicked, not the calendar', async () => {
    const onSearch = renderPage();
    await userEvent.click(birthDate(1));
    await waitFor(() => expect(calendarDay()).not.toBeNull());
    await userEvent.click(calendarDay()!);
    await waitFor(() => expect(calendarDay()).toBeNull());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The dates are still missing: the click reached the form, which names the first problem.
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("opens a trip's search with its trip type and category once the categories are read", () => {
    const asia: InsuranceCategoryOption = { categoryid: '2', categorycode: 'ASIA', description: 'Asia', domint: 'international' };
    const prefill = decodePrefill('2026-12-01;2026-12-05;1;international;ASIA;SG');
    const page = (list: InsuranceCategoryOption[]) => (
      <MantineProvider>
        <InsuranceSearchPage categories={list} today={TODAY} onSearch={vi.fn()} prefill={prefill} />
      </MantineProvider>
    );
    const { rerender } = render(page([]));
    rerender(page([...categories, asia]));
    expect(screen.getByRole('radio', { name: 'International' })).toHaveProperty('checked', true);
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('2');
  });

  it('closes the calendar once a full date is typed', async () => {
    renderPage();
    await userEvent.clear(birthDate(1));
    await waitFor(() => expect(calendarShown()).not.toBeNull());
    await userEvent.type(birthDate(1), '12/04/1985');
    await waitFor(() => expect(calendarShown()).toBeNull());
    expect(birthDate(1).value).toBe('12/04/1985');
  });
});
