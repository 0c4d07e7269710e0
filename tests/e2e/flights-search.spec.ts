import { expect, login, test } from './support/fixtures';
import {
  DOMESTIC_CARRIERS,
  isAscending,
  offerRows,
  openFlightSearch,
  resultsPanel,
  rowDepartures,
  rowPrices,
  rupeesOf,
  searchFlights,
} from './flights-steps';
import { signInAs } from './trips-steps';

/*
 * A domestic round trip on the real server's sandbox airline (docs/sandbox-airline.md): the search
 * form with airport search and dates, then the onward and return lists with filters, sort, fare
 * rules, the other fare families and a selection of both ways.
 */

const CARRIER_IN_NAME = new RegExp(`^[A-Za-z ]+ (${DOMESTIC_CARRIERS.join('|')}) \\d+`);

test('round trip BLR–DEL: onward and return lists, filters, sort by price, fare rules, more fares, selection total', async ({
  page,
}) => {
  await signInAs(page, 'traveller@acme.test', login);
  await openFlightSearch(page);
  await searchFlights(page, {
    triptype: 'Round trip',
    from: { typed: 'beng', choice: 'Bengaluru (BLR)' },
    to: { typed: 'del', choice: 'Delhi (DEL)' },
  });

  await expect(page).toHaveURL(/\/flights\/rt-search\?fs=roundtrip(;|%3B)domestic/);
  await expect(page.getByRole('heading', { level: 1, name: 'Round trip flights' })).toBeVisible();
  const onwardTab = page.getByRole('tab', { name: 'Onward: BLR → DEL' });
  const returnTab = page.getByRole('tab', { name: 'Return: DEL → BLR' });
  await expect(onwardTab).toHaveAttribute('aria-selected', 'true');
  const onward = resultsPanel(page, 'Onward', 'BLR', 'DEL');
  const onwardRows = offerRows(onward);
  await expect(onwardRows.first()).toBeVisible();
  // Real carrier codes in every row's name ('IndiGo 6E 101, 09:00 BLR to 11:45 DEL').
  for (const name of await onwardRows.evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? '')))
    expect(name).toMatch(CARRIER_IN_NAME);
  await expect(onwardRows.filter({ hasText: /\b(6E|AI) \d+/ }).first()).toBeVisible();

  // The return list is its own tab, with its own offers.
  await returnTab.click();
  const back = resultsPanel(page, 'Return', 'DEL', 'BLR');
  const backRows = offerRows(back);
  await expect(backRows.first()).toBeVisible();
  await expect(backRows.first()).toHaveAccessibleName(new RegExp(`${CARRIER_IN_NAME.source}, \\d\\d:\\d\\d DEL to \\d\\d:\\d\\d BLR$`));
  await onwardTab.click();

  // Price is the default order; by departure, then by price again, the rows follow each order.
  const sortBy = onward.getByLabel('Sort by');
  await expect(sortBy).toHaveValue('price');
  expect(isAscending(await rowPrices(onward))).toBe(true);
  await sortBy.selectOption({ label: 'Departure' });
  await expect.poll(async () => isAscending(await rowDepartures(onward))).toBe(true);
  await sortBy.selectOption({ label: 'Price' });
  await expect.poll(async () => isAscending(await rowPrices(onward))).toBe(true);
  const prices = await rowPrices(onward);
  expect(prices.length).toBeGreaterThan(3);

  // Non-stop only: every rendered row flies direct.
  const shownCount = onward.getByRole('status').filter({ hasText: /flights$/ });
  await expect(shownCount).toHaveText(/^[\d,]+ flights$/);
  await onward.getByRole('checkbox', { name: 'Non-stop' }).check();
  await expect(shownCount).toHaveText(/^[\d,]+ of [\d,]+ flights$/);
  await expect(onwardRows.first()).toBeVisible();
  await expect(onwardRows.filter({ hasNotText: 'Non-stop' })).toHaveCount(0);
  // And IndiGo only: every rendered row is an IndiGo non-stop.
  await onward.getByRole('checkbox', { name: /^IndiGo \(\d+\)$/ }).check();
  await expect(onwardRows.first()).toBeVisible();
  await expect(onwardRows.filter({ hasNotText: /^IndiGo 6E \d+/ })).toHaveCount(0);
  await expect(onwardRows.filter({ hasNotText: 'Non-stop' })).toHaveCount(0);
  await expect.poll(async () => isAscending(await rowPrices(onward))).toBe(true);
  await onward.getByRole('button', { name: 'Clear filters' }).click();
  await expect(shownCount).toHaveText(/^[\d,]+ flights$/);

  // Fare rules of the first offer: baggage and the cancellation penalties.
  const first = onwardRows.first();
  const firstName = (await first.getAttribute('aria-label'))!;
  await first.getByRole('button', { name: `Fare rules of ${firstName}` }).click();
  const rules = page.getByRole('dialog', { name: `Fare rules: ${firstName}` });
  await expect(rules.getByRole('table', { name: 'Cancellation' })).toContainText('More than 72 hours before departure');
  await expect(rules.getByRole('table', { name: 'Date change' })).toBeVisible();
  await expect(rules).toContainText(/Check-in baggage: \d+ KG/);
  await expect(rules).toContainText(/Cabin: 7 KG/);
  await expect(rules).toContainText('No-show: treated as cancellation');
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);

  // More fares: the offer's other fare families, each with its own price.
  await first.getByRole('button', { name: `More fares of ${firstName}` }).click();
  const fares = first.getByRole('table', { name: `Fares of ${firstName}` });
  const fareRows = fares.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(fareRows.filter({ hasText: 'Flexi Plus' })).toHaveCount(1);
  expect(await fareRows.count()).toBeGreaterThanOrEqual(3);
  const familyNames = await fareRows.locator('td:first-child p:first-child').allTextContents();
  expect(new Set(familyNames).size).toBe(familyNames.length);

  // Select an onward offer, then a return one: the selection names both and totals them.
  const onwardPrice = rupeesOf((await first.getByTestId('offer-price').textContent())!);
  await first.getByRole('button', { name: `Select ${firstName}` }).click();
  await expect(first.getByRole('button', { name: `Select ${firstName}` })).toHaveText('Selected');
  const selection = page.getByRole('region', { name: 'Your selection' });
  await expect(selection).toContainText(`Onward: ${firstName}`);
  await expect(selection).toContainText('Choose a flight on each list to see the trip total.');

  await returnTab.click();
  const backFirst = backRows.first();
  const backName = (await backFirst.getAttribute('aria-label'))!;
  const backPrice = rupeesOf((await backFirst.getByTestId('offer-price').textContent())!);
  await backFirst.getByRole('button', { name: `Select ${backName}` }).click();
  await expect(selection).toContainText(`Return: ${backName}`);
  const total = selection.getByText(/^Total: /);
  await expect(total).toBeVisible();
  // Whole rupees on screen: the exact total may round one rupee away from the two rounded prices.
  expect(Math.abs(rupeesOf((await total.textContent())!) - (onwardPrice + backPrice))).toBeLessThanOrEqual(1);
});
