import { expect, login, testWithServer } from './support/fixtures';
import { bookFirstOffer, onewayFs, proceedAndPay } from './flights-steps';
import { apiUser, paymentTiles, walletBalance } from './insurance-steps';
import { signInAs } from './trips-steps';

/*
 * Cancelling a flight from its e-ticket on the real server: a BLR→DEL flight for two adults paid
 * from Acme's wallet, one traveller cancelled, then the other; 'Cancellation Processing' until the
 * sandbox airline confirms (FLIGHT_CANCELLATION_DELAY_MS shortened), the travellers marked, the
 * refund shown, credited to the wallet and listed in its ledger.
 */

const test = testWithServer({ FLIGHT_TICKETING_DELAY_MS: '2000', FLIGHT_CANCELLATION_DELAY_MS: '3000' }, 60_000);

// Search, booking, ticketing and two cancellations: longer than one screen's default minute.
test.setTimeout(180_000);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('voyage.ticketPollMs', '1000'));
});

test('cancel one traveller, then the other, from the e-ticket; refunds reach the wallet and its ledger', async ({
  page,
  request,
  browser,
}) => {
  await signInAs(page, 'traveller@acme.test', login);
  const user = await apiUser(request, 'traveller@acme.test');

  await bookFirstOffer(page, onewayFs('BLR', 'DEL').replace(';economy;1;', ';economy;2;'));
  await page.getByLabel('Traveller 2 Title').selectOption('Mrs');
  await page.getByLabel('Traveller 2 First Name').fill('Meera');
  await page.getByLabel('Traveller 2 Last Name').fill('Verma');
  await page.getByLabel('Traveller 2 Gender').selectOption({ label: 'Female' });
  await expect(paymentTiles(page).wallet).toBeChecked();
  await proceedAndPay(page);
  await expect(page).toHaveURL(/\/flights\/eticket\/FL\d+$/, { timeout: 20_000 });
  const txid = page.url().split('/').pop()!;
  await expect(page.getByRole('table', { name: 'Tickets' })).toContainText(/[A-Z0-9]{6}/, { timeout: 30_000 });
  const afterBooking = await walletBalance(user);

  // Nobody ticked (on a phone-wide screen): the drawer says so without asking the server.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cancel booking' });
  await drawer.getByRole('button', { name: 'Confirm Cancel' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Please select traveller to cancel');

  // Meera: quoted as soon as she is ticked, then cancelled.
  await drawer.getByRole('checkbox', { name: 'Mrs Meera Verma' }).check();
  await expect(drawer.getByRole('status', { name: 'Refund quote' })).toContainText('refund ₹');
  await expect(drawer.getByLabel('Refund for Mrs Meera Verma')).toContainText('₹');
  // Nothing of the quote is cut off at 390 px: the drawer fits and does not scroll sideways.
  const fits = await drawer.evaluate((el) => ({ width: el.getBoundingClientRect().width, sideways: el.scrollWidth - el.clientWidth }));
  expect(fits.width).toBeLessThanOrEqual(390);
  expect(fits.sideways).toBeLessThanOrEqual(0);
  await drawer.getByLabel('Remarks').fill('Meeting moved');
  await drawer.getByRole('button', { name: 'Confirm Cancel' }).click();
  await expect(drawer).toHaveCount(0);
  const passengers = page.getByRole('table', { name: 'Passengers' });
  await expect(page.getByText('Cancellation Processing').first()).toBeVisible();
  await expect(passengers.getByRole('row', { name: /Meera Verma/ })).toContainText('Cancellation Processing');
  await expect(passengers.getByRole('row', { name: /Meera Verma/ })).toContainText(/Refunded|Cancelled/, { timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Booking status' })).toContainText(/ticketed/i);
  const refundedOnce = (await walletBalance(user)) - afterBooking;
  expect(refundedOnce).toBeGreaterThanOrEqual(0n);

  // The other traveller: the whole booking is cancelled.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await drawer.getByRole('checkbox').first().check();
  await expect(drawer.getByRole('status', { name: 'Refund quote' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Confirm Cancel' }).click();
  const status = page.getByRole('group', { name: 'Booking status' });
  await expect(status).toContainText('Cancellation Processing');
  await expect(status).toContainText(/Refunded|Cancelled/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  const refunded = (await walletBalance(user)) - afterBooking;
  await expect(page.getByText(/^Refunded: ₹/)).toContainText(`₹${new Intl.NumberFormat('en-IN').format(Number((refunded + 50n) / 100n))}`);

  // Acme's finance sees the refunds in the company wallet's ledger.
  const finance = await browser.newPage();
  await signInAs(finance, 'finance@acme.test', login);
  await finance.goto('/wallet-ledger/1001');
  const ledger = finance.getByRole('table', { name: 'Wallet ledger' });
  await expect(ledger.getByRole('row').filter({ hasText: `Refund: flight BLR-DEL (${txid})` }).first()).toBeVisible();
  await finance.close();
});
