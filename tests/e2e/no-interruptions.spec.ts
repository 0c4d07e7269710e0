import type { Locator, Page } from '@playwright/test';
import { expect, login, testWithServer } from './support/fixtures';
import { offerRows, onewayFs, proceedAndPay } from './flights-steps';
import { signInAs } from './trips-steps';
import { PAYMENT_TIMEOUT_MS, TICKETING_DELAY_MS, TICKET_POLL_MS } from './support/timeouts';

/*
 * Issue 15: a whole booking without one pop-up. The demo traveller's company has three corporate
 * notifications, the chat-assistant announcement is unseen and the feedback prompt is on for Acme;
 * from login through search, select, book and the wallet payment to the e-ticket, no dialog shows.
 * Afterwards the bell in the header holds the notifications, counted.
 */

const test = testWithServer({ FLIGHT_TICKETING_DELAY_MS: String(TICKETING_DELAY_MS) });

test.beforeEach(async ({ page }) => {
  await page.addInitScript((pollMs) => localStorage.setItem('voyage.ticketPollMs', String(pollMs)), TICKET_POLL_MS);
});

/** Checked once the page's main content is there, so "no dialog" is said of a page that has loaded. */
async function noDialogOn(page: Page, content: Locator) {
  await expect(content).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('search, select, book with the wallet and reach the e-ticket with no dialog on the way', async ({ page }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await noDialogOn(page, page.getByRole('heading', { level: 1, name: 'Flights' }));

  await page.goto(`/flights/oneway-search?fs=${onewayFs('BLR', 'DEL')}`);
  const rows = offerRows(page.getByRole('region', { name: /^Onward flights BLR to DEL: / }));
  await noDialogOn(page, rows.first());
  const first = rows.first();
  const name = (await first.getAttribute('aria-label'))!;
  await first.getByRole('button', { name: `Select ${name}` }).click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).click();

  await expect(page).toHaveURL(/\/flights\/book\?/);
  await noDialogOn(page, page.getByRole('heading', { level: 1, name: 'Book Flight' }));
  await expect(page.getByLabel('Traveller 1 First Name')).not.toHaveValue('');
  await proceedAndPay(page);

  await expect(page).toHaveURL(/\/flights\/eticket\/FL[\w-]+$/, { timeout: PAYMENT_TIMEOUT_MS });
  await noDialogOn(page, page.getByText('Your ticket is under processing...').or(page.getByRole('table', { name: 'Tickets' })).first());
  // Nor anything that announces itself in the page's flow while booking.
  await expect(page.getByRole('region', { name: 'Chat assistant announcement' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'How was your trip?' })).toHaveCount(0);

  const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
  await bell.click();
  const list = page.getByRole('list', { name: 'Notifications list' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText('Monsoon travel advisory');
});
