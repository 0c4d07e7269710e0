import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, login } from './support/fixtures';
import { SERVICE_WORKER_TIMEOUT_MS } from './support/timeouts';

// A persistent profile, as an installed app has: Chromium refuses to install from incognito,
// which is what Playwright's ordinary contexts are.
test('the app is installable, its service worker activates, and the shell opens with the server stopped', async ({ playwright, server }, testInfo) => {
  const profileDir = mkdtempSync(join(tmpdir(), 'voyage-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profileDir, { ...testInfo.project.use.launchOptions, baseURL: server.url });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = await (await page.request.get(new URL(manifestHref!, server.url).href)).json();
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    await login(page, 'traveller@acme.test');
    await expect(page).toHaveURL('/flights');

    // `ready` can resolve while still activating: poll for the real state.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), {
        timeout: SERVICE_WORKER_TIMEOUT_MS,
      })
      .toBe('activated');
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: SERVICE_WORKER_TIMEOUT_MS }).toBe(true);

    // Chromium's own verdict behind "Install app".
    const cdp = await context.newCDPSession(page);
    const installabilityErrors = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId);
    await expect.poll(installabilityErrors).toEqual([]);

    await server.stop();
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
      await page.goto('/trips');
      await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
    } finally {
      await server.start();
    }
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
});
