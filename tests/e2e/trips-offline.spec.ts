import { test, expect, login } from './support/fixtures';
import { createTripThroughForm, serverTripsNamed } from './trips-steps';
import { openPersistentProfile, waitForServiceWorkerControl, whileServerStopped } from './support/offline';

// A persistent profile with the service worker in control, as offline-shell.spec.ts does: the app
// shell then loads with the server stopped, and the trips come from IndexedDB.
test('with the server stopped the trips list renders from the cache and a draft trip can be created; it syncs exactly once after restart', async ({
  playwright,
  server,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const tripname = `Offline draft ${Date.now()}`;
  const { page, close } = await openPersistentProfile({ playwright, server }, testInfo);
  try {
    await page.goto('/');
    await login(page, 'traveller@acme.test');
    await expect(page).toHaveURL('/flights');
    await waitForServiceWorkerControl(page);

    // Online visits fill the cache: the list, and the master data the create form needs.
    await page.goto('/trips');
    await expect(page.getByRole('link', { name: 'Mumbai client visit' })).toBeVisible();
    await page.getByRole('link', { name: 'Create trip' }).click();
    await page.getByRole('combobox', { name: 'Trip type' }).click();
    await expect(page.getByRole('option', { name: 'Domestic (domestic)' })).toBeVisible();
    await page.keyboard.press('Escape');

    await whileServerStopped(server, async () => {
      await page.goto('/trips');
      await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Mumbai client visit' })).toBeVisible();
      await expect(page.getByText('Showing the trips saved on this device.')).toBeVisible();

      await page.getByRole('link', { name: 'Create trip' }).click();
      await createTripThroughForm(page, tripname);
      await expect(page).toHaveURL(/\/trips\/draft-[0-9a-f-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: tripname })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Trip summary' }).getByText('Waiting to sync')).toBeVisible();

      await page.goto('/trips');
      const draftRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: tripname }) });
      await expect(draftRow.getByText('Waiting to sync')).toBeVisible();
    });

    // Back online: opening the list flushes the outbox first, then shows the server's trip.
    await page.reload();
    const syncedRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: tripname }) });
    await expect(syncedRow.getByRole('link', { name: tripname })).toHaveAttribute('href', /^\/trips\/\d+$/);
    await expect(syncedRow.getByText('Waiting to sync')).toHaveCount(0);
    const synced = await serverTripsNamed(request, 'traveller@acme.test', tripname);
    expect(synced).toHaveLength(1);

    // Nothing is left to send: another visit sends nothing twice.
    await page.reload();
    await expect(syncedRow.getByRole('link', { name: tripname })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('voyage');
            open.onsuccess = () => {
              const count = open.result.transaction('outbox').objectStore('outbox').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    ).toBe(0);
    expect(await serverTripsNamed(request, 'traveller@acme.test', tripname)).toEqual(synced);
  } finally {
    await close();
  }
});
