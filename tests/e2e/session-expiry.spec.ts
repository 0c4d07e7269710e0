import { test, expect, login } from './support/fixtures';

const EXPIRED = 'Your session has expired! You will be redirected to the Login page.';

test('a session revoked on the server shows the expiry alert, clears storage and returns to login', async ({ page, request, server }) => {
  await page.goto('/');
  const loginResponse = page.waitForResponse((r) => r.url().endsWith('/api/dispatcher/login'));
  await login(page, 'traveller@acme.test');
  const token: string = (await (await loginResponse).json()).userauth.authtoken;
  await expect(page).toHaveURL('/flights');
  // The shell's own reads (notifications, support) finish first: one answered 900 later would
  // send the page to / in the middle of the navigation below.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => localStorage.setItem('probe', 'kept?'));

  // Leave the app first so no read of the old page can meet the revoked token mid-navigation.
  await page.goto('about:blank');
  const revoked = await request.post(`${server.url}/api/dispatcher/logout`, { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);

  // Opening the app revalidates the session with the server, which now answers 900. The trips page
  // reads at once and the alert blocks the page, so wait only for the navigation to commit.
  const alert = page.waitForEvent('dialog');
  await page.goto('/trips', { waitUntil: 'commit' });
  const dialog = await alert;
  expect(dialog.message()).toBe(EXPIRED);
  await dialog.accept();

  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});
