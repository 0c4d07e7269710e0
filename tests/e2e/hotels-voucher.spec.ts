import { testWithServer, expect, login } from './support/fixtures';
import { openPersistentProfile, waitForServiceWorkerControl } from './support/offline';
import { apiUser, paiseOf, walletBalance } from './insurance-steps';
import { bookRefundableStay } from './hotels-voucher-steps';

// The hotel answers bookings and cancellations after HOTEL_CONFIRMATION_DELAY_MS (docs/features/hotels.md
// "Bookings"): a few seconds here, so the page's polling sees both.
const test = testWithServer({ HOTEL_CONFIRMATION_DELAY_MS: '3000' });

test('the voucher confirms by itself, opens offline, and a cancellation shows the 50 % charge and refunds the rest to the wallet', async ({
  playwright,
  server,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const user = await apiUser(request, 'traveller@acme.test');
  const { txid, hotel } = await bookRefundableStay(user);
  const { page, context, close } = await openPersistentProfile({ playwright, server }, testInfo);
  try {
    await page.goto('/');
    await login(page, 'traveller@acme.test');
    await expect(page).toHaveURL('/flights');
    await waitForServiceWorkerControl(page);

    await page.goto(`/hotels/voucher/${txid}`);
    await expect(page.getByRole('heading', { level: 1, name: hotel })).toBeVisible();
    const status = page.getByRole('group', { name: 'Booking status' });
    // Polled every 10 s until the hotel confirms.
    await expect(status.getByText('Confirmed', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Hotel confirmation number: HC[A-Z2-9]{8}$/)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: hotel })).toBeVisible();
    await expect(page.getByText(/^Saved on this device .*; you are offline\.$/)).toBeVisible();
    await expect(status.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
    await expect(page.getByText('Cancelling needs a connection.')).toBeVisible();

    await context.setOffline(false);
    await page.reload();
    await expect(page.getByText(/you are offline/)).toHaveCount(0);
    const before = await walletBalance(user);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cancel booking' });
    const quote = drawer.getByRole('table', { name: 'If you cancel now' });
    await expect(quote.getByRole('rowheader', { name: 'Cancellation charge (50 %)' })).toBeVisible();
    await expect(drawer.getByText('The refund goes to your wallet.')).toBeVisible();
    const refundText = (await quote.getByRole('row', { name: /Refund/ }).getByRole('cell').textContent()) ?? '';
    const refund = paiseOf(refundText.replace(/[₹,]/g, ''));
    expect(refund).toBeGreaterThan(0n);

    await drawer.getByRole('textbox', { name: /Reason for cancelling/ }).fill('Meeting moved');
    await drawer.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page.getByText(/^Your hotel booking is cancelled\./)).toBeVisible();
    await expect(status.getByText('Cancellation requested')).toBeVisible();
    expect(await walletBalance(user)).toBe(before + refund);
    await expect(status.getByText('Cancelled', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Refund' }).getByRole('row', { name: /Refund/ }).last()).toContainText(refundText);
  } finally {
    await close();
  }
});
