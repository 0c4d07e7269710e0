import type { Page } from '@playwright/test';
import { test, expect, login } from './support/fixtures';
import { openPersistentProfile, waitForServiceWorkerControl, whileServerStopped } from './support/offline';

/*
 * Hotel searches read offline (docs/features/hotels.md "Offline"): a search's answer is kept on the
 * device, so its results URL reloads with no network, with a note of when it was received, and the
 * search page lists it among the recent searches. A persistent profile with the service worker in
 * control, as trips-offline.spec.ts does, so the app itself loads with the server stopped.
 */

const day = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const HS = `in-bengaluru;${day(20)};${day(22)};1`;

/** The searches kept in the page's IndexedDB (src/db/hotel-searches.ts): the answer and its recent line. */
const keptRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('voyage');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('hotelSearches').objectStore('hotelSearches').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );

test('a Bengaluru search reloads offline from the device, and the search page lists it', async ({
  playwright,
  server,
}, testInfo) => {
  test.setTimeout(150_000);
  const { context, page, close } = await openPersistentProfile({ playwright, server }, testInfo);
  try {
    await page.goto('/');
    await login(page, 'traveller@acme.test');
    await expect(page).toHaveURL('/flights');
    await waitForServiceWorkerControl(page);

    await page.goto(`/hotels/results?hs=${encodeURIComponent(HS)}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Hotels near Bengaluru/ })).toBeVisible({
      timeout: 30_000,
    });
    const count = await page.getByText(/^[\d,]+ hotels$/).textContent();
    // The searchid joins the URL once searched; the answer is kept just after it shows.
    await expect(page).toHaveURL(/[?&]sid=HS[0-9a-f]+/);
    await expect.poll(() => keptRows(page), { timeout: 15_000 }).toBe(2);

    await context.setOffline(true);
    try {
      await whileServerStopped(server, async () => {
        await page.reload();
        await expect(
          page.getByText(/^Offline: results from .+\. Prices are confirmed again before booking\.$/),
        ).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('heading', { level: 1, name: /^Hotels near Bengaluru/ })).toBeVisible();
        await expect(page.getByText(count!, { exact: true })).toBeVisible();

        await page.goto('/hotels');
        const recent = page.getByRole('region', { name: 'Recent searches' });
        await expect(recent.getByRole('link', { name: /^Bengaluru/ })).toBeVisible({ timeout: 20_000 });
        await expect(recent).toContainText('1 room · 1 adult');
        await recent.getByRole('link', { name: /^Bengaluru/ }).click();
        await expect(page).toHaveURL(/\/hotels\/results\?hs=.+&sid=HS[0-9a-f]+/);
        await expect(page.getByText(/^Offline: results from /)).toBeVisible({ timeout: 20_000 });
      });
    } finally {
      await context.setOffline(false);
    }
  } finally {
    await close();
  }
});
