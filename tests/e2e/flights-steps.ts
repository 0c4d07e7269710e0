import type { Locator, Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { daysFromToday, pickDate } from './trips-steps';

/* Shared steps of the flight specs (tests/e2e/flights*.spec.ts). */

/** Days from today of the searched flights: a few weeks ahead, the return three days later. */
export const ONWARD_DAYS = 21;
export const RETURN_DAYS = 24;

/** The fare-carrying carriers of the sandbox airline's domestic timetable (docs/sandbox-airline.md). */
export const DOMESTIC_CARRIERS = ['AI', '6E', 'UK', 'SG', 'QP', 'IX'];

/** The `fs` of a one-way economy search for one adult (format in src/ui/flights/search/flight-query.ts). */
export function onewayFs(origin: string, destination: string, days = ONWARD_DAYS): string {
  return `oneway;domestic;economy;1;0;0;${origin};${destination};${daysFromToday(days).iso}`;
}

/** An airport field of the search form, by its label ('From', 'To'). */
export function airportField(page: Page, label: string): Locator {
  return page.getByRole('form', { name: 'Flight search' }).getByLabel(label, { exact: true });
}

/** The open airport suggestions list (only the focused field's list is shown). */
export function airportList(page: Page): Locator {
  return page.getByRole('form', { name: 'Flight search' }).getByRole('listbox');
}

/** The suggestions of the open airport list. */
export function airportOptions(page: Page): Locator {
  return airportList(page).getByRole('option');
}

/** Types into an airport field and picks the suggestion named like `choice` ('Bengaluru (BLR)'). */
export async function chooseAirport(page: Page, label: string, typed: string, choice: string): Promise<void> {
  const field = airportField(page, label);
  await field.fill(typed);
  await airportOptions(page).filter({ hasText: choice }).first().click();
  await expect(field).toHaveValue(choice);
}

/** Opens /flights as the signed-in user and waits for the search form. */
export async function openFlightSearch(page: Page): Promise<void> {
  await page.goto('/flights');
  await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Flight search' })).toBeVisible();
}

export interface FormSearch {
  triptype: 'One way' | 'Round trip';
  from: { typed: string; choice: string };
  to: { typed: string; choice: string };
}

/** Fills the search form (trip type, airports, dates) and presses Search flights. */
export async function searchFlights(page: Page, search: FormSearch): Promise<void> {
  const form = page.getByRole('form', { name: 'Flight search' });
  await form.getByRole('radio', { name: search.triptype, exact: true }).check();
  await chooseAirport(page, 'From', search.from.typed, search.from.choice);
  await chooseAirport(page, 'To', search.to.typed, search.to.choice);
  await pickDate(page, 'Departure date', ONWARD_DAYS);
  if (search.triptype === 'Round trip') await pickDate(page, 'Return date', RETURN_DAYS);
  await form.getByRole('button', { name: 'Search flights' }).click();
}

/** One results list (a tab's panel on a domestic round trip) by its title, origin and destination. */
export function resultsPanel(page: Page, title: string, origin: string, destination: string): Locator {
  return page.getByRole('tabpanel', { name: `${title}: ${origin} → ${destination}` });
}

/** The rendered offer rows of a results panel, in list order (the list is virtual: rows in view and a few more). */
export function offerRows(panel: Locator): Locator {
  return panel.getByRole('listitem').getByRole('article');
}

/** '₹12,345' → 12345. */
export function rupeesOf(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  if (digits === '') throw new Error(`no amount in '${text}'`);
  return Number(digits);
}

/** The shown prices of the rendered rows of a panel, in list order (whole rupees). */
export async function rowPrices(panel: Locator): Promise<number[]> {
  return (await offerRows(panel).getByTestId('offer-price').allTextContents()).map(rupeesOf);
}

/** The first departure ('09:05') of each rendered row of a panel, in list order, from the rows' names. */
export async function rowDepartures(panel: Locator): Promise<string[]> {
  const names = await offerRows(panel).evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? ''));
  return names.map((n) => /, (\d\d:\d\d) [A-Z]{3} to /.exec(n)?.[1] ?? '');
}

export const isAscending = <T>(values: T[]): boolean => values.every((v, i) => i === 0 || values[i - 1]! <= v);

/** The review step's pay button (docs/features/flights-booking.md "Review before paying"). */
export const PAY_BUTTON = /^(Pay|Book) ₹[\d,.]+ (from wallet|by card|on company account)$/;

/** Out of policy, the book page asks why: the traveller picks 'Other…' and writes their own reason. */
export async function giveOwnPolicyReason(page: Page, reason: string): Promise<void> {
  await page.getByLabel('Reason for choosing an out-of-policy fare').selectOption({ label: 'Other…' });
  await page.getByLabel('Your own reason').fill(reason);
}

/** The demo companies require a purpose of travel: the book page's form picks one. */
export async function choosePurpose(page: Page, purpose = 'Official'): Promise<void> {
  await page.getByLabel('Purpose of travel').selectOption({ label: purpose });
}

/**
 * What a traveller does to be charged on the book page: the required purpose (unless `purpose` is
 * null: already there, e.g. resumed from an approval), Proceed to Payment, then the review step's
 * button, which names the amount and the mode. Answers the button's text.
 */
export async function proceedAndPay(page: Page, purpose: string | null = 'Official'): Promise<string> {
  if (purpose !== null) await choosePurpose(page, purpose);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const pay = page.getByRole('region', { name: 'Review and pay' }).getByRole('button', { name: PAY_BUTTON });
  await expect(pay).toBeVisible();
  const text = (await pay.textContent())!;
  await pay.click();
  return text;
}

/**
 * From a one-way search (its `fs` query) to the book page of the first flight listed (the first in
 * policy with `inPolicy`), with the traveller prefilled from the profile. Answers the flight's name.
 */
export async function bookFirstOffer(page: Page, fs: string, options: { inPolicy?: boolean } = {}): Promise<string> {
  await page.goto(`/flights/oneway-search?fs=${fs}`);
  const rows = offerRows(page.getByRole('region', { name: /^Onward flights / }));
  const first = (options.inPolicy ? rows.filter({ hasText: 'In policy' }) : rows).first();
  await expect(first).toBeVisible();
  const name = (await first.getAttribute('aria-label'))!;
  await first.getByRole('button', { name: `Select ${name}` }).click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Flight' })).toBeVisible();
  await expect(page.getByLabel('Traveller 1 First Name')).not.toHaveValue('');
  return name;
}
