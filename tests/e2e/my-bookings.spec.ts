import { expect, login, testWithServer } from './support/fixtures';
import { bookFirstOffer, onewayFs, proceedAndPay } from './flights-steps';
import { openPersistentProfile, waitForServiceWorkerControl, whileServerStopped } from './support/offline';
import { PAYMENT_TIMEOUT_MS, TICKETED_TIMEOUT_MS, TICKETING_DELAY_MS } from './support/timeouts';

/*
 * "My bookings" (docs/features/my-bookings.md): a flight paid from the wallet is listed, found by its
 * airline PNR and opens its ticket; with the server stopped the list still shows it from the device.
 * A persistent profile with the service worker in control (as trips-offline.spec.ts) loads the app offline.
 */

const test = testWithServer({ FLIGHT_TICKETING_DELAY_MS: String(TICKETING_DELAY_MS) });

test('a wallet-paid flight is in My bookings, found by PNR, opens its ticket, and shows offline', async ({ playwright, server }, testInfo) => {
  test.setTimeout(180_000);
  const { page, close } = await openPersistentProfile({ playwright, server }, testInfo);
  try {
    await page.addInitScript(() => localStorage.setItem('voyage.ticketPollMs', '1000'));
    await page.goto('/');
    await login(page, 'traveller@acme.test');
    await expect(page).toHaveURL('/flights');
    await waitForServiceWorkerControl(page);

    // Book the cheapest BLR→DEL flight with the wallet (the default tile).
    await bookFirstOffer(page, onewayFs('BLR', 'DEL'));
    await proceedAndPay(page);
    await expect(page).toHaveURL(/\/flights\/eticket\/FL[\w-]+$/, { timeout: PAYMENT_TIMEOUT_MS });
    const txid = page.url().split('/').pop()!;
    const checkin = page.getByRole('link', { name: /^Web check-in for .*, onward$/ }).first();
    await expect(checkin).toBeVisible({ timeout: TICKETED_TIMEOUT_MS });
    const pnr = new URL((await checkin.getAttribute('href'))!, server.url).searchParams.get('pnr')!;
    expect(pnr).toMatch(/^[A-Z0-9]{6}$/);

    // The home page shows what comes next.
    await page.goto('/flights');
    await expect(page.getByRole('region', { name: 'Next up' })).toBeVisible();

    // From the profile menu, and from the Trips page's tab.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'My bookings' }).click();
    await expect(page).toHaveURL('/bookings');
    // A phone's width from here on: the list is cards, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/trips');
    await page.getByRole('tab', { name: 'My bookings' }).click();
    await expect(page).toHaveURL('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();

    await page.getByLabel('Search by PNR or name').fill(pnr.toLowerCase());
    const card = page.getByRole('article', { name: new RegExp(pnr) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(txid);
    await expect(card.getByRole('button', { name: 'Download GST invoice' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Paid and on no trip: it can go on one of the traveller's trips.
    await card.getByRole('button', { name: `Add ${txid} to trip` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to trip' });
    await dialog.getByRole('combobox', { name: 'Trip' }).click();
    await page.getByRole('option', { name: /Mumbai client visit/ }).click();
    await dialog.getByRole('button', { name: 'Add to this trip' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'View trip' })).toBeVisible();

    await card.getByRole('link', { name: 'Open ticket' }).click();
    await expect(page).toHaveURL(`/flights/eticket/${txid}`);

    await whileServerStopped(server, async () => {
      await page.goto('/bookings');
      await expect(page.getByText('Showing your bookings as last updated', { exact: false })).toBeVisible();
      await expect(page.getByRole('article', { name: new RegExp(pnr) })).toBeVisible();
    });
  } finally {
    await close();
  }
});
