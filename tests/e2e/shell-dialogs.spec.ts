import type { Page } from '@playwright/test';
import { LOGIN_TIMEOUT_MS } from './support/timeouts';
import { testWithServer, expect, login } from './support/fixtures';

// A server of its own: the bell counts the demo traveller's seeded notices, and other specs send
// that traveller notices of their own (a stay booked by the travel desk, an approval decided).
const test = testWithServer();

async function loginAndWait(page: Page, userid: string) {
  await page.goto('/');
  await login(page, userid);
  // The shell's own Logout button: the login page's heading would match too early.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
}

async function openFromProfileMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const announcement = (page: Page) => page.getByRole('region', { name: 'Chat assistant announcement' });

test('the help dialog lists the user’s own company’s support contacts', async ({ page }) => {
  await loginAndWait(page, 'traveller@acme.test');
  await openFromProfileMenu(page, 'Support');
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help.getByRole('heading', { name: 'Acme Travel Desk' })).toBeVisible();
  await expect(help).toContainText('phone +91 22 4000 1001');
  await expect(help).toContainText('email traveldesk@acme.test');
  await expect(help).toContainText('Weekdays 9:00 to 18:00 IST');
  await expect(help.getByRole('listitem')).toHaveCount(2);
  await expect(help).not.toContainText('Globex');
});

test('another company sees only its own contacts', async ({ page }) => {
  await loginAndWait(page, 'traveller@globex.test');
  await openFromProfileMenu(page, 'Support');
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help.getByRole('heading', { name: 'Globex Travel Help' })).toBeVisible();
  await expect(help).not.toContainText('Acme');
});

test('the mobile app QR dialog shows the spec text and a 350 px code', async ({ page }) => {
  await loginAndWait(page, 'traveller@acme.test');
  await openFromProfileMenu(page, 'Mobile App QR Code');
  const dialog = page.getByRole('dialog', { name: 'Download the mobile app' });
  await expect(dialog.getByText('Scan the below QR Code to download the mobile app.')).toBeVisible();
  const image = dialog.getByRole('img', { name: 'Mobile app QR code' });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect((await image.boundingBox())?.width).toBe(350);
});

test('the mobile login QR is 128 px and comes from a freshly minted one-time key', async ({ page }) => {
  await loginAndWait(page, 'traveller@acme.test');
  const minted = page.waitForRequest((r) => r.url().endsWith('/api/service') && (r.postData() ?? '').includes('TG-QRLOGINKEY'));
  await openFromProfileMenu(page, 'Mobile Login QR Code');
  await minted;
  const image = page.getByRole('dialog', { name: 'Login to the mobile app' }).getByRole('img', { name: 'Mobile login QR code' });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const box = await image.boundingBox();
  expect([box?.width, box?.height]).toEqual([128, 128]);
});

/** The Trips page with its content loaded: a non-booking page, where the shell may announce things. */
async function openTrips(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
}

test('the announcement is an in-page notice shown once per profile; notifications wait in the bell', async ({ page, browser }) => {
  await loginAndWait(page, 'traveller@acme.test');
  // Home is the flight search, a booking flow page: nothing announces itself there.
  await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
  await expect(announcement(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openTrips(page);
  await expect(announcement(page)).toContainText('15-Sep-2025');
  await expect(announcement(page)).toContainText('F1 support ticket');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
  await bell.click();
  const list = page.getByRole('list', { name: 'Notifications list' });
  await expect(list).toContainText('Monsoon travel advisory');
  await expect(list).toContainText('New hotel partners');
  await expect(list).toContainText('Expense deadline');
  await expect(list.locator('strong').first()).toHaveText('flight delays');
  await bell.click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await announcement(page).getByRole('button', { name: 'Close announcement' }).click();
  await expect(announcement(page)).toHaveCount(0);

  // Another browser, nothing stored in it: what the profile has seen comes from the server.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const seenRead = other.waitForResponse((r) => (r.request().postData() ?? '').includes('getseennotices'));
  await loginAndWait(other, 'traveller@acme.test');
  await (await seenRead).finished();
  await openTrips(other);
  await expect(other.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(announcement(other)).toHaveCount(0);
  await elsewhere.close();
});

test('a company without notifications gets an empty bell', async ({ page }) => {
  await loginAndWait(page, 'owner@sme.test');
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByText('No notifications.')).toBeVisible();
});
