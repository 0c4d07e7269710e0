import type { Locator, Page } from '@playwright/test';
import { CABIN_NAMES, ROLE_NAMES, STATUS_NAMES } from '../../src/domain/display-names';
import { offerRows, onewayFs, proceedAndPay } from './flights-steps';
import { expect, login, test } from './support/fixtures';
import { PAYMENT_TIMEOUT_MS, TICKETED_TIMEOUT_MS } from './support/timeouts';
import { createTripInUi, runTripAction, signInAs } from './trips-steps';

/*
 * Plain words everywhere (docs/features/plain-words.md): screens showing trips in several states, a
 * booked flight, approvals, the profile, the emulation list and the wallet never show a raw code
 * (a compound status, role or cabin code, in any case) nor an ISO date.
 */

/** Compound codes of the display-name map ("approvalpending", "financeadmin", "premiumeconomy"): never on screen, in any case. */
const RAW_CODES = [
  ...Object.entries(STATUS_NAMES).map(([code, { name }]) => [code, name] as const),
  ...Object.entries(ROLE_NAMES),
  ...Object.entries(CABIN_NAMES),
]
  .filter(([, name]) => name.includes(' '))
  .map(([code]) => code);
const RAW = new RegExp(`\\b(${RAW_CODES.join('|')})\\b`, 'i');
/** A status shouted in capitals is a code too (the word 'Pending' is fine). */
const SHOUTED = /\b(PENDING|APPROVED|TICKETED|CANCELLED)\b/;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** Waits for the page's content (`ready`), then checks that what the page says reads as words. */
async function expectPlainWords(page: Page, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  const text = await page.evaluate(() => document.body.innerText);
  expect(text.match(RAW)?.[0]).toBeUndefined();
  expect(text.match(SHOUTED)?.[0]).toBeUndefined();
  expect(text.match(ISO_DATE)?.[0]).toBeUndefined();
}

test('trips, approvals, a flight e-ticket, the profile and the wallet read as plain words', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  expect(RAW_CODES).toEqual(
    expect.arrayContaining(['approvalpending', 'canxprocessing', 'financeadmin', 'premiumeconomy']),
  );

  // A draft trip, then a second trip submitted for approval.
  await signInAs(page, 'traveller@acme.test', login);
  await createTripInUi(page, `Plain draft ${Date.now()}`);
  const header = page.getByRole('region', { name: 'Trip summary' });
  await expect(header.getByText('Draft', { exact: true })).toBeVisible();
  await expectPlainWords(page, header);

  // Submitted on a phone: the success banner sits below the status it announces, not over it.
  await page.setViewportSize({ width: 390, height: 844 });
  const submittedId = await createTripInUi(page, `Plain submitted ${Date.now()}`);
  await runTripAction(page, 'Submit for approval', 'Submit');
  const badge = header.getByText('Approval pending', { exact: true });
  await expect(badge).toBeVisible();
  const banner = page.getByText('The trip was submitted.');
  await expect(banner).toBeVisible();
  const [bannerBox, badgeBox] = [await banner.boundingBox(), await badge.boundingBox()];
  expect(bannerBox!.y).toBeGreaterThan(badgeBox!.y + badgeBox!.height);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table', { name: 'Tracker' }).getByText('Pending → Approval pending')).toBeVisible();
  await expectPlainWords(page, page.getByRole('table', { name: 'Tracker' }));

  await page.goto('/trips');
  await expectPlainWords(page, page.getByRole('link', { name: /^Plain submitted / }).first());

  // A flight booked from the wallet, on its e-ticket once ticketed.
  await page.goto(`/flights/oneway-search?fs=${onewayFs('BLR', 'DEL')}`);
  const row = offerRows(page.getByRole('region', { name: /^Onward flights BLR to DEL: / })).first();
  await expect(row).toBeVisible();
  await expectPlainWords(page, row);
  const rowName = (await row.getAttribute('aria-label'))!;
  // The fare rules fit their drawer on a phone: no table runs past its edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await row.getByRole('button', { name: `Fare rules of ${rowName}` }).click();
  const rules = page.getByRole('dialog', { name: `Fare rules: ${rowName}` });
  const cancellation = rules.getByRole('table', { name: 'Cancellation' });
  await expect(cancellation).toBeVisible();
  // The drawer slides in from the right: wait until it has arrived inside the screen.
  const rightEdge = async () => {
    const box = await rules.boundingBox();
    return box ? box.x + box.width : Infinity;
  };
  await expect.poll(rightEdge).toBeLessThanOrEqual(390);
  const tableBox = (await cancellation.boundingBox())!;
  expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(await rightEdge());
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: `Select ${rowName}` }).click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).click();
  await expect(page.getByLabel('Traveller 1 First Name')).not.toHaveValue('');
  await proceedAndPay(page);
  await expect(page).toHaveURL(/\/flights\/eticket\/FL[\w-]+$/, { timeout: PAYMENT_TIMEOUT_MS });
  const status = page.getByRole('group', { name: 'Booking status' });
  await expect(status.getByText('Ticketed', { exact: true })).toBeVisible({ timeout: TICKETED_TIMEOUT_MS });
  await expectPlainWords(page, page.getByRole('table', { name: 'Passengers' }));

  await page.goto('/profile');
  await expectPlainWords(page, page.getByRole('region', { name: 'Personal details' }));

  // The manager's inbox holds the submitted trip.
  const manager = await (await browser.newContext()).newPage();
  await signInAs(manager, 'manager@acme.test', login);
  await manager.goto('/approvals');
  await expectPlainWords(manager, manager.locator(`[data-testid="approval-${submittedId}"]`));

  // The travel admin sees roles by name when choosing whom to act for, and the wallet's ledger.
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'traveladmin@acme.test', login);
  await admin.goto('/travel-admin');
  await admin.getByLabel('Search travellers').fill('a');
  await expectPlainWords(admin, admin.getByRole('button', { name: /^Act as / }).first());
  await admin.getByRole('button', { name: 'Profile menu' }).click();
  await admin.getByRole('menuitem', { name: 'Wallet' }).click();
  await expect(admin).toHaveURL(/\/wallet-ledger\//);
  await expectPlainWords(admin, admin.getByText(/^Balance: /));
});
