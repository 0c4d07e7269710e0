import type { Page } from '@playwright/test';
import { test, expect, login } from './support/fixtures';
import { freePort, launchServer, type RunningServer } from './support/server';
import { SERVER_FIXTURE_TIMEOUT_MS } from './support/timeouts';

const REQUIRED_MESSAGES = [
  'Please enter First Name',
  'Please enter Last Name',
  'Please enter Company Name',
  'Please enter Work Email',
  'Please enter Mobile number',
  'Please enter Password',
];

async function fillRegistration(page: Page, email: string, companyLabel = 'Company Name') {
  await page.getByLabel('Salutation').selectOption('Ms');
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Nair');
  await page.getByLabel(companyLabel).fill('Nair Consulting');
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Mobile').fill('+91 98450-12345');
  await page.getByLabel('Password', { exact: true }).fill('secret1');
}

test('register → success page shows the email → Login → the new account lands on home', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Corporate' }).check();
  await fillRegistration(page, 'meera@nair.test');
  await expect(page.getByLabel('Mobile')).toHaveValue('919845012345'); // numeric only
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL('/registration-success');
  await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
  await expect(page.getByTestId('registered-email')).toHaveText('meera@nair.test');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL('/');
  await login(page, 'meera@nair.test', 'secret1');
  await expect(page).toHaveURL('/flights');
});

test('a taken email shows the server message in the error snackbar and stays on the form', async ({ page }) => {
  await page.goto('/register');
  await fillRegistration(page, 'traveller@acme.test');
  await page.getByRole('button', { name: 'Register' }).click();
  const snackbar = page.getByRole('alert').filter({ hasText: 'already exists' });
  await expect(snackbar).toContainText('An account with this email already exists. Please log in instead.');
  await expect(page).toHaveURL('/register');
  await page.getByRole('button', { name: 'Close message' }).click();
  await expect(snackbar).toBeHidden();
});

test('the register page goes back to login', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('sme signup: marketing image, SME/Firm Name, no Register As, the required messages in order', async ({ page }) => {
  await page.goto('/smesignup');
  await expect(page.getByRole('img', { name: 'A small business ready to travel' })).toBeVisible();
  await expect(page.getByLabel('SME/Firm Name')).toBeVisible();
  await expect(page.getByText('Register As')).toHaveCount(0);

  await page.getByRole('button', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Registration' });
  for (const message of REQUIRED_MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible();
  const shown = await form.locator('.mantine-InputWrapper-error').allTextContents();
  expect(shown).toEqual(REQUIRED_MESSAGES);

  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Password should have minimum 6 characters.')).toBeVisible();
});

test('sme signup registers an sme account', async ({ page }) => {
  await page.goto('/smesignup');
  await fillRegistration(page, 'owner@nairfirm.test', 'SME/Firm Name');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('registered-email')).toHaveText('owner@nairfirm.test');
});

test.describe('SME onboarding with the demo mailbox', () => {
  // The mailbox endpoint hands out OTPs, so only a server started with DEMO_MAILBOX=1 has it.
  let demo: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(SERVER_FIXTURE_TIMEOUT_MS);
    demo = await launchServer(await freePort(), { DEMO_MAILBOX: '1' });
  });
  test.afterAll(async () => {
    await demo.stop();
  });

  async function mailedOtp(page: Page, email: string): Promise<string> {
    let otp = '';
    await expect(async () => {
      const answer = await page.request.get(`${demo.url}/api/demo/mailbox?to=${encodeURIComponent(email)}`);
      const { mail } = (await answer.json()) as { mail: { body: string }[] };
      otp = /\b(\d{6})\b/.exec(mail[0]?.body ?? '')?.[1] ?? '';
      expect(otp).toMatch(/^\d{6}$/);
    }).toPass();
    return otp;
  }

  test('start → OTP from the outbox → firm details → GST → the owner logs in', async ({ page }) => {
    const email = 'founder@kaveri-textiles.test';
    await page.goto(`${demo.url}/smesignup/onboard`);
    await page.getByLabel('Work Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    const otp = await mailedOtp(page, email);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('OTP').fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('alert')).toContainText('The OTP is not correct. 4 attempts left.');
    await page.getByLabel('OTP').fill(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await page.getByLabel('First Name').fill('Kaveri');
    await page.getByLabel('Last Name').fill('Menon');
    await page.getByLabel('SME/Firm Name').fill('Kaveri Textiles');
    await page.getByLabel('Mobile').fill('9845012345');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Register Firm' }).click();

    await page.getByLabel('GST Number').fill('27AAPFU0939F1ZW');
    await page.getByRole('button', { name: 'Verify GST' }).click();
    await expect(page.getByText('GST number check digit does not match')).toBeVisible();
    await page.getByLabel('GST Number').fill('27AAPFU0939F1ZV');
    await page.getByRole('button', { name: 'Verify GST' }).click();
    await expect(page.getByRole('status')).toContainText(`Your firm is onboarded. Log in with ${email}`);

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await login(page, email, 'secret1');
    await expect(page).toHaveURL(`${demo.url}/flights`);
  });
});
