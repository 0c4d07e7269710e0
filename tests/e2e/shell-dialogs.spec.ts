import type { Page } from '@playwright/test';
import { test, expect, login } from './support/fixtures';

async function loginAndWait(page: Page, userid: string) {
  await page.goto('/');
  await login(page, userid);
  // The shell's own Logout button: the login page's heading would match too early.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

async function openFromProfileMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const announcement = (page: Page) => page.getByRole('dialog', { name: 'Notification' });

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

test('the announcement closes for good, then the notifications step with Previous, Next and Skip', async ({ page }) => {
  await loginAndWait(page, 'traveller@acme.test');
  await expect(announcement(page)).toContainText('15-Sep-2025');
  await expect(announcement(page)).toContainText('F1 support ticket');
  await announcement(page).getByRole('button', { name: 'Close' }).click();
  expect(await page.evaluate(() => localStorage.getItem('showchatannouncement'))).toBe('false');

  const popup = page.getByRole('dialog', { name: 'Monsoon travel advisory' });
  await expect(popup).toContainText('Notification 1 of 3');
  await expect(popup.locator('strong')).toHaveText('flight delays');
  await expect(popup.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await popup.getByRole('button', { name: 'Next' }).click();
  const second = page.getByRole('dialog', { name: 'New hotel partners' });
  await expect(second).toContainText('Notification 2 of 3');
  await second.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('dialog', { name: 'Monsoon travel advisory' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const third = page.getByRole('dialog', { name: 'Expense deadline' });
  await expect(third.getByRole('button', { name: 'Next' })).toBeDisabled();
  await third.getByRole('button', { name: 'Skip' }).click();
  await expect(third).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
  // Once the network is quiet the shell has fetched and shown anything it wrongly still would.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a company without notifications gets only the announcement', async ({ page }) => {
  await loginAndWait(page, 'owner@sme.test');
  await announcement(page).getByRole('button', { name: 'Close' }).click();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
