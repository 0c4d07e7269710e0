import type { Locator, Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { daysFromToday, pickDate } from './trips-steps';

/* Shared steps of the hotel specs (tests/e2e/hotels*.spec.ts; docs/features/hotels.md "Screens"). */

/** Days from today of the stay every spec books: ahead enough that no check-in rule bites, two nights. */
export const CHECKIN_DAYS = 30;
export const CHECKOUT_DAYS = 32;

/** Searches hotels around a place picked from the Where list ('Manyata Tech Park'); answers on the results. */
export async function searchHotels(page: Page, typed: string, choice: RegExp): Promise<void> {
  await page.goto('/hotels');
  const form = page.getByRole('form', { name: 'Hotel search' });
  await form.getByLabel('Where').fill(typed);
  await page.getByRole('option', { name: choice }).first().click();
  await pickDate(page, 'Check-in', CHECKIN_DAYS);
  await pickDate(page, 'Check-out', CHECKOUT_DAYS);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/hotels\/results\?hs=.*&sid=/, { timeout: 30_000 });
}

/** The results' search id, once the page has added it to the URL. */
export function searchIdOf(page: Page): string {
  return new URL(page.url()).searchParams.get('sid') ?? '';
}

/** The stay these hotel tests book, in the results URL's `hs` format (src/ui/hotels/search/hotel-query.ts): two adults. */
export function stayQuery(placeid: string): string {
  return `${placeid};${daysFromToday(CHECKIN_DAYS).iso};${daysFromToday(CHECKOUT_DAYS).iso};2`;
}

/** The hotel's page rows, once its rates are in. */
export function rateRows(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Rooms and rates' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Book / }) });
}

/** 'Book' on the first rate of the hotel's page the filter keeps; answers on the book page, its price checked. */
export async function bookRate(page: Page, rows: Locator): Promise<void> {
  await rows
    .first()
    .getByRole('button', { name: /^Book / })
    .click();
  await expect(page).toHaveURL(/\/hotels\/book\?sid=.*&hotel=.*&rate=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeVisible();
}

/** Continue to payment, then the review step's button that names the exact total from the wallet. */
export async function payFromWallet(page: Page): Promise<string> {
  await expect(page.getByLabel('Wallet')).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByRole('button', { name: /^Pay ₹[\d,.]+ from wallet$/ });
  const text = (await pay.textContent()) ?? '';
  await pay.click();
  await expect(page).toHaveURL(/\/hotels\/voucher\/HTL\d+$/, { timeout: 30_000 });
  return text;
}

export const txidOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
