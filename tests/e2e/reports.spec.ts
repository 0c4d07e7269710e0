import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { formatMoney } from '../../src/domain/money';
import { defaultWindow } from '../../src/ui/dashboards/dashboard-search-params';
import type { Page } from '@playwright/test';
import { expect, login, testWithServer } from './support/fixtures';
import { apiUser, bookWithWalletThroughApi, paiseOf, serverTicket } from './insurance-steps';
import { expectPhoneFriendly } from './support/phone-checks';
import { signInAs } from './trips-steps';

/*
 * /reports on the real server (docs/features/dashboards.md "Screens"): a traveller's insurance
 * booking shows as its own row of the finance admin's MIS report, with its amount, and on the
 * region charts, which list the bookings behind a bar or a row; the rows export as CSV; the screen
 * fits a phone.
 */

// A server of its own, as dashboards.spec.ts: the report lists every booking of the window.
const test = testWithServer();

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a finance admin finds a booking in the MIS report, sees the regions and exports the rows', async ({ page, request }) => {
  const traveller = await apiUser(request, 'traveller@acme.test');
  const txid = await bookWithWalletThroughApi(traveller);
  const ticket = await serverTicket(traveller, txid);
  if (ticket === '') throw new Error(`no ticket for ${txid}`);
  const amount = formatMoney(paiseOf(ticket.insurancerecord.totalinvoice), 'INR');

  await signInAs(page, 'finance@acme.test', login);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/reports/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Bookings' }).getByRole('row', { name: new RegExp(txid) });
  await expect(row).toContainText('Rahul Verma');
  await expect(row).toContainText(amount);
  await expect(page.getByRole('switch', { name: 'Whole company' })).toBeVisible();
  await expectNoAxeViolations(page);

  const { from, to } = defaultWindow(new Date());
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Export Bookings' }).click();
      await page.getByRole('menuitem', { name: 'CSV' }).click();
    })(),
  ]);
  expect(file.suggestedFilename()).toBe(`bookings_${from}_${to}.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toMatch(/^Booking,Booked on,Travels on,Traveller,/);
  expect(lines.find((l) => l.startsWith(`${txid},`))).toContain(`${paiseOf(ticket.insurancerecord.totalinvoice) / 100n}`);

  await page.getByRole('tab', { name: 'Regions' }).click();
  await expect(page).toHaveURL(/tab=regions/);
  const regions = page.getByRole('figure', { name: 'Spend by region' });
  await expect(regions.getByRole('table', { name: 'Spend by region data' }).getByRole('row', { name: /India/ })).toBeAttached();
  await expect(regions.locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Trips by region and month' }).locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Policy by department' }).locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Domestic and international by department' }).locator('svg.recharts-surface')).toBeVisible();
  await expectNoAxeViolations(page);
  // The tab is in the URL: a reload opens it again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Regions', selected: true })).toBeVisible();

  // A department's stacked bar lists the bookings charged to it.
  const policy = page.getByRole('figure', { name: 'Policy by department' });
  await policy.locator('.recharts-bar-rectangle path').first().click();
  const department = await policy.getByRole('table', { name: 'Policy by department data' }).getByRole('rowheader').first().textContent();
  const byBar = page.getByRole('dialog', { name: `Policy by department: ${department}` });
  await expect(byBar.getByRole('status')).toContainText('bookings');
  await page.keyboard.press('Escape');
  await expect(byBar).toBeHidden();

  // The bars are not focusable: the shown table's region names open the same list, and the booking its ticket.
  await regions.getByRole('button', { name: 'Table' }).click();
  await regions.getByRole('button', { name: 'India' }).click();
  const drawer = page.getByRole('dialog', { name: 'Spend by region: India' });
  await drawer.getByRole('link', { name: `Ticket ${txid}` }).click();
  await expect(page).toHaveURL(new RegExp(`/insurance/eticket/${txid}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance e-ticket' })).toBeVisible();
});

test('a traveller opening /reports is refused', async ({ page }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await page.goto('/reports');
  await expect(page.getByText('Your role has no reports.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bookings' })).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bookings become cards and the charts fit the width', async ({ page, request }) => {
    const txid = await bookWithWalletThroughApi(await apiUser(request, 'traveller@acme.test'));
    // On a phone Logout sits in the More drawer: the bottom navigation says the login is done.
    await page.goto('/');
    await login(page, 'finance@acme.test');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto('/reports');
    await expect(page.getByRole('table', { name: 'Bookings' }).getByRole('row', { name: new RegExp(txid) })).toBeVisible();
    await expectPhoneFriendly(page, '/reports');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Regions' }).click();
    await expect(page.getByRole('figure', { name: 'Spend by region' }).locator('svg.recharts-surface')).toBeVisible();
    await expectPhoneFriendly(page, '/reports?tab=regions');
    await expectNoAxeViolations(page);
  });
});
