import { expect, login, test } from './support/fixtures';
import { apiUser, bookPlan, searchInsurance } from './insurance-steps';
import { signInAs } from './trips-steps';

/* Insurance booked for a trip: the trip session turns the review page's action into 'Add to Trip and Continue'. */

const PLAN = 'Domestic Travel Secure';

test("with a trip session the review page offers 'Add to Trip and Continue' and the plan lands on the trip", async ({ page, request }) => {
  const tripname = `Insured Pune visit ${Date.now()}`;
  const traveller = await apiUser(request, 'traveller@acme.test');
  const created = await traveller.call({
    opid: 'TG-EXPENSE',
    action: 'createtrip',
    jsondata: {
      tripname,
      origin: 'Bengaluru',
      destination: 'Pune',
      destinationcountries: ['IN'],
      fromdate: '2099-04-01',
      todate: '2099-04-03',
      travelreason: 'Client meeting',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { tripid } = (await created.json()) as { tripid: string };

  await signInAs(page, 'traveller@acme.test', login);
  await page.goto(`/pre-trip-flow/view/${tripid}`);
  await expect(page.getByRole('heading', { level: 1, name: tripname })).toBeVisible();
  await page.getByRole('group', { name: 'Book services' }).getByRole('button', { name: 'Insurance' }).click();
  await expect(page).toHaveURL('/insurance');
  await expect(page.getByRole('region', { name: 'Trip session' })).toContainText(tripname);

  await searchInsurance(page, { category: 'Domestic (India)', ages: [29] });
  await bookPlan(page, PLAN);
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to Trip and Continue' }).click();

  await expect(page).toHaveURL(`/trips/${tripid}`);
  const item = page.getByRole('table', { name: 'Items' }).getByRole('row').filter({ hasText: 'insurance' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(PLAN);
  // Adding ends the trip session (docs/product.md#session-expiry).
  await expect(page.getByRole('region', { name: 'Trip session' })).toHaveCount(0);
});
