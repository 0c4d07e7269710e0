import { expect, login, testWithServer } from './support/fixtures';
import { bookFirstOffer, onewayFs, ONWARD_DAYS, proceedAndPay } from './flights-steps';
import { apiUser, paiseOf, paymentTiles, walletBalance } from './insurance-steps';
import { daysFromToday, signInAs } from './trips-steps';

/*
 * Changing a flight's date from its e-ticket on the real server: a BLR→DEL flight paid from Acme's
 * wallet, a search for a later day, a flight picked, the quote shown as the server priced it, the
 * change paid from the wallet, the new e-ticket reached; the old one reads Rescheduled, and the
 * wallet moved by exactly the quote's net (payable, or refund).
 */

const test = testWithServer({ FLIGHT_TICKETING_DELAY_MS: '2000' }, 60_000);

// Search, booking, ticketing, a second search and the change: longer than one screen's default minute.
test.setTimeout(180_000);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('voyage.ticketPollMs', '1000'));
});

/** '3000.00' → '₹3,000', as the app shows money (whole rupees, Indian grouping). */
const rupees = (decimal: string) =>
  `₹${new Intl.NumberFormat('en-IN').format(Number((paiseOf(decimal) + 50n) / 100n))}`;

interface Quote {
  newfare: string;
  changefee: string;
  credit: string;
  payable: string;
  refund: string;
}

test('change the date of a wallet-paid flight; the new e-ticket opens and the old one reads Rescheduled', async ({
  page,
  request,
}) => {
  await signInAs(page, 'traveller@acme.test', login);
  const user = await apiUser(request, 'traveller@acme.test');

  // Book a one-way flight for one adult from the wallet, and wait for its ticket.
  await bookFirstOffer(page, onewayFs('BLR', 'DEL'));
  await expect(paymentTiles(page).wallet).toBeChecked();
  await proceedAndPay(page);
  await expect(page).toHaveURL(/\/flights\/eticket\/FL\d+$/, { timeout: 20_000 });
  const oldTxid = page.url().split('/').pop()!;
  await expect(page.getByRole('table', { name: 'Tickets' })).toContainText(/[A-Z0-9]{6}/, { timeout: 30_000 });

  // Change date, on a phone-wide screen: the booked day is prefilled; three days later is searched.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Change date' }).click();
  const drawer = page.getByRole('dialog', { name: 'Change date' });
  await expect(drawer.getByLabel('New onward date')).toHaveValue(daysFromToday(ONWARD_DAYS).iso);
  const newDay = daysFromToday(ONWARD_DAYS + 3).iso;
  await drawer.getByLabel('New onward date').fill(newDay);
  await drawer.getByRole('button', { name: 'Search flights' }).click();
  const flights = drawer.getByRole('radiogroup', { name: /^Flights BLR to DEL/ });
  await expect(flights.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
  await flights.getByRole('radio').first().check();

  // Review: the amounts shown are the server's quote for exactly this pick.
  const quoted = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/service') &&
      (r.postDataJSON() as { opid?: string } | null)?.opid === 'TG-FLIGHTRESCHEDULEQUOTE',
  );
  await drawer.getByRole('button', { name: 'Review change' }).click();
  const { jsondata } = (await quoted).postDataJSON() as { jsondata: Record<string, unknown> };
  expect(jsondata.reftxid).toBe(oldTxid);
  const price = drawer.getByRole('table', { name: 'Price of the change' });
  await expect(price).toBeVisible({ timeout: 20_000 });
  const answer = await user.call({ opid: 'TG-FLIGHTRESCHEDULEQUOTE', jsondata });
  expect(answer.status(), await answer.text()).toBe(200);
  const { quote } = (await answer.json()) as { quote: Quote };
  await expect(price.getByRole('row', { name: /New fare/ })).toContainText(rupees(quote.newfare));
  await expect(price.getByRole('row', { name: /Change fee/ })).toContainText(rupees(quote.changefee));
  await expect(price.getByRole('row', { name: /Credit from your current booking/ })).toContainText(
    rupees(quote.credit),
  );
  // Nothing of the review is cut off at 390 px: the drawer fits and does not scroll sideways.
  const fits = await drawer.evaluate((el) => ({ width: el.getBoundingClientRect().width, sideways: el.scrollWidth - el.clientWidth }));
  expect(fits.width).toBeLessThanOrEqual(390);
  expect(fits.sideways).toBeLessThanOrEqual(0);
  const net = drawer.getByRole('status', { name: 'What you pay' });
  if (paiseOf(quote.payable) > 0n) await expect(net).toHaveText(`You pay ${rupees(quote.payable)}`);
  else if (paiseOf(quote.refund) > 0n)
    await expect(net).toHaveText(`You get back ${rupees(quote.refund)} to your wallet`);
  else await expect(net).toHaveText('Nothing more to pay');

  // Pay from the wallet and land on the new booking's e-ticket.
  const before = await walletBalance(user);
  await expect(drawer.getByRole('radio', { name: 'Wallet', exact: true })).toBeChecked();
  await drawer.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page).toHaveURL(/\/flights\/eticket\/FL\d+\?changed=1$/, { timeout: 20_000 });
  const newTxid = new URL(page.url()).pathname.split('/').pop()!;
  expect(newTxid).not.toBe(oldTxid);
  await expect(page.getByText('Flight changed')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Booking status' })).toContainText(newTxid);
  await expect(page.getByText('Replaces booking')).toContainText(oldTxid);
  expect((await walletBalance(user)) - before).toBe(paiseOf(quote.refund) - paiseOf(quote.payable));

  // The old e-ticket: Rescheduled, nothing more to change or cancel.
  await page.goto(`/flights/eticket/${oldTxid}`);
  await expect(page.getByRole('group', { name: 'Booking status' })).toContainText('Rescheduled');
  await expect(page.getByRole('button', { name: 'Change date' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await page.getByText('Changed to new booking').getByRole('link', { name: newTxid }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/eticket/${newTxid}$`));
});
