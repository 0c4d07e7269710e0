import type { APIRequestContext, Page } from '@playwright/test';
import { LOGIN_TIMEOUT_MS } from './support/timeouts';
import { DEMO_PASSWORD, expect } from './support/fixtures';

/** Shared steps of the trip specs (trips.spec.ts, trips-offline.spec.ts). */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date `days` from today as YYYY-MM-DD and as the calendar's day label ("12 March 2026"). */
export function daysFromToday(days: number): { iso: string; label: string } {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { iso, label: `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}` };
}

/** Opens a date picker by its label and clicks the day, paging months forward as needed. */
export async function pickDate(page: Page, label: string, days: number): Promise<void> {
  const { label: dayLabel } = daysFromToday(days);
  await page.getByRole('button', { name: label, exact: true }).click();
  const day = page.getByRole('button', { name: new RegExp(`^${dayLabel}`) });
  const next = page.getByRole('button', { name: 'Next month' });
  // The calendar is open (and its month drawn) once its header shows; only then is "not visible" an answer.
  await expect(next).toBeVisible();
  // Which month is drawn, read off its first own day ('1 March 2026…' → 'March 2026').
  const firstDay = next.locator('xpath=ancestor::*[.//table][1]').locator('table button:not([data-outside])').first();
  const month = async () => (await firstDay.getAttribute('aria-label'))?.replace(/^\d+ /, '').replace(/,.*$/, '') ?? '';
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    const shown = await month();
    await next.click();
    await expect.poll(month).not.toBe(shown);
  }
  await day.click();
  // The calendar closes on a pick; the next picker's calendar must not meet this one mid-transition.
  await expect(day).toHaveCount(0);
}

/** Types into the trip form's airport field and picks the suggestion `choice` ('Bengaluru (BLR)'). */
export async function chooseTripPlace(page: Page, label: 'Origin' | 'Destination', typed: string, choice: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.fill(typed);
  await page.getByRole('listbox').getByRole('option').filter({ hasText: choice }).first().click();
  await expect(field).toHaveValue(choice);
}

/** Fills and saves the create-trip form (the page must be on /trips/new); `beforeSave` fills what a company adds (project, custom fields). */
export async function createTripThroughForm(page: Page, tripname: string, withTripType = true, beforeSave?: () => Promise<void>): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Create trip' })).toBeVisible();
  await page.getByLabel('Trip name').fill(tripname);
  await page.getByRole('combobox', { name: 'Travel reason' }).fill('Client meeting');
  await chooseTripPlace(page, 'Origin', 'Bengaluru', 'Bengaluru (BLR)');
  await chooseTripPlace(page, 'Destination', 'Hyderabad', 'Hyderabad (HYD)');
  await page.getByRole('combobox', { name: 'Destination countries' }).click();
  await page.getByRole('option', { name: 'India (IN)' }).click();
  await page.keyboard.press('Escape');
  if (withTripType) {
    await page.getByRole('combobox', { name: 'Trip type' }).click();
    await page.getByRole('option', { name: 'Domestic (domestic)' }).click();
  }
  await pickDate(page, 'From date', 20);
  await pickDate(page, 'To date', 22);
  if (beforeSave) await beforeSave();
  await page.getByRole('button', { name: 'Save trip' }).click();
}

/** A plain (unencrypted) API session for checking what the server holds. */
export async function apiSession(request: APIRequestContext, userid: string, password = DEMO_PASSWORD) {
  const signedIn = await request.post('/api/dispatcher/login', {
    form: { jsondata: JSON.stringify({ userid, password }), pushtoken: '' },
  });
  expect(signedIn.ok()).toBe(true);
  const token = ((await signedIn.json()) as { userauth: { authtoken: string } }).userauth.authtoken;
  return (data: Record<string, unknown>) =>
    request.post('/api/service', { headers: { authorization: `Bearer ${token}` }, data });
}

/** The caller's trips with this name, as the server lists them. */
export async function serverTripsNamed(
  request: APIRequestContext,
  userid: string,
  tripname: string,
): Promise<{ tripid: string; status: string }[]> {
  const call = await apiSession(request, userid);
  const answer = await call({ opid: 'TG-EXPENSE', action: 'gettripscreatedbyprofile', limit: 200 });
  expect(answer.status()).toBe(200);
  const { list } = (await answer.json()) as { list: { tripid: string; tripname: string; status: string }[] };
  return list.filter((t) => t.tripname === tripname);
}

/** Creates a trip through the create-trip form and answers its server id once it has synced. */
export async function createTripInUi(page: Page, tripname: string): Promise<string> {
  await page.goto('/trips/new');
  await createTripThroughForm(page, tripname);
  await expect(page).toHaveURL(/\/trips\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: tripname })).toBeVisible();
  return page.url().split('/').pop()!;
}

/** Runs one trip page action: its button, then the dialog's confirm (after `fill`, if given). */
export async function runTripAction(page: Page, button: string, confirm: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>): Promise<void> {
  await page.getByRole('group', { name: 'Trip actions' }).getByRole('button', { name: button, exact: true }).click();
  // The shell's own dialogs (a notification) may be open too: this is the one with the confirm button.
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: confirm, exact: true }) });
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Signs in from the start page (the feedback prompt is an in-page card now: it covers nothing). */
export async function signInAs(page: Page, userid: string, loginFn: (page: Page, userid: string) => Promise<void>): Promise<void> {
  await page.goto('/');
  await loginFn(page, userid);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
}
