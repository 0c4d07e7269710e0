import { expect, login, testWithServer } from './support/fixtures';
import { bookFirstOffer, onewayFs, proceedAndPay } from './flights-steps';
import { apiUser, gatewayReference, paymentTiles } from './insurance-steps';
import { signInAs } from './trips-steps';
import { PAYMENT_TIMEOUT_MS, UNPAID_EXPIRY_TIMEOUT_MS } from './support/timeouts';

/*
 * A card payment abandoned at the gateway: the booking holds its seats for the hold time (1 minute
 * on this spec's server), then the server's expiry pass expires it. Paying at the gateway after
 * that is refused and charges nothing; the e-ticket says it expired; booking again asks anew.
 */

const test = testWithServer({ UNPAID_BOOKING_HOLD_MINUTES: '1' });

test('an abandoned card payment expires after the hold; paying late is refused and the e-ticket says so', async ({
  page,
  request,
}) => {
  test.setTimeout(UNPAID_EXPIRY_TIMEOUT_MS + 90_000);
  await signInAs(page, 'traveller@acme.test', login);
  const user = await apiUser(request, 'traveller@acme.test');

  await bookFirstOffer(page, onewayFs('BLR', 'DEL'));
  await paymentTiles(page).card.check();
  await proceedAndPay(page);

  // At the gateway: the booking waits for its money; the traveller walks away.
  await expect(page.getByRole('heading', { name: 'Pay securely' })).toBeVisible({ timeout: PAYMENT_TIMEOUT_MS });
  const txid = (await gatewayReference(page).textContent())!.trim();
  expect(txid).toMatch(/^FL\d+$/);
  const status = async () => {
    const answer = await user.call({ opid: 'TG-GENERIC', act: 'eticket', txid });
    return ((await answer.json()) as { FlightInvoice: { flightRecord: { booking_status: string } } }).FlightInvoice
      .flightRecord.booking_status;
  };
  expect(await status()).toBe('paymentpending');
  await expect.poll(status, { timeout: UNPAID_EXPIRY_TIMEOUT_MS, intervals: [5_000] }).toBe('expired');

  // Paying now is refused: back on the book page with the failure notice, nothing charged.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/flights\/book\?.*payment=failed/, { timeout: PAYMENT_TIMEOUT_MS });
  expect(await status()).toBe('expired');

  await page.goto(`/flights/eticket/${txid}`);
  await expect(page.getByRole('group', { name: 'Booking status' })).toContainText('Expired unpaid');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change date' })).toHaveCount(0);
});
