import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, login, testWithServer } from './support/fixtures';

/*
 * A server of its own: the QR login lands the manager on /trips only while no approval waits for
 * them, and specs sharing a server leave some (an approver with decisions waiting lands on /approvals).
 */
const test = testWithServer();

/** A Mobile Login QR link for `userid`, minted through the real API as the shell's dialog does. */
async function qrLink(request: APIRequestContext, userid: string): Promise<string> {
  const signedIn = await request.post('/api/dispatcher/login', {
    form: { jsondata: JSON.stringify({ userid, password: DEMO_PASSWORD }), pushtoken: '' },
  });
  const { userauth } = await signedIn.json();
  const minted = await request.post('/api/service', {
    data: { opid: 'TG-QRLOGINKEY' },
    headers: { authorization: `Bearer ${userauth.authtoken}` },
  });
  const { key } = await minted.json();
  return `/qr-login?${new URLSearchParams({ q: key }).toString()}`;
}

test('a superadmin acts as a traveller, sees the banner, and switches back to their own home', async ({ page }) => {
  await page.goto('/');
  await login(page, 'superadmin@acme.test');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/travel-admin');
  await page.getByLabel('Search travellers').fill('rahul');
  await page.getByRole('button', { name: /^Act as Rahul / }).click();

  await expect(page).toHaveURL('/flights');
  const banner = page.getByRole('status').filter({ hasText: /You are acting as Rahul / });
  await expect(banner).toBeVisible();
  // A reload keeps the emulation: the vault holds the emulated session.
  await page.reload();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Switch back' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('You are acting as')).toHaveCount(0);
  await page.goto('/travel-admin');
  await expect(page.getByRole('heading', { name: 'Act as a traveller' })).toBeVisible();
});

test('a traveller sees no emulation panel', async ({ page }) => {
  await page.goto('/');
  await login(page, 'traveller@acme.test');
  await expect(page).toHaveURL('/flights');
  await page.goto('/travel-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Admin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Act as a traveller' })).toHaveCount(0);
});

test('a valid QR key logs in once and clears local storage; reusing it shows the error', async ({
  page,
  request,
  browser,
}) => {
  const link = await qrLink(request, 'manager@acme.test');
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('voyage.previous-user-flag', 'x'));
  await page.goto(link);
  await expect(page).toHaveURL('/trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('voyage.previous-user-flag'))).toBeNull();

  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.getByRole('alert')).toHaveText('This sign-in link has already been used.');
  await expect(other.getByRole('link', { name: 'Go to the login page' })).toBeVisible();
  await other.close();
});

test('a tampered SSO or QR key shows the server message', async ({ page, request }) => {
  const link = await qrLink(request, 'traveller@acme.test');
  // The first payload character: the signature no longer matches what it signs.
  const tampered = link.replace(/q=(.)/, (_, c: string) => `q=${c === 'A' ? 'B' : 'A'}`);
  await page.goto(tampered);
  await expect(page.getByRole('alert')).toHaveText('This sign-in link is not valid.');
  await page.goto('/sso-saml/not-a-real-key');
  await expect(page.getByRole('alert')).toHaveText('This sign-in link is not valid.');
  await expect(page).toHaveURL('/sso-saml/not-a-real-key');
});

test('an SSO sign-on that answers nothing shows the spec text', async ({ page }) => {
  await page.route('**/api/dispatcher/sso', (route) => route.fulfill({ status: 502, body: '' }));
  await page.goto('/sso-acme/whatever.key');
  await expect(page.getByRole('alert')).toHaveText("We can't log you in. An error occurred in SSO.");
});

test('on a phone the landing tries the app first and signs on in the browser after 10 s', async ({
  browser,
  request,
  baseURL,
}) => {
  const link = await qrLink(request, 'manager@acme.test');
  const phone = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
  });
  const page = await phone.newPage();
  await page.clock.install();
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: 'Signing you in…' })).toBeVisible();
  // No app here: the deep link goes nowhere, and the browser waits out the spec's 10 s.
  await page.clock.runFor(9_000);
  await expect(page).toHaveURL(/\/qr-login/);
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL('/trips');
  await phone.close();
});
