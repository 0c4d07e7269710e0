import { expect, login, testWithServer } from './support/fixtures';
import { bookFirstOffer, onewayFs, openFlightSearch, proceedAndPay } from './flights-steps';
import { apiUser, paymentTiles, walletBalance } from './insurance-steps';
import { signInAs } from './trips-steps';
import { PAYMENT_TIMEOUT_MS } from './support/timeouts';

/*
 * Booking a flight on the company account (Acme offers it): the third payment tile, no gateway,
 * straight to the e-ticket, and the wallet untouched.
 */

// A server of its own: the wallet's balance is compared before and after, so no other spec may spend from it.
const test = testWithServer();

test('a one-way flight billed to the company account lands on the e-ticket, the wallet untouched', async ({
  page,
  request,
}) => {
  await signInAs(page, 'traveller@acme.test', login);
  const user = await apiUser(request, 'traveller@acme.test');
  const walletBefore = await walletBalance(user);

  await openFlightSearch(page);
  await bookFirstOffer(page, onewayFs('BLR', 'DEL'), { inPolicy: true });
  await expect(page.getByRole('status').filter({ hasText: 'Fetching the latest fare' })).toHaveCount(0);
  await expect(page.getByLabel('Traveller 1 First Name')).not.toHaveValue('');

  const tiles = paymentTiles(page);
  const company = tiles.section.getByRole('radio', { name: 'Company account', exact: true });
  await expect(tiles.wallet).toBeChecked();
  await expect(company).toBeEnabled();
  await company.check();
  await expect(company).toBeChecked();
  await proceedAndPay(page);

  await expect(page).toHaveURL(/\/flights\/eticket\/FL[\w-]+$/, { timeout: PAYMENT_TIMEOUT_MS });
  await expect(page).not.toHaveURL(/sandbox-gateway/);
  expect(await walletBalance(user)).toBe(walletBefore);
});
