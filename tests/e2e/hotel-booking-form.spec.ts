import { expect, login, test } from './support/fixtures';
import { expectPhoneFriendly } from './support/phone-checks';
import { apiSession, daysFromToday, pickDate, signInAs } from './trips-steps';

/*
 * docs/features/offline-hotels.md: a traveller asks for a hotel on a trip, the trip is approved, the
 * company's travel admin books it on /hotel-booking-form, and the traveller sees the booked stay
 * with the hotel's confirmation number on the trip.
 */

test('a traveller requests an offline hotel; the travel admin books it; the trip shows the confirmation', async ({ page, browser, request }) => {
  const stamp = Date.now();
  const tripname = `Offline hotel walk-through ${stamp}`;
  const city = `Pune ${stamp}`;
  const confirmation = `LV-${stamp}`;
  const traveller = await apiSession(request, 'traveller@acme.test');
  const created = await traveller({
    opid: 'TG-EXPENSE',
    action: 'createtrip',
    jsondata: { tripname, origin: 'Bengaluru', destination: 'Pune', destinationcountries: ['IN'], fromdate: daysFromToday(20).iso, todate: daysFromToday(22).iso, travelreason: 'Client meeting' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { tripid } = (await created.json()) as { tripid: string };

  // The traveller asks for the stay on the trip page; the dialog names what is missing first.
  await signInAs(page, 'traveller@acme.test', login);
  await page.goto(`/trips/${tripid}`);
  await page.getByRole('button', { name: 'Add request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add request' });
  await dialog.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'Hotel (booked by the travel desk)' }).click();
  await dialog.getByRole('button', { name: 'Add request' }).click();
  await expect(dialog.getByRole('alert')).toContainText('City: enter the city of the stay');
  await dialog.getByRole('textbox', { name: 'City' }).fill(city);
  await dialog.getByRole('textbox', { name: 'Preferred hotel or area' }).fill('Near Hinjewadi');
  await pickDate(page, 'Check-in', 20);
  await pickDate(page, 'Check-out', 22);
  await dialog.getByRole('textbox', { name: 'Budget per night (₹)' }).fill('5000');
  await dialog.getByRole('button', { name: 'Add request' }).click();
  const requests = page.getByRole('table', { name: 'Requests' });
  await expect(requests.getByRole('row').filter({ hasText: city }).getByText('active')).toBeVisible();

  // Submitted and approved by API: this spec is about the travel desk.
  expect((await traveller({ opid: 'TG-TRIPBOOKINGAPPROVAL', tripid })).ok()).toBe(true);
  const manager = await apiSession(request, 'manager@acme.test');
  const approved = await manager({ opid: 'TG-APPROVALS', action: 'decidetrip', tripid, decision: 'approve', remarks: '' });
  expect(approved.ok(), await approved.text()).toBe(true);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'traveladmin@acme.test', login);
  await admin.goto('/hotel-booking-form');
  await expect(admin.getByRole('heading', { level: 1, name: 'Hotel Booking Form' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Search' }).fill(String(stamp));
  const queue = admin.getByRole('table', { name: 'Offline hotel requests' });
  await queue.getByRole('button', { name: `Book the hotel request of Rahul Verma for ${city}` }).click();
  const form = admin.getByRole('dialog', { name: 'Book a hotel for Rahul Verma' });
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue(city);
  await form.getByRole('textbox', { name: 'Hotel name' }).fill('Lakeview Residency');
  await form.getByRole('textbox', { name: 'Address' }).fill('12 Lake Road, Hinjewadi');
  await form.getByRole('textbox', { name: 'Room type' }).fill('Deluxe king');
  await form.getByRole('textbox', { name: "Hotel's confirmation number" }).fill(confirmation);
  await form.getByRole('textbox', { name: 'Room rate per night (₹)' }).fill('4500');
  await expect(form.getByRole('status')).toHaveText('2 nights × 1 room: room ₹9,000 + GST ₹450 = ₹9,450');
  await form.getByRole('button', { name: 'Book and add to trip' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `confirmation ${confirmation}` })).toBeVisible();
  await expect(queue).toHaveCount(0);
  await adminContext.close();

  // The traveller's trip shows the booked stay with its confirmation number, and the request as done.
  await page.reload();
  const items = page.getByRole('table', { name: 'Items' });
  const stay = items.getByRole('row').filter({ hasText: `Lakeview Residency · Confirmation ${confirmation}` });
  await expect(stay).toContainText('Hotel (travel desk)');
  await expect(stay).toContainText(/OH[0-9A-F]{10}/);
  await expect(requests.getByRole('row').filter({ hasText: city })).not.toContainText('active');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('the queue and the form for a stay booked by phone fit a phone', async ({ page }) => {
    // On a phone Logout sits in the More drawer: the bottom navigation says the login is done.
    await page.goto('/');
    await login(page, 'traveladmin@acme.test');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto('/hotel-booking-form');
    await expect(page.getByRole('heading', { level: 1, name: 'Hotel Booking Form' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectPhoneFriendly(page, '/hotel-booking-form');

    await page.getByRole('button', { name: 'Book a stay without a request' }).click();
    const picker = page.getByRole('dialog', { name: 'Book a stay without a request' });
    await picker.getByRole('textbox', { name: 'Traveller or trip' }).fill('Delhi plant review');
    // The list answers the typed text after a moment: choose from a row of the matching trip.
    const delhiTrip = picker.getByRole('listitem').filter({ hasText: 'Delhi plant review' }).first();
    await delhiTrip.getByRole('button', { name: /^Choose trip \d+ of Rahul Verma$/ }).click();
    const form = page.getByRole('dialog', { name: 'Book a hotel for Rahul Verma' });
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('New Delhi');
    await expectPhoneFriendly(page, 'the hotel booking form');
  });
});
