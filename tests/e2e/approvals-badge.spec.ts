import type { Page } from '@playwright/test';
import { expect, login, test } from './support/fixtures';
import { choosePurpose, giveOwnPolicyReason, offerRows, onewayFs } from './flights-steps';
import { signInAs } from './trips-steps';

/*
 * Issue 15: approvals announce themselves. The traveller sends an out-of-policy economy fare for
 * approval; the manager, logging in, lands on the queue with the count in the header, and the card
 * names the cheaper in-policy flight of the same search. Deciding brings the count down.
 */

/** The header's Approvals link; its name carries the count ('Approvals, 2 waiting'). */
const approvalsLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Approvals/ });
const waitingOf = async (page: Page) => Number(/, (\d+) waiting$/.exec((await approvalsLink(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

test('the manager lands on the queue, sees the count and the cheaper option, and the count goes down', async ({ page, browser }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await page.goto(`/flights/oneway-search?fs=${onewayFs('BLR', 'DEL')}`);
  const rows = offerRows(page.getByRole('region', { name: /^Onward flights BLR to DEL: / }));
  await expect(rows.first()).toBeVisible();
  // The first flight's dearest fare family: out of Acme's policy, with cheaper fares in policy beside it.
  const first = rows.first();
  const firstName = (await first.getAttribute('aria-label'))!;
  await first.getByRole('button', { name: `More fares of ${firstName}` }).click();
  await page.getByRole('button', { name: /^Select the .+ fare$/ }).last().click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Flight' })).toBeVisible();
  await choosePurpose(page);
  await giveOwnPolicyReason(page, 'Client meeting moved earlier');
  await page.getByRole('button', { name: 'Send for Approval' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for approval' })).toBeVisible();

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.goto('/');
  await login(manager, 'manager@acme.test');
  // Something waits: the login lands on the queue, not on the home page.
  await expect(manager).toHaveURL(/\/approvals$/);
  await expect(approvalsLink(manager)).toHaveAccessibleName(/^Approvals, \d+ waiting$/);
  const before = await waitingOf(manager);
  expect(before).toBeGreaterThan(0);

  const card = manager.getByRole('region', { name: 'Booking requests' }).getByRole('article').filter({ hasText: 'Client meeting moved earlier' });
  await expect(card).toContainText(/Cheaper in policy: \w{2} \d+, \d\d:\d\d–\d\d:\d\d, ₹[\d,.]+ — ₹[\d,.]+ less/);
  await expect(card).toContainText('Flight BLR-DEL, 1 traveller');
  await card.getByRole('button', { name: /^Approve / }).click();
  await expect(card).toContainText('Approved');
  await expect.poll(() => waitingOf(manager)).toBe(before - 1);
  await managerContext.close();
});
