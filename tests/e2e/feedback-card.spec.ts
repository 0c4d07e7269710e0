import type { Locator, Page, Request } from '@playwright/test';
import { expect, login, testWithServer } from './support/fixtures';
import { offerRows, searchFlights } from './flights-steps';
import { apiSession } from './trips-steps';

/*
 * The trip feedback card end to end (docs/features/feedback.md): Acme is the special client, and its
 * server is seeded with trips that ended a few days ago (SEED_ENDED_TRIPS, server/store/seed-ended-trips.ts),
 * which the fixed demo dates cannot give. The manager's home is the trips list, where the card shows
 * beside the page's controls; the traveller rates; the coordinator's trip ended 40 days ago.
 */
const test = testWithServer({ SEED_ENDED_TRIPS: 'manager@acme.test:5,traveller@acme.test:3,coordinator@acme.test:40' });

const feedback = (page: Page) => page.getByRole('region', { name: 'How was your trip?' });
const asksForPendingTrip = (r: Request) => (r.postData() ?? '').includes('getpendingfeedbacktrip');

/** The prompt's quiet wait (QUIET_MS, src/ui/feedback/use-quiet-screen.ts) and then some for the call it would make. */
const NOT_ASKED_WINDOW_MS = 2_000 + 2_000;

/** "Never" has no event to wait for: nothing may ask the server for a trip to rate within the window. */
async function expectNotAsked(page: Page) {
  await expect(page.waitForRequest(asksForPendingTrip, { timeout: NOT_ASKED_WINDOW_MS })).rejects.toThrow();
  await expect(feedback(page)).toHaveCount(0);
}

/**
 * The names of the page's controls the card covers: outside the card, their boxes meeting its box,
 * and what is on screen at their centre is the card. (Fixed chrome such as the phone's bottom bar
 * lies over the card's lower part when the card runs past the screen; that is the bar on top.)
 */
function controlsUnder(card: Locator): Promise<string[]> {
  return card.evaluate((cardEl) => {
    const c = cardEl.getBoundingClientRect();
    return [...document.querySelectorAll('a[href], button, input, select, textarea, [role="combobox"], [role="tab"]')]
      .filter((el) => !cardEl.contains(el))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (!(r.width > 0 && r.height > 0 && r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top)) return false;
        const onTop = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return onTop !== null && cardEl.contains(onTop);
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
  });
}

async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB).toBeTruthy();
  const overlap =
    boxA!.x < boxB!.x + boxB!.width && boxB!.x < boxA!.x + boxA!.width && boxA!.y < boxB!.y + boxB!.height && boxB!.y < boxA!.y + boxA!.height;
  expect(overlap).toBe(false);
}

/** Opens the trips list from the main navigation: a client-side move (a reload would count as the day's showing). */
async function openTrips(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trips', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
}

/** Opens the flight search from the main navigation's Travel menu, in the page like openTrips. */
async function openFlights(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Travel', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Flights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
}

/** Picks `stars` ('4.5 stars') in the card's rating `label` from the keyboard: the star's radio, then Enter. */
async function rate(card: Locator, label: string, stars: string) {
  const radio = card.getByRole('radiogroup', { name: label }).getByRole('radio', { name: stars, exact: true });
  await radio.focus();
  await radio.press('Enter');
  await expect(radio).toBeChecked();
}

test('the card shows on the home page beside its controls, never on a booking page, and “Do it later” holds for the day', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await login(page, 'manager@acme.test');
  await expect(page).toHaveURL('/trips');
  const card = feedback(page);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Trip ended 5 days ago' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // In the page flow, not over it: the main navigation, the page's heading and every other control stay clear.
  await expectApart(card, page.getByRole('navigation', { name: 'Main' }));
  await expectApart(card, page.getByRole('heading', { level: 1, name: 'Trips' }));
  expect(await controlsUnder(card)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await controlsUnder(card)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A booking flow's pages hold it back: the search, its results, the book page.
  await openFlights(page);
  await expect(feedback(page)).toHaveCount(0);
  await searchFlights(page, { triptype: 'One way', from: { typed: 'beng', choice: 'Bengaluru (BLR)' }, to: { typed: 'del', choice: 'Delhi (DEL)' } });
  const first = offerRows(page.getByRole('region', { name: /^Onward flights / })).first();
  await expect(first).toBeVisible();
  await expect(feedback(page)).toHaveCount(0);
  await first.getByRole('button', { name: `Select ${await first.getAttribute('aria-label')}` }).click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Flight' })).toBeVisible();
  await expect(feedback(page)).toHaveCount(0);

  // Out of the flow it takes its turn again; 'Do it later' closes it for the rest of the day, reloads included.
  await openTrips(page);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Do it later' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await expectNotAsked(page);
});

test('a rating is stored: the trip is no longer pending and the next login asks nothing', async ({ page, browser, request, server }) => {
  await page.goto('/');
  await login(page, 'traveller@acme.test');
  // Home is the flight search, a booking flow page: the card waits for another page.
  await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
  await expect(feedback(page)).toHaveCount(0);
  await openTrips(page);
  const card = feedback(page);
  await expect(card.getByRole('link', { name: 'Trip ended 3 days ago' })).toBeVisible();

  await rate(card, 'Booking experience rating', '4.5 stars');
  await rate(card, 'Travel arrangements rating', '4 stars');
  await expect(card.getByText('Overall: 4.25 of 5')).toBeVisible();
  await card.getByLabel('Comments on the booking').fill('Quick approvals');
  await card.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(card).toHaveCount(0);

  // The server holds it: nothing is pending for the traveller any more (their 2025 trip is too old to ask about).
  const call = await apiSession(request, 'traveller@acme.test');
  const pending = await call({ opid: 'TG-EXPENSE', action: 'getpendingfeedbacktrip', limit: 5, corporateid: '1001', profileid: '20001' });
  expect(pending.status()).toBe(200);
  expect(((await pending.json()) as { trips: unknown[] }).trips).toEqual([]);

  // A new login (another browser) asks nothing: the server leaves the trip out, and remembers the day's showing.
  const later = await (await browser.newContext({ baseURL: server.url })).newPage();
  await later.goto('/');
  await login(later, 'traveller@acme.test');
  await openTrips(later);
  await expectNotAsked(later);
  await later.context().close();
});

test('a trip that ended 40 days ago is never asked about', async ({ page, request }) => {
  await page.goto('/');
  await login(page, 'coordinator@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
  const answered = page.waitForResponse((r) => asksForPendingTrip(r.request()));
  await openTrips(page);
  // The trip is there, completed; the server just does not offer it for feedback.
  await expect(page.getByRole('link', { name: 'Trip ended 40 days ago' })).toBeVisible();
  await (await answered).finished();
  await expect(feedback(page)).toHaveCount(0);

  const call = await apiSession(request, 'coordinator@acme.test');
  const pending = await call({ opid: 'TG-EXPENSE', action: 'getpendingfeedbacktrip', limit: 5, corporateid: '1001', profileid: '20003' });
  expect(((await pending.json()) as { trips: unknown[] }).trips).toEqual([]);
});
