import { test, expect, login } from './support/fixtures';

test('the app is installable, its service worker activates, and the shell opens with the server stopped', async ({ page, server }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifest = await (await page.request.get(new URL(manifestHref!, server.url).href)).json();
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await login(page, 'traveller@acme.test');
  await expect(page).toHaveURL('/flights');

  // `ready` can resolve while still activating (STACK.md trap 6): poll for the real state.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'))
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await server.stop();
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
    await page.goto('/trips');
    await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  } finally {
    await server.start();
  }
});
