import type { APIRequestContext, Page } from '@playwright/test';
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
  for (let i = 0; i < 3 && !(await day.isVisible()); i++)
    await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

/** Fills and saves the create-trip form (the page must be on /trips/new). */
export async function createTripThroughForm(page: Page, tripname: string, withTripType = true): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Create trip' })).toBeVisible();
  await page.getByLabel('Trip name').fill(tripname);
  await page.getByRole('combobox', { name: 'Travel reason' }).fill('Client meeting');
  await page.getByLabel('Origin').fill('Bengaluru');
  await page.getByRole('textbox', { name: 'Destination' }).fill('Hyderabad');
  await page.getByRole('combobox', { name: 'Destination countries' }).click();
  await page.getByRole('option', { name: 'India (IN)' }).click();
  await page.keyboard.press('Escape');
  if (withTripType) {
    await page.getByRole('combobox', { name: 'Trip type' }).click();
    await page.getByRole('option', { name: 'Domestic (domestic)' }).click();
  }
  await pickDate(page, 'From date', 20);
  await pickDate(page, 'To date', 22);
  await page.getByRole('button', { name: 'Save trip' }).click();
}

/** A plain (unencrypted) API session for checking what the server holds. */
export async function apiSession(request: APIRequestContext, userid: string) {
  const signedIn = await request.post('/api/dispatcher/login', {
    form: { jsondata: JSON.stringify({ userid, password: DEMO_PASSWORD }), pushtoken: '' },
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
