import { expect, login, test } from './support/fixtures';
import {
  apiUser,
  bookPlan,
  eticketTxid,
  gatewayReference,
  paiseOf,
  paymentTiles,
  searchInsurance,
  serverTicket,
  walletBalance,
  proceedAndPay,
} from './insurance-steps';
import { signInAs } from './trips-steps';

/* The payment-mode chooser and the sandbox card gateway on the insurance review page. */

test('no wallet (balance -1) forces the card: the wallet tile says the amount is insufficient and cannot be chosen', async ({ page, request }) => {
  // Kapoor Consulting's business traveller has no wallet, and the company allows every mode.
  expect(await walletBalance(await apiUser(request, 'solo@biz.test'))).toBe(-100n);
  await signInAs(page, 'solo@biz.test', login);
  await searchInsurance(page, { category: 'Domestic (India)', ages: [38] });
  await bookPlan(page, 'Domestic Travel Secure');

  const tiles = paymentTiles(page);
  await expect(tiles.section.getByText('Insufficient amount for this trip')).toBeVisible();
  await expect(tiles.card).toBeChecked();
  await expect(tiles.wallet).toBeDisabled();
  await expect(tiles.wallet).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
});

test('a total above the wallet balance forces the card', async ({ page, request }) => {
  const balance = await walletBalance(await apiUser(request, 'traveller@acme.test'));
  await signInAs(page, 'traveller@acme.test', login);
  // Five travellers of 75 on the widest worldwide plan: far above Acme's ₹50,000 wallet.
  await searchInsurance(page, { domint: 'International', category: 'Worldwide', ages: [75, 76, 77, 78, 79] });
  await bookPlan(page, 'Worldwide Platinum');
  const total = page.getByRole('region', { name: 'Review Your Insurance' }).getByText(/^₹[\d,]+$/);
  expect(paiseOf((await total.innerText()).replace(/[₹,]/g, ''))).toBeGreaterThan(balance);

  const tiles = paymentTiles(page);
  await expect(tiles.section.getByText(/^Balance: ₹[\d,]+$/)).toBeVisible();
  await expect(tiles.section.getByText('Insufficient amount for this trip')).toBeVisible();
  await expect(tiles.card).toBeChecked();
  await expect(tiles.wallet).toBeDisabled();
});

test('a failed card payment, then a paid one, books one policy and charges nothing to the wallet', async ({ page, request }) => {
  const api = await apiUser(request, 'traveller@acme.test');
  const walletBefore = await walletBalance(api);
  await signInAs(page, 'traveller@acme.test', login);
  await searchInsurance(page, { category: 'Domestic (India)', ages: [41] });
  await bookPlan(page, 'Domestic Travel Secure Plus');
  const reviewUrl = page.url();

  const tiles = paymentTiles(page);
  await expect(tiles.wallet).toBeChecked();
  await tiles.card.click();
  await expect(tiles.card).toBeChecked();
  await proceedAndPay(page);
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  await expect(page.getByRole('heading', { name: 'Pay securely' })).toBeVisible();
  const txid = (await gatewayReference(page).innerText()).trim();
  const failedPayment = page.url();
  await page.getByRole('button', { name: 'Fail payment' }).click();

  // Back on the same review page with the failure notice; paying again continues the same booking.
  await expect(page).toHaveURL(/\/insurance\/book\?.*payment=failed/);
  expect(new URL(page.url()).searchParams.get('ins')).toBe(new URL(reviewUrl).searchParams.get('ins'));
  await expect(page.getByRole('alert')).toContainText('Payment failed. You have not been charged. Please try again.');
  const pending = await serverTicket(api, txid);
  expect(pending === '' ? '' : pending.insurancerecord.bookingstatus).toBe('paymentpending');
  await tiles.card.click();
  await expect(tiles.card).toBeChecked();
  await proceedAndPay(page);
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  expect(page.url()).not.toBe(failedPayment);
  await expect(gatewayReference(page)).toHaveText(txid);
  const paidPayment = page.url();
  await page.getByRole('button', { name: 'Pay now' }).click();

  expect(await eticketTxid(page)).toBe(txid);
  await expect(page.getByRole('group', { name: 'Booking status' })).toContainText(/confirm/i);
  const ticket = await serverTicket(api, txid);
  if (ticket === '') throw new Error(`ticket ${txid} not found on the server`);
  expect(ticket.insurancerecord.bookingstatus).toBe('confirmed');
  expect(ticket.insurancerecord.paymentmode).toBe('creditcard');
  expect(await walletBalance(api)).toBe(walletBefore);

  // Neither gateway page can be paid again: the failed one stays failed, the paid one says so.
  await page.goto(failedPayment);
  await expect(page.getByText('This payment has failed.')).toBeVisible();
  await page.goto(paidPayment);
  await expect(page.getByText('This payment has already been made.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});
