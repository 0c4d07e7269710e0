import type { Page } from '@playwright/test';
import { LOGIN_TIMEOUT_MS } from './support/timeouts';
import { test, expect, login } from './support/fixtures';

/** Header entry → its dropdown items ([] for a plain link). Mirrors src/domain/menus.test.ts. */
type Header = Record<string, string[]>;

const TRAVEL = ['Flights', 'Hotels', 'Buses', 'Trains', 'Cabs', 'Car Rentals', 'GuestHouse', 'Visa', 'Travel Insurance'];
const SMALL_TRAVEL = ['Flights', 'Hotels', 'Buses', 'Trains', 'Cabs', 'Car Rentals', 'Travel Insurance'];
const PLANNER = ['Meeting Planner', 'Pre Trip Flow'];
const base: Header = { Home: [], Travel: TRAVEL, Trips: [], Approvals: [], Expenses: [] };

const PROFILE_HEAD = ['Profile', 'Edit Traveller', 'Traveller Dashboard', 'My bookings'];
const PROFILE_TAIL = ['Documents', 'Mobile App QR Code', 'Mobile Login QR Code', 'Logout'];
const corporateProfile = [...PROFILE_HEAD, 'Support', 'User Manual', 'Travel Policy', ...PROFILE_TAIL];

// unverified@acme.test is left to the profile tests (its verification popup), newhire@ to password-change.
const accounts: Array<[string, Header, string[]]> = [
  ['traveller@acme.test', { ...base, Dashboard: [], 'Trip Planner': PLANNER }, corporateProfile],
  ['manager@acme.test', { ...base, Reports: [], Dashboard: [], 'Trip Planner': PLANNER }, corporateProfile],
  ['coordinator@acme.test', { ...base, Dashboard: [], 'Trip Planner': PLANNER }, corporateProfile],
  [
    'traveladmin@acme.test',
    { ...base, Travel: [...TRAVEL, 'Hotel Booking Form'], Reports: [], Dashboard: [], 'Trip Planner': PLANNER },
    [...PROFILE_HEAD, 'Wallet', 'Support', 'User Manual', 'Travel Policy', ...PROFILE_TAIL],
  ],
  [
    'superadmin@acme.test',
    { ...base, Admin: ['Finance Admin', 'Travel Admin'], Reports: [], Dashboards: ['Dashboard', 'Global MIS'], 'Trip Planner': PLANNER },
    corporateProfile,
  ],
  ['finance@acme.test', { ...base, 'Finance Admin': [], Reports: [], Dashboard: [], 'Trip Planner': PLANNER }, corporateProfile],
  ['traveller@globex.test', { ...base, Dashboard: [], 'Trip Planner': PLANNER }, corporateProfile],
  ['manager@globex.test', { ...base, Reports: [], Dashboard: [], 'Trip Planner': PLANNER }, corporateProfile],
  [
    'traveladmin@globex.test',
    { ...base, Travel: [...TRAVEL, 'Hotel Booking Form'], Reports: [], Dashboard: [], 'Trip Planner': PLANNER },
    [...PROFILE_HEAD, 'Wallet', 'Support', 'User Manual', 'Travel Policy', ...PROFILE_TAIL],
  ],
  ['owner@sme.test', { ...base, Travel: SMALL_TRAVEL }, [...PROFILE_HEAD, 'Support', 'User Manual', ...PROFILE_TAIL]],
  [
    'solo@biz.test',
    { ...base, Travel: SMALL_TRAVEL },
    [...PROFILE_HEAD, 'Wallet', 'Support', 'User Manual', ...PROFILE_TAIL.slice(0, -1), 'Switch to personal account', 'Logout'],
  ],
];

async function loginAndWait(page: Page, userid: string) {
  await page.goto('/');
  await login(page, userid);
  // The shell's own Logout button: the login page's heading would match too early.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
}

async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menu', { name: 'Profile menu' })).toBeVisible();
}

for (const [userid, header, profile] of accounts) {
  test(`${userid} sees exactly its header and profile menus`, async ({ page }) => {
    await loginAndWait(page, userid);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Approvals carries the count of what waits for the user (issue 15) when there is any.
    const entry = (label: string) => (label === 'Approvals' ? /^Approvals\d*$/ : label);
    await expect(nav.locator('a, button')).toHaveText(Object.keys(header).map(entry));

    for (const [label, items] of Object.entries(header)) {
      if (items.length === 0) {
        const name = label === 'Approvals' ? /^Approvals(, \d+ waiting)?$/ : label;
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
        continue;
      }
      await nav.getByRole('button', { name: label, exact: true }).click();
      await expect(page.getByRole('menuitem')).toHaveText(items);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }

    await openProfileMenu(page);
    await expect(page.getByRole('menuitem')).toHaveText(profile);
    await expect(page.getByRole('menu', { name: 'Profile menu' })).toContainText('Version 315.10.2024');
  });
}

test('every menu entry opens a real page, never a dead link', async ({ page }) => {
  await loginAndWait(page, 'superadmin@acme.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [menu, item, heading] of [
    ['Travel', 'GuestHouse', 'Guest houses'],
    ['Admin', 'Finance Admin', 'Finance Admin'],
    ['Dashboards', 'Global MIS', 'Global MIS'],
    ['Trip Planner', 'Pre Trip Flow', 'Pre Trip Flow'],
  ] as const) {
    await nav.getByRole('button', { name: menu, exact: true }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  for (const [item, heading] of [
    ['Edit Traveller', 'Edit Traveller'],
    ['User Manual', 'User Manual'],
    ['Travel Policy', 'Travel Policy'],
    ['Documents', 'Documents'],
  ] as const) {
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('This screen arrives in a later release.')).toBeVisible();
  }
  // Built (issue 19): the user's own travel figures, no placeholder.
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Traveller Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Traveller Dashboard' })).toBeVisible();
  await expect(page.getByText('This screen arrives in a later release.')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('the wallet goes to the business traveller’s own ledger', async ({ page }) => {
  await loginAndWait(page, 'solo@biz.test');
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Wallet' }).click();
  await expect(page).toHaveURL('/wallet-ledger/1004');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
});

test('a business traveller switches to the personal account and back', async ({ page }) => {
  await loginAndWait(page, 'solo@biz.test');
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Switch to personal account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are using your personal account' })).toBeVisible();
  await openProfileMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Switch to personal account' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('status').getByRole('button', { name: 'Switch back' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'personal account' })).toHaveCount(0);
  await openProfileMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Switch to personal account' })).toBeVisible();
});

test('an sme user gets its own page background, a corporate user the default', async ({ page }) => {
  await loginAndWait(page, 'owner@sme.test');
  await expect(page.getByRole('main')).toHaveAttribute('data-user-category-look', 'sme');
  const smeBackground = await page.getByRole('main').evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', { name: 'Logout' }).click();
  await loginAndWait(page, 'traveller@acme.test');
  await expect(page.getByRole('main')).toHaveAttribute('data-user-category-look', 'default');
  const defaultBackground = await page.getByRole('main').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(smeBackground).not.toBe(defaultBackground);
});

// The Hotels entry opens the flow of the company's hotel version (seeded: Acme v2, sme v1; docs/features/hotels.md "Versions").
for (const [userid, path] of [
  ['traveller@acme.test', '/v2/hotels'],
  ['owner@sme.test', '/hotels'],
] as const) {
  test(`${userid}'s Hotels entry opens ${path}`, async ({ page }) => {
    await loginAndWait(page, userid);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Travel', exact: true }).click();
    const hotels = page.getByRole('menuitem', { name: 'Hotels', exact: true });
    await expect(hotels).toHaveAttribute('href', path);
    await hotels.click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('form', { name: 'Hotel search' })).toBeVisible();
  });
}

test('Logout from the profile menu ends the session', async ({ page }) => {
  await loginAndWait(page, 'traveller@acme.test');
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/flights');
  await expect(page).toHaveURL(/redirect_to/);
});

test('while emulating, the header ends with Switch back, which restores the admin', async ({ page }) => {
  await loginAndWait(page, 'superadmin@acme.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Switch back' })).toHaveCount(0);
  await page.goto('/travel-admin');
  await page.getByLabel('Search travellers').fill('rahul');
  await page.getByRole('button', { name: /^Act as Rahul / }).click();
  await expect(page).toHaveURL('/flights');

  // The traveller's menus, plus the way back.
  await expect(nav.locator('a, button')).toHaveText(['Home', 'Travel', 'Trips', 'Approvals', 'Expenses', 'Dashboard', 'Trip Planner', 'Switch back']);
  await nav.getByRole('button', { name: 'Switch back' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(nav.getByRole('button', { name: 'Admin' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Switch back' })).toHaveCount(0);
});
