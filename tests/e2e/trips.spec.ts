import { test, expect, login } from './support/fixtures';
import { apiSession, createTripThroughForm, pickDate, serverTripsNamed } from './trips-steps';

test('a traveller creates a trip, finds it in /trips, opens it and submits it for approval', async ({
  page,
  request,
}) => {
  const tripname = `Hyderabad review ${Date.now()}`;
  await page.goto('/');
  await login(page, 'traveller@acme.test');
  await expect(page).toHaveURL('/flights');
  // The home page's recent trips: at most 5 (other specs of this worker may have added newer ones
  // than the seeded 'Mumbai client visit'), plus the 'All trips' link.
  const recent = page.getByRole('region', { name: 'Recent trips' });
  await expect(recent.getByRole('link', { name: 'All trips' })).toBeVisible();
  await expect(recent.getByRole('link').nth(1)).toBeVisible();
  expect(await recent.getByRole('link').count()).toBeLessThanOrEqual(6);

  await page.goto('/trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mumbai client visit' })).toBeVisible();
  await page.getByRole('link', { name: 'Create trip' }).click();

  // Saving with nothing filled shows each field's message and creates nothing.
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(page.getByText('Please enter the trip name')).toBeVisible();
  await expect(page.getByText('Please select the from date')).toBeVisible();

  await createTripThroughForm(page, tripname);
  // Saved locally, sent at once: the page moves from the draft id to the server's trip id.
  await expect(page).toHaveURL(/\/trips\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: tripname })).toBeVisible();
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);
  const tripid = page.url().split('/').pop()!;

  await page.goto('/trips');
  await page.getByRole('link', { name: tripname }).click();
  await expect(page).toHaveURL(`/trips/${tripid}`);
  const header = page.getByRole('region', { name: 'Trip summary' });
  await expect(header.getByText('Draft', { exact: true })).toBeVisible();

  // A request item goes through the outbox too, then shows the server's copy.
  await page.getByRole('button', { name: 'Add request' }).click();
  const requestDialog = page.getByRole('dialog', { name: 'Add request' });
  await requestDialog.getByRole('textbox', { name: 'From' }).fill('BLR');
  await requestDialog.getByRole('textbox', { name: 'To' }).fill('HYD');
  await pickDate(page, 'Date', 20);
  await requestDialog.getByRole('button', { name: 'Add request' }).click();
  const requests = page.getByRole('table', { name: 'Requests' });
  await expect(requests.getByRole('row').filter({ hasText: 'HYD' }).getByText('active')).toBeVisible();

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await page.getByRole('dialog', { name: 'Submit for approval' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The trip was submitted.')).toBeVisible();
  await expect(header.getByText('Approval pending', { exact: true })).toBeVisible();
  // Submitted: no second submit, and the tracker records it.
  await expect(page.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Tracker' }).getByText('Pending → Approval pending')).toBeVisible();

  expect(await serverTripsNamed(request, 'traveller@acme.test', tripname)).toEqual([
    expect.objectContaining({ tripid, status: 'approvalpending' }),
  ]);
});

test('a Globex user cannot open an Acme trip: the page says not found and the API refuses', async ({
  page,
  request,
}) => {
  const acmeTrip = '710001';
  await page.goto('/');
  await login(page, 'traveller@globex.test');
  await expect(page).toHaveURL('/flights');
  await page.goto(`/trips/${acmeTrip}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trip not found' })).toBeVisible();
  await expect(page.getByText('Mumbai client visit')).toHaveCount(0);

  const asGlobex = await apiSession(request, 'traveller@globex.test');
  for (const action of ['getcorporatefulltrip', 'gettripdetailslite', 'viewtrackerfortriptraveller']) {
    const answer = await asGlobex({ opid: 'TG-EXPENSE', action, tripid: acmeTrip });
    expect(answer.status(), action).toBe(403);
  }
});

test("the pre-trip view starts a trip session: the banner's 'BACK TO TRIP' returns to it and 'Logout from trip' ends it", async ({
  page,
  request,
}) => {
  const tripname = `Kochi workshop ${Date.now()}`;
  const asTraveller = await apiSession(request, 'traveller@acme.test');
  const created = await asTraveller({
    opid: 'TG-EXPENSE',
    action: 'createtrip',
    jsondata: {
      tripname,
      origin: 'Bengaluru',
      destination: 'Kochi',
      destinationcountries: ['IN'],
      fromdate: '2099-04-01',
      todate: '2099-04-03',
      travelreason: 'Training',
    },
  });
  expect(created.status()).toBe(200);
  const { tripid } = (await created.json()) as { tripid: string };

  await page.goto('/');
  await login(page, 'traveller@acme.test');
  await expect(page).toHaveURL('/flights');
  await page.goto(`/pre-trip-flow/view/${tripid}`);
  await expect(page.getByRole('heading', { level: 1, name: tripname })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trip session' })).toHaveCount(0);

  await page.getByRole('group', { name: 'Book services' }).getByRole('button', { name: 'Hotels' }).click();
  await expect(page).toHaveURL('/v2/hotels');
  const banner = page.getByRole('region', { name: 'Trip session' });
  await expect(banner).toContainText(tripname);
  await banner.getByRole('link', { name: 'BACK TO TRIP' }).click();
  await expect(page).toHaveURL(`/pre-trip-flow/view/${tripid}`);

  await page.goto('/flights');
  await page.getByRole('region', { name: 'Trip session' }).getByRole('button', { name: 'Logout from trip' }).click();
  await expect(page.getByRole('region', { name: 'Trip session' })).toHaveCount(0);
});
