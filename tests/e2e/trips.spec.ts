import { test, expect, login } from './support/fixtures';
import { apiSession, createTripThroughForm, serverTripsNamed } from './trips-steps';

test('a traveller creates a trip, finds it in /trips, opens it and submits it for approval', async ({ page, request }) => {
  const tripname = `Hyderabad review ${Date.now()}`;
  await page.goto('/');
  await login(page, 'traveller@acme.test');
  await expect(page).toHaveURL('/flights');
  // The home page's recent trips (seeded: 'Mumbai client visit').
  const recent = page.getByRole('region', { name: 'Recent trips' });
  await expect(recent.getByRole('link', { name: 'Mumbai client visit' })).toBeVisible();

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
  await expect(header.getByText('Pending', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await page.getByRole('dialog', { name: 'Submit for approval' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The trip was submitted.')).toBeVisible();
  await expect(header.getByText('Approvalpending', { exact: true })).toBeVisible();
  // Submitted: no second submit, and the tracker records it.
  await expect(page.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Tracker' }).getByText('Pending → Approvalpending')).toBeVisible();

  expect(await serverTripsNamed(request, 'traveller@acme.test', tripname)).toEqual([expect.objectContaining({ tripid, status: 'approvalpending' })]);
});

test('a Globex user cannot open an Acme trip: the page says not found and the API refuses', async ({ page, request }) => {
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
