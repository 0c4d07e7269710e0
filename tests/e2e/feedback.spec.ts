import type { Page, Request } from '@playwright/test';
import { LOGIN_TIMEOUT_MS } from './support/timeouts';
import { test, expect, login } from './support/fixtures';

/*
 * The feedback prompt end to end on the seeded demo (issue 15): traveller@acme.test (Acme is the
 * special client) has one ticketed trip, from 2025-09: more than 30 days ago, so it is never asked
 * about; and nothing is asked on a booking flow's pages. The card itself (ratings, submit, 'Do it
 * later' for the day) is covered by src/ui/feedback/FeedbackPrompt.test.tsx and the server tests.
 */
const feedback = (page: Page) => page.getByRole('region', { name: 'How was your trip?' });

/** The prompt takes its turn once the screen has been free of dialogs this long (QUIET_MS, src/ui/feedback/use-quiet-screen.ts). */
const QUIET_MS = 2_000;
/**
 * A prompt that must not come is watched for this long: its whole quiet wait and then some for the
 * call it would make. "Never" has no event to wait for; this window is the one wait on time here.
 */
const NOT_ASKED_WINDOW_MS = QUIET_MS + 2_000;
const asksForPendingTrip = (r: Request) => (r.postData() ?? '').includes('getpendingfeedbacktrip');

/** Nothing asks the server for a trip to rate while the prompt would: fails at once if something does. */
async function expectNotAsked(page: Page) {
  const asked = page.waitForRequest(asksForPendingTrip, { timeout: NOT_ASKED_WINDOW_MS });
  await expect(asked).rejects.toThrow();
  await expect(feedback(page)).toHaveCount(0);
}

async function openTrips(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
}

test('the special client’s traveller is not asked on the flight search, nor about last year’s trip', async ({ page }) => {
  await page.goto('/');
  await login(page, 'traveller@acme.test');
  // Home is the flight search: a booking flow page holds the prompt back entirely.
  await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
  await expectNotAsked(page);

  // On another page it asks (answers are encrypted: the screen tells); the server leaves out the 2025
  // trip, which ended more than 30 days ago, so no card comes.
  const answered = page.waitForResponse((r) => asksForPendingTrip(r.request()));
  await openTrips(page);
  await (await answered).finished();
  await expect(feedback(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a travel admin is never asked, not even once the screen is quiet', async ({ page }) => {
  await page.goto('/');
  await login(page, 'traveladmin@acme.test');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
  await openTrips(page);
  await expectNotAsked(page);
});
