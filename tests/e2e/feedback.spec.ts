import type { Page, Request } from '@playwright/test';
import { test, expect, login } from './support/fixtures';

/*
 * The feedback prompt end to end on the seeded demo: traveller@acme.test (Acme is the special
 * client) has a ticketed trip from 2025-09 (trip-core's seed). One flow, in order: the prompt waits
 * behind the shell's popups, 'Do it later' holds until logout, the ratings rule, submit, never again.
 */
const feedback = (page: Page) => page.getByRole('dialog', { name: 'How was your trip?' });

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

async function loginPastShellPopups(page: Page) {
  await page.goto('/');
  await login(page, 'traveller@acme.test');
  await page.getByRole('dialog', { name: 'Notification' }).getByRole('button', { name: 'Close' }).click();
  // While the notifications popup is up the prompt keeps waiting.
  await expect(page.getByRole('dialog', { name: 'Monsoon travel advisory' })).toBeVisible();
  await expect(feedback(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Skip' }).click();
}

/** Mantine's half-star inputs are hidden; a pointer user clicks the star's label. */
async function rate(page: Page, group: string, stars: string) {
  const id = await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: stars }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).dispatchEvent('click');
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('User ID')).toBeVisible();
}

test('the special client’s traveller is asked about the latest trip until it is rated', async ({ page }) => {
  await loginPastShellPopups(page);
  const dialog = feedback(page);
  await expect(dialog).toBeVisible();
  const link = dialog.getByRole('link', { name: 'Singapore partner summit' });
  await expect(link).toHaveAttribute('href', /^\/pre-trip-flow\/view\/\d+$/);

  await dialog.getByRole('button', { name: 'Do it later' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('showfeedbackpopup'))).toBe('false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // 'Do it later' holds: the prompt does not even ask the server.
  await expectNotAsked(page);

  // Logout clears the flag: the next login asks again.
  await logout(page);
  await loginPastShellPopups(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please provide ratings for both booking and travel arrangements.',
  );
  await rate(page, 'Booking experience rating', '4.5 stars');
  await rate(page, 'Travel arrangements rating', '4 stars');
  await expect(dialog).toContainText('Overall: 4.25 of 5');
  await dialog.getByLabel('Comments on the booking').fill('Quick approval');
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(dialog).toHaveCount(0);

  await logout(page);
  // Rated: the prompt asks once the screen is quiet, hears of nothing left to rate, and stays away.
  const answered = page.waitForResponse((r) => asksForPendingTrip(r.request()));
  await loginPastShellPopups(page);
  await (await answered).finished();
  await expect(dialog).toHaveCount(0);
});

test('a travel admin is never asked, not even once the screen is quiet', async ({ page }) => {
  await page.goto('/');
  await login(page, 'traveladmin@acme.test');
  await page.getByRole('dialog', { name: 'Notification' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expectNotAsked(page);
});
