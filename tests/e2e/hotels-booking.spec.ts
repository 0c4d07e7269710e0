import { expect, login, test } from './support/fixtures';
import {
  CHECKIN_DAYS,
  CHECKOUT_DAYS,
  bookRate,
  payFromWallet,
  rateRows,
  searchHotels,
  searchIdOf,
  stayQuery,
  txidOf,
} from './hotels-steps';
import { apiUser } from './insurance-steps';
import { daysFromToday, runTripAction, signInAs } from './trips-steps';

/*
 * Booking a hotel stay on the real server (docs/features/hotels.md "Screens", booking screen): from
 * a popular place's results to the hotel's page, Book on a rate, the wallet, the voucher; and the
 * sandbox's price-rise hotel (docs/sandbox-hotels.md), whose new price is shown and accepted first.
 */

test.describe.configure({ timeout: 180_000 });

async function bookedOnServer(request: Parameters<typeof apiUser>[0], txid: string) {
  const traveller = await apiUser(request, 'traveller@acme.test');
  const answer = await traveller.call({ opid: 'TG-HOTEL', action: 'gethotelbooking', txid });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { booking: { status: string; total: string; ratekey: string } }).booking;
}

test('books an in-policy rate near a tech park from the wallet and lands on the voucher', async ({ page, request }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await searchHotels(page, 'Manyata', /^Manyata Tech Park/);
  await page.getByRole('button', { name: 'View rooms' }).first().click();
  await expect(page).toHaveURL(/\/hotels\/[^/]+\/in-bengaluru-\d{4}$/);
  await bookRate(page, rateRows(page).filter({ hasText: 'In policy' }));

  await expect(page.getByText('2 nights · 1 room · 1 guest')).toBeVisible();
  const paid = await payFromWallet(page);
  const booking = await bookedOnServer(request, txidOf(page));
  expect(['booked', 'confirmed']).toContain(booking.status);
  // The review's button named the exact total the server charged.
  expect(paid).toContain(new Intl.NumberFormat('en-IN').format(Math.trunc(Number(booking.total))));
});

test('shows the price-rise hotel’s new price, books nothing until it is accepted, then books it', async ({
  page,
  request,
}) => {
  await signInAs(page, 'traveller@acme.test', login);
  await page.goto(`/hotels/results?hs=${encodeURIComponent(stayQuery('in-pune.hinjewadi'))}`);
  await expect(page).toHaveURL(/&sid=/, { timeout: 30_000 });
  await page.goto(`/hotels/${searchIdOf(page)}/in-pune-0001`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox Rate Rise Hotel Hinjewadi' })).toBeVisible();
  await bookRate(page, rateRows(page).filter({ hasText: 'In policy' }));

  const notice = page.getByRole('alert').filter({ hasText: 'The price of this room has changed' });
  await expect(notice).toContainText(/Was ₹[\d,.]+, now ₹[\d,.]+/);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  const rate = new URL(page.url()).searchParams.get('rate') ?? '';
  await notice.getByRole('button', { name: 'Accept the new price' }).click();
  await payFromWallet(page);
  const booking = await bookedOnServer(request, txidOf(page));
  // Booked on the revision-2 key the recheck answered, not the key the page opened with.
  expect(booking.ratekey).not.toBe(rate);
  expect(booking.ratekey).toContain('~2~');
});

test('in a trip session adds an out-of-policy rate to the trip with the reason for it', async ({ page, request }) => {
  const tripname = `Pune stay ${Date.now()}`;
  const traveller = await apiUser(request, 'traveller@acme.test');
  const created = await traveller.call({
    opid: 'TG-EXPENSE',
    action: 'createtrip',
    jsondata: {
      tripname,
      origin: 'Bengaluru',
      destination: 'Pune',
      destinationcountries: ['IN'],
      fromdate: daysFromToday(CHECKIN_DAYS).iso,
      todate: daysFromToday(CHECKOUT_DAYS).iso,
      travelreason: 'Client meeting',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { tripid } = (await created.json()) as { tripid: string };

  await signInAs(page, 'traveller@acme.test', login);
  await page.goto(`/pre-trip-flow/view/${tripid}`);
  await page.getByRole('group', { name: 'Book services' }).getByRole('button', { name: 'Hotels' }).click();
  await expect(page.getByRole('region', { name: 'Trip session' })).toContainText(tripname);
  await page.goto(`/hotels/results?hs=${encodeURIComponent(stayQuery('in-pune.hinjewadi'))}`);
  await expect(page).toHaveURL(/&sid=/, { timeout: 30_000 });
  await page.goto(`/hotels/${searchIdOf(page)}/in-pune-0001`);
  await bookRate(page, rateRows(page).filter({ hasText: 'Out of policy' }));
  // The price-rise hotel: its new price first.
  await page.getByRole('button', { name: 'Accept the new price' }).click();

  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to trip' }).click();
  await expect(page.getByRole('alert')).toContainText('Reason for booking out of policy: say why this stay is booked');
  await page.getByLabel('Reason for booking out of policy').fill('Next to the client’s office');
  await page.getByRole('button', { name: 'Add to trip' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your trip' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Open the trip' }).click();
  await expect(page).toHaveURL(`/trips/${tripid}`);
  const item = page.getByRole('table', { name: 'Items' }).getByRole('row').filter({ hasText: 'hotel' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Sandbox Rate Rise Hotel Hinjewadi');

  // The trip, stay and all, goes to the traveller's manager, who sees why the stay is out of policy.
  await runTripAction(page, 'Submit for approval', 'Submit');
  await expect(page.getByRole('region', { name: 'Trip summary' }).getByText('Approval pending', { exact: true })).toBeVisible();
  const manager = await apiUser(request, 'manager@acme.test');
  const inbox = await manager.call({ opid: 'TG-APPROVALS', action: 'getpendingapprovals' });
  expect(inbox.status(), await inbox.text()).toBe(200);
  expect(await inbox.text()).toContain(tripid);
  const tracker = page.getByRole('table', { name: 'Tracker' });
  await expect(tracker.getByRole('row').filter({ hasText: 'Next to the client’s office' })).toContainText('out of policy');
});
