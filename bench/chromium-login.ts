import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/store/seed-data';

/**
 * Logs a demo account (the traveller unless told) in through the built app's login form, as a user
 * would, in a Chromium bench's page, and turns the feedback popup off so it never covers what is measured.
 */
export async function chromiumLogin(page: Page, url: string, userid = 'traveller@acme.test'): Promise<void> {
  await page.goto(`${url}/`);
  // The static form of index.html loads the app at the first touch; type into the React form that replaces it.
  await page.getByLabel('Email').click();
  await page.locator('#login-shell').waitFor({ state: 'detached' });
  await page.getByLabel('Email').fill(userid);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  await page.evaluate(() => localStorage.setItem('showfeedbackpopup', 'false'));
}
