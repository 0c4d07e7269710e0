import { expect, login, test } from './support/fixtures';
import { onewayFs, openFlightSearch, searchFlights } from './flights-steps';
import { signInAs } from './trips-steps';

/*
 * Searches that find nothing or cannot be read, on the sandbox airline's scenario routes
 * (docs/sandbox-airline.md "Scenario routes"): BOM→PNQ has no flights (under 200 km), HYD→VTZ is
 * a supplier that does not answer, and a hand-edited link goes back to the search form.
 */

const NO_FLIGHTS = 'No flights found for this search. Please change the dates or airports and try again.';

test('one-way BOM→PNQ (no flights on the route) shows the empty state', async ({ page }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await openFlightSearch(page);
  await searchFlights(page, {
    triptype: 'One way',
    from: { typed: 'BOM', choice: 'Mumbai (BOM)' },
    to: { typed: 'pune', choice: 'Pune (PNQ)' },
  });
  await expect(page).toHaveURL(/\/flights\/oneway-search\?fs=oneway(;|%3B)domestic(;|%3B)economy(;|%3B)1(;|%3B)0(;|%3B)0(;|%3B)BOM(;|%3B)PNQ/);
  await expect(page.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible();
  await expect(page.getByText(NO_FLIGHTS)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Searching flights...' })).toHaveCount(0);
});

test('a malformed or mismatched search link goes back to /flights', async ({ page }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await page.goto('/flights/oneway-search?fs=garbage');
  await expect(page).toHaveURL(/\/flights$/);
  await expect(page.getByRole('form', { name: 'Flight search' })).toBeVisible();

  // A one-way search on the round-trip route is not a round trip: back to the form too.
  await page.goto(`/flights/rt-search?fs=${onewayFs('BLR', 'DEL')}`);
  await expect(page).toHaveURL(/\/flights$/);
  await expect(page.getByRole('form', { name: 'Flight search' })).toBeVisible();
});

test('HYD→VTZ (the supplier fails) shows the error and offers to try again', async ({ page }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await page.goto(`/flights/oneway-search?fs=${onewayFs('HYD', 'VTZ')}`);
  const failed = page.getByRole('alert').filter({ hasText: 'Search failed' });
  await expect(failed).toContainText('The airline is not answering right now. Please try again later.');
  await failed.getByRole('button', { name: 'Try again' }).click();
  // The search goes out again (the app's API retries a 502 for a few seconds), and fails again.
  await expect(page.getByRole('status').filter({ hasText: 'Searching flights...' })).toBeVisible();
  await expect(failed).toContainText('The airline is not answering right now. Please try again later.');
  await expect(page.getByRole('article')).toHaveCount(0);
});
