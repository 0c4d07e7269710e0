import AxeBuilder from '@axe-core/playwright';
import { formatMoney } from '../../src/domain/money';
import type { Page } from '@playwright/test';
import { expect, login, testWithServer } from './support/fixtures';
import { type ApiUser, apiUser, bookWithWalletThroughApi, paiseOf, serverTicket } from './insurance-steps';
import { expectPhoneFriendly } from './support/phone-checks';
import { signInAs } from './trips-steps';

/*
 * /traveller-dashboard on the real server (docs/features/dashboards.md "Traveller Dashboard"): a
 * traveller opens it from the profile menu and sees their own spend move by a booking's amount.
 * Amounts are read relative to before the test, so repeats add up.
 */

// A server of its own: other specs' bookings would otherwise move the spend under this one.
const test = testWithServer();

/** TG-EMPLOYEEDASHBOARDDATA's spend by product over the default window, summed, in paise. */
async function ownSpend(user: ApiUser): Promise<bigint> {
  const answer = await user.call({ opid: 'TG-EMPLOYEEDASHBOARDDATA', corporateid: user.corporateid, profileid: user.profileid, reportname: 'spendbyproduct' });
  expect(answer.status(), await answer.text()).toBe(200);
  const rows = ((await answer.json()) as { DashboardData: { amount: string }[] }).DashboardData;
  return rows.reduce((total, r) => total + paiseOf(r.amount), 0n);
}

/** axe-core's WCAG 2.1 A and AA rules, as tests/e2e/accessibility.spec.ts runs them on other screens. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a traveller opens the dashboard from the profile menu and sees a booking move the spend', async ({ page, request }) => {
  const traveller = await apiUser(request, 'traveller@acme.test');
  const before = await ownSpend(traveller);

  await signInAs(page, 'traveller@acme.test', login);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menu', { name: 'Profile menu' }).getByRole('menuitem', { name: 'Traveller Dashboard' }).click();
  await expect(page).toHaveURL(/\/traveller-dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Traveller Dashboard' })).toBeVisible();
  const spend = page.getByRole('list', { name: 'Totals' }).getByRole('listitem', { name: 'Total spend' });
  if (before === 0n) await expect(page.getByRole('link', { name: 'book a flight' })).toHaveAttribute('href', '/flights');
  else await expect(spend).toContainText(formatMoney(before, 'INR'));

  const txid = await bookWithWalletThroughApi(traveller);
  const ticket = await serverTicket(traveller, txid);
  if (ticket === '') throw new Error(`no ticket for ${txid}`);
  const amount = paiseOf(ticket.insurancerecord.totalinvoice);
  expect(await ownSpend(traveller)).toBe(before + amount);

  await page.reload();
  await expect(spend).toContainText(formatMoney(before + amount, 'INR'));
  const products = page.getByRole('figure', { name: 'Spend by product' });
  await expect(products.getByRole('table', { name: 'Spend by product data' }).getByRole('row', { name: /^Insurance/ })).toBeVisible();
  await expect(products.locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Spend by month' }).locator('svg.recharts-surface')).toBeVisible();
  await expectNoAxeViolations(page);

  // The window goes into the URL and a reload keeps it.
  await page.getByLabel('From').fill('2000-01-01');
  await expect(page).toHaveURL(/from=2000-01-01/);
  await page.reload();
  await expect(page.getByLabel('From')).toHaveValue('2000-01-01');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the cards stack and the charts fit the width', async ({ page, request }) => {
    await bookWithWalletThroughApi(await apiUser(request, 'traveller@acme.test'));
    // On a phone Logout sits in the More drawer: the bottom navigation says the login is done.
    await page.goto('/');
    await login(page, 'traveller@acme.test');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto('/traveller-dashboard');
    const cards = page.getByRole('list', { name: 'Totals' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.x).toBe(first!.x);
    expect(second!.y).toBeGreaterThan(first!.y);
    await expect(page.getByRole('figure', { name: 'Spend by product' }).locator('svg.recharts-surface')).toBeVisible();
    await expectPhoneFriendly(page, '/traveller-dashboard');
    await expectNoAxeViolations(page);
  });
});
