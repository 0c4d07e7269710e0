import type { Locator, Page } from '@playwright/test';
import { expect, login, testWithServer } from './support/fixtures';
import {
  choosePurpose,
  giveOwnPolicyReason,
  isAscending,
  offerRows,
  onewayFs,
  openFlightSearch,
  proceedAndPay,
  resultsPanel,
  rowPrices,
  rupeesOf,
  searchFlights,
} from './flights-steps';
import { apiUser, paymentTiles, walletBalance } from './insurance-steps';
import { signInAs } from './trips-steps';
import { formatMoneyExact } from '../../src/domain/money';
import { PAYMENT_TIMEOUT_MS, TICKETED_TIMEOUT_MS, TICKETING_DELAY_MS, TICKET_POLL_MS } from './support/timeouts';

/*
 * Booking flights on the real server's sandbox airline (docs/sandbox-airline.md): BLR→DEL round trip
 * from search to a paid, ticketed e-ticket; an out-of-policy fare asking for a reason and approval;
 * a blocked sector refused. Ticketing and the e-ticket's polling are shortened by configuration
 * (the server's FLIGHT_TICKETING_DELAY_MS, the page's localStorage 'voyage.ticketPollMs'), never by
 * changing the ticket-polling machine.
 */

const test = testWithServer({ FLIGHT_TICKETING_DELAY_MS: String(TICKETING_DELAY_MS) });

/** A one-way search's only list ('Onward flights BOM to GOI: 12 flights'). */
function onewayList(page: Page, origin: string, destination: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^Onward flights ${origin} to ${destination}: `) });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript((pollMs) => localStorage.setItem('voyage.ticketPollMs', String(pollMs)), TICKET_POLL_MS);
});

test('round trip BLR–DEL: filter, fare rules, seat and meal, wallet, pending then ticketed, Ticket.pdf', async ({
  page,
  request,
}) => {
  await signInAs(page, 'traveller@acme.test', login);
  const user = await apiUser(request, 'traveller@acme.test');
  const walletBefore = await walletBalance(user);

  await openFlightSearch(page);
  await searchFlights(page, {
    triptype: 'Round trip',
    from: { typed: 'beng', choice: 'Bengaluru (BLR)' },
    to: { typed: 'del', choice: 'Delhi (DEL)' },
  });
  const onward = resultsPanel(page, 'Onward', 'BLR', 'DEL');
  const onwardRows = offerRows(onward);
  await expect(onwardRows.first()).toBeVisible();

  // The recommendations above the list name the cheapest flight and say why.
  const recommended = page.getByRole('region', { name: 'Recommended' }).first();
  await expect(recommended.getByRole('article', { name: /cheapest/i })).toBeVisible();

  // Non-stop only, cheapest first: the first row is a direct flight in policy.
  await onward.getByRole('checkbox', { name: 'Non-stop' }).check();
  await expect(onwardRows.filter({ hasNotText: 'Non-stop' })).toHaveCount(0);
  expect(isAscending(await rowPrices(onward))).toBe(true);
  const first = onwardRows.first();
  const firstName = (await first.getAttribute('aria-label'))!;
  await expect(first.getByText('In policy').first()).toBeVisible();

  await first.getByRole('button', { name: `Fare rules of ${firstName}` }).click();
  const rules = page.getByRole('dialog', { name: `Fare rules: ${firstName}` });
  await expect(rules.getByRole('table', { name: 'Cancellation' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
  await first.getByRole('button', { name: `Select ${firstName}` }).click();

  await page.getByRole('tab', { name: 'Return: DEL → BLR' }).click();
  const back = offerRows(resultsPanel(page, 'Return', 'DEL', 'BLR')).first();
  const backName = (await back.getAttribute('aria-label'))!;
  await back.getByRole('button', { name: `Select ${backName}` }).click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).click();

  await expect(page).toHaveURL(/\/flights\/book\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Flight' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Fetching the latest fare' })).toHaveCount(0);
  // Traveller 1 is the signed-in traveller, from the profile.
  await expect(page.getByLabel('Traveller 1 First Name')).not.toHaveValue('');

  // A seat and a meal on the onward flight's first segment: both priced into the add-ons total.
  const addons = page.getByRole('region', { name: 'Add-ons' });
  // Folded so the payment is not below the seat map: opened on demand.
  await addons.getByRole('button', { name: 'Choose seats, meals and baggage' }).click();
  const seat = addons.getByRole('button', { name: /^Seat \d+[A-K], (window|aisle|middle), ₹[\d,]+$/ }).first();
  await seat.click();
  await expect(seat).toHaveAttribute('aria-pressed', 'true');
  const meal = addons.getByLabel(/^Meal for /).first();
  await meal.selectOption({ index: 1 });
  const addonsTotal = addons.getByRole('status', { name: 'Add-ons total' });
  await expect(addonsTotal).toContainText(/₹[1-9][\d,]*/);

  const tiles = paymentTiles(page);
  await expect(tiles.wallet).toBeChecked();
  const totalText = (await page.getByTestId('booking-total').textContent())!;
  // The review step's button names the total the page showed, to the paisa.
  const payText = await proceedAndPay(page);
  expect(payText).toMatch(/^Pay ₹[\d,]+(\.\d\d)? from wallet$/);

  await expect(page).toHaveURL(/\/flights\/eticket\/FL[\w-]+$/, { timeout: PAYMENT_TIMEOUT_MS });
  await expect(page.getByText('Your ticket is under processing...')).toBeVisible();
  // Ticketed by the sandbox airline a few seconds later; the page refetches by itself.
  await expect(page.getByRole('table', { name: 'Tickets' })).toContainText(/[A-Z0-9]{6}/, { timeout: TICKETED_TIMEOUT_MS });
  await expect(page.getByText('Your ticket is under processing...')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /logo$/ }).first()).toBeVisible();
  await expect(page.getByText('check-in counters close 45 minutes before departure', { exact: false })).toBeVisible();

  // Web check-in opens the airline's page in a new tab with the booking's details.
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^Web check-in for .*, onward$/ }).first().click();
  const checkin = await opened;
  const pnr = new URL(checkin.url()).searchParams.get('pnr') ?? '';
  expect(pnr).toMatch(/^[A-Z0-9]{6}$/);
  expect(new URL(checkin.url()).pathname).toBe('/sandbox-airline/checkin');
  await expect(checkin.locator('body')).toContainText(pnr);
  await checkin.close();

  // Paid from the wallet: the balance dropped by exactly the booking's total (whole rupees on screen).
  const paid = walletBefore - (await walletBalance(user));
  expect(Math.abs(Number(paid / 100n) - rupeesOf(totalText))).toBeLessThanOrEqual(1);
  // …and exactly what the review step's button said.
  expect(payText).toBe(`Pay ${formatMoneyExact(paid, 'INR')} from wallet`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PDF' }).click();
  expect((await download).suggestedFilename()).toBe('Ticket.pdf');
});

test('an out-of-policy fare shows the badge, asks for a reason, is approved by the manager, then paid', async ({ page, browser }) => {
  await signInAs(page, 'traveller@acme.test', login);
  // Acme's policy allows economy only on domestic flights: every business fare is out of policy.
  await page.goto(`/flights/oneway-search?fs=${onewayFs('BLR', 'DEL').replace(';economy;', ';business;')}`);
  const rows = offerRows(onewayList(page, 'BLR', 'DEL'));
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'In policy only' })).toBeVisible();
  const dear = rows.first();
  await expect(dear.getByText('Out of policy').first()).toBeVisible();
  await expect(dear).toContainText('Business');
  const dearName = (await dear.getAttribute('aria-label'))!;
  await dear.getByRole('button', { name: `Select ${dearName}` }).click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Book Flight' })).toBeVisible();
  await expect(page.getByText('Out of policy').first()).toBeVisible();
  await page.getByRole('button', { name: 'Send for Approval' }).click();
  // The company's required details come first, next to their field; then the out-of-policy reason.
  await expect(page.getByText('Select a purpose of travel')).toBeVisible();
  await choosePurpose(page);
  await page.getByRole('button', { name: 'Send for Approval' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter the reason for choosing an out-of-policy fare');
  await giveOwnPolicyReason(page, 'Client meeting moved earlier');
  await page.getByRole('button', { name: 'Send for Approval' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for approval' })).toBeVisible();

  // The request waits on /flights under the traveller's booking requests; the manager approves it.
  await page.goto('/flights');
  const waiting = page
    .getByRole('region', { name: 'My booking requests' })
    .getByRole('article')
    .filter({ hasText: 'Flight BLR-DEL, 1 traveller' })
    .filter({ hasText: 'Waiting for approval' });
  await expect(waiting).toHaveCount(1);
  const approvalid = (await waiting.getAttribute('aria-label'))!.replace('Booking request ', '');
  expect(approvalid).toMatch(/^BA/);

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, 'manager@acme.test', login);
  await manager.goto('/approvals');
  const requests = manager.getByRole('region', { name: 'Booking requests' });
  const name = `flight request ${approvalid} of Rahul Verma`;
  const card = requests.getByRole('article', { name: `Booking request: ${name}` });
  await expect(card).toContainText('Business class is not allowed on domestic flights');
  await expect(card).toContainText('Reason given: Client meeting moved earlier');
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(card).toContainText('Approved');
  await managerContext.close();

  // Continue booking: the approved fare is paid from the wallet and ticketed.
  await page.reload();
  const mine = page.getByRole('article', { name: `Booking request ${approvalid}`, exact: true });
  await mine.getByRole('link', { name: `Continue booking ${approvalid}` }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/book\\?.*approvalid=${approvalid}`));
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  // The purpose comes back with the approved request.
  await expect(page.getByLabel('Purpose of travel')).toHaveValue('official');
  await proceedAndPay(page, null);
  await expect(page).toHaveURL(/\/flights\/eticket\/FL[\w-]+$/, { timeout: PAYMENT_TIMEOUT_MS });
  await expect(page.getByRole('table', { name: 'Tickets' })).toContainText(/[A-Z0-9]{6}/, { timeout: TICKETED_TIMEOUT_MS });
  await page.goto('/flights');
  await expect(mine).toContainText('Approved and booked');
});

test('a blocked sector is refused with its reason', async ({ page }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await openFlightSearch(page);
  await page.goto(`/flights/oneway-search?fs=${onewayFs('BOM', 'GOI')}`);
  const rows = offerRows(onewayList(page, 'BOM', 'GOI'));
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('Blocked: Travel between Mumbai and Goa');
  const name = (await rows.first().getAttribute('aria-label'))!;
  await rows.first().getByRole('button', { name: `Select ${name}` }).click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'This flight cannot be booked' });
  await expect(refusal).toContainText("Travel between Mumbai and Goa is not allowed by your company's travel policy");
  await expect(page).toHaveURL(/\/flights\/oneway-search/);
});
