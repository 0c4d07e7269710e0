import { test, expect, login } from './support/fixtures';
import { openPersistentProfile, waitForServiceWorkerControl, whileServerStopped } from './support/offline';

// A persistent profile, as an installed app has: Chromium refuses to install from incognito,
// which is what Playwright's ordinary contexts are.
test('the app is installable, its service worker activates, and the shell opens with the server stopped', async ({ playwright, server }, testInfo) => {
  const { context, page, close } = await openPersistentProfile({ playwright, server }, testInfo);
  try {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = await (await page.request.get(new URL(manifestHref!, server.url).href)).json();
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    await login(page, 'traveller@acme.test');
    await expect(page).toHaveURL('/flights');
    await waitForServiceWorkerControl(page);

    // Chromium's own verdict behind "Install app".
    const cdp = await context.newCDPSession(page);
    const installabilityErrors = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId);
    await expect.poll(installabilityErrors).toEqual([]);

    await whileServerStopped(server, async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
      await page.goto('/trips');
      await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
    });
  } finally {
    await close();
  }
});
