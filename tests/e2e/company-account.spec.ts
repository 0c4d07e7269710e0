import { freePort, launchServer, type RunningServer } from './support/server';
import { expect, login, test as base } from './support/fixtures';
import { offerRows, onewayFs, openFlightSearch, proceedAndPay } from './flights-steps';
import { apiUser, paymentTiles, walletBalance } from './insurance-steps';
import { signInAs } from './trips-steps';
import { PAYMENT_TIMEOUT_MS, SERVER_FIXTURE_TIMEOUT_MS } from './support/timeouts';

/*
 * Booking a flight on the company account (Acme offers it): the third payment tile, no gateway,
 * straight to the e-ticket, and the wallet untouched.
 */

const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await launchServer(await freePort());
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT_MS },
  ],
});

test('a one-way flight billed to the company account lands on the e-ticket, the wallet untouched', async ({
  page,
  request,
}) => {
  await signInAs(page, 'traveller@acme.test', login);
  const user = await apiUser(request, 'traveller@acme.test');
  const walletBefore = await walletBalance(user);

  await openFlightSearch(page);
  await page.goto(`/flights/oneway-search?fs=${onewayFs('BLR', 'DEL')}`);
  const rows = offerRows(page.getByRole('region', { name: /^Onward flights BLR to DEL: / }));
  await expect(rows.first()).toBeVisible();
  const first = rows.filter({ hasText: 'In policy' }).first();
  const name = (await first.getAttribute('aria-label'))!;
  await first.getByRole('button', { name: `Select ${name}` }).click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Book Flight' })).toBeVisible();
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
