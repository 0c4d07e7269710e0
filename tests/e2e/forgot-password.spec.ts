import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, testWithServer } from './support/fixtures';

/* Forgot password end to end: the link is read from the demo mailbox, which only DEMO_MAILBOX=1 serves. */
const test = testWithServer({ DEMO_MAILBOX: '1' });

const SENT = 'If an account exists for that email, we have sent a reset link.';
const NEW_PASSWORD = 'Fresh@Reset42';

/** The reset link of the newest mail to `email`, once the mailbox has one. */
async function mailedLink(page: Page, email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const answer = await page.request.get(`/api/demo/mailbox?to=${encodeURIComponent(email)}`);
    const { mail } = (await answer.json()) as { mail: { body: string }[] };
    link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail[0]?.body ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass();
  return link;
}

test('forgot password: request a link, set a new password, log in with it', async ({ page }) => {
  const email = 'manager@acme.test';
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();

  await page.goto(await mailedLink(page, email));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('Different@42');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL('/?reset=done');
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset. Please log in with your new password.' })).toBeVisible();
  await login(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Invalid userid or password');
  await login(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL('/trips');
});

test('an unknown email gets the same answer, and a used link cannot be used twice', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody@acme.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();

  await page.getByLabel('Email').fill('finance@acme.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const link = await mailedLink(page, 'finance@acme.test');
  const setPassword = async () => {
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
  };
  await setPassword();
  await expect(page).toHaveURL('/?reset=done');
  await setPassword();
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired. Please request a new one.');
  await expect(page).toHaveURL(/\/reset-password\?token=/);
});
