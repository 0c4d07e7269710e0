import type { Page } from '@playwright/test';
import { expect, login, test } from './support/fixtures';
import { bookFirstOffer, onewayFs } from './flights-steps';
import { apiSession, daysFromToday } from './trips-steps';

/*
 * On a phone (390 × 844) the header's menus give way to a bottom bar and a "More" drawer
 * (docs/features/shell.md#on-a-phone). After login every page here is reached by tapping only.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const bar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const more = (page: Page) => page.getByRole('dialog', { name: 'More' });

async function signIn(page: Page, userid: string) {
  await page.goto('/');
  await login(page, userid);
  await expect(bar(page)).toBeVisible();
}

/** The page fits the phone's width: nothing to scroll sideways to. */
async function expectNoSideScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

async function tapInMore(page: Page, section: string, link: string) {
  await bar(page).getByRole('button', { name: 'More' }).tap();
  await more(page).getByRole('region', { name: section }).getByRole('link', { name: link, exact: true }).tap();
  await expect(more(page)).toBeHidden();
}

async function expectOn(page: Page, path: string | RegExp, heading: string | RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSideScroll(page);
}

test('a traveller reaches Flights, Trips, My bookings and Insurance by tapping the bar and More', async ({ page }) => {
  await signIn(page, 'traveller@acme.test');
  // The header keeps the logo and the bell: its menus, profile button and Logout moved down.
  await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Profile menu/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(bar(page).locator('a, button')).toHaveText(['Home', 'Trips', /^\d*Approvals$/, 'My bookings', 'More']);
  for (const tab of await bar(page).locator('a, button').all()) {
    const box = (await tab.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await expect(bar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expectNoSideScroll(page);

  await bar(page).getByRole('link', { name: 'Trips' }).tap();
  await expectOn(page, '/trips', 'Trips');
  await expect(bar(page).getByRole('link', { name: 'Trips' })).toHaveAttribute('aria-current', 'page');
  await expect(bar(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  await bar(page).getByRole('link', { name: 'My bookings' }).tap();
  await expectOn(page, '/bookings', 'My bookings');

  await tapInMore(page, 'Travel', 'Flights');
  await expect(page).toHaveURL(/\/flights/);
  await expectNoSideScroll(page);

  await tapInMore(page, 'Travel', 'Travel Insurance');
  await expect(page).toHaveURL(/\/insurance/);
  await expectNoSideScroll(page);

  // The profile menu's entries are in More too, Logout last among them.
  await bar(page).getByRole('button', { name: 'More' }).tap();
  await more(page).getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).tap();
  await expect(page).toHaveURL('/');
  await expect(bar(page)).toHaveCount(0);
});

test('the browser back button closes More first, then goes back', async ({ page }) => {
  await signIn(page, 'traveller@acme.test');
  await bar(page).getByRole('link', { name: 'Trips' }).tap();
  await expectOn(page, '/trips', 'Trips');
  await bar(page).getByRole('link', { name: 'My bookings' }).tap();
  await expectOn(page, '/bookings', 'My bookings');

  await bar(page).getByRole('button', { name: 'More' }).tap();
  await expect(more(page)).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
  await page.evaluate(() => window.history.back());
  await expect(more(page)).toBeHidden();
  await expect(page).toHaveURL('/bookings');

  await page.evaluate(() => window.history.back());
  await expectOn(page, '/trips', 'Trips');
});

test('a manager sees the approvals count on the bar and opens the queue', async ({ page, request }) => {
  // Something waits for the manager: a trip the traveller submitted (set up by API: this spec is about navigation).
  const traveller = await apiSession(request, 'traveller@acme.test');
  const created = await traveller({
    opid: 'TG-EXPENSE',
    action: 'createtrip',
    jsondata: {
      tripname: `Phone bar ${Date.now()}`,
      origin: 'Bengaluru',
      destination: 'Pune',
      destinationcountries: ['IN'],
      fromdate: daysFromToday(20).iso,
      todate: daysFromToday(22).iso,
      travelreason: 'Client meeting',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { tripid } = (await created.json()) as { tripid: string };
  expect((await traveller({ opid: 'TG-TRIPBOOKINGAPPROVAL', tripid })).ok()).toBe(true);

  await signIn(page, 'manager@acme.test');
  const approvals = bar(page).getByRole('link', { name: /^Approvals, \d+ waiting$/ });
  await expect(approvals).toBeVisible();
  await expect(approvals).toContainText(/^\d+Approvals$/);
  await bar(page).getByRole('link', { name: 'Home' }).tap();
  await expectOn(page, '/trips', 'Trips');
  await approvals.tap();
  await expectOn(page, '/approvals', 'Approvals');
  await expect(approvals).toHaveAttribute('aria-current', 'page');
});

test('the book page keeps its total and actions above the bottom bar', async ({ page }) => {
  await signIn(page, 'traveller@acme.test');
  await bookFirstOffer(page, onewayFs('BLR', 'DEL'));
  const actions = page.getByRole('region', { name: 'Total and booking actions' });
  await expect(actions).toBeVisible();
  const actionsBox = (await actions.boundingBox())!;
  const barBox = (await bar(page).boundingBox())!;
  expect(actionsBox.y + actionsBox.height).toBeLessThanOrEqual(barBox.y + 1);
  await expectNoSideScroll(page);
});
