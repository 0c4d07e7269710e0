import type { Locator, Page } from '@playwright/test';
import { expect, login, testWithServer } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/no-sideways-scroll';
import { PAYMENT_TIMEOUT_MS, TICKETED_TIMEOUT_MS, TICKETING_DELAY_MS, TICKET_POLL_MS } from '../support/timeouts';
import { offerRows, proceedAndPay, searchFlights } from '../flights-steps';
import { createTripThroughForm, runTripAction } from '../trips-steps';
import { logout, mainNavigation, openFlights, openMyBookings, tapMainLink } from './app-navigation';

/*
 * The whole app as a new user walks it on a phone (390 × 844) and on a tablet, by touch (the
 * playwright config's `phone` and `tablet` projects): log in, create a trip and submit it, search,
 * select, book and pay a flight, see the trip, the manager approves it, the traveller opens the
 * ticket. After the first page every move is a tap on the visible navigation, never a URL. Every
 * page fits the screen's width; on the phone the main screens are also compared with their
 * screenshots (tests/e2e/__screenshots__), the parts that change from run to run masked.
 */

const test = testWithServer({ FLIGHT_TICKETING_DELAY_MS: String(TICKETING_DELAY_MS) });

test.beforeEach(async ({ page }) => {
  await page.addInitScript((pollMs) => localStorage.setItem('voyage.ticketPollMs', String(pollMs)), TICKET_POLL_MS);
});

const TRIP_NAME = 'Hyderabad client visit';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Dates, times, amounts, references and counts: what differs between runs on the same screen. */
function changingParts(page: Page): Locator[] {
  return [
    page.getByText(/\b\d{1,2}:\d{2}\b/),
    page.getByText(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*\b/),
    page.getByText(/\b\d{4}-\d{2}-\d{2}\b/),
    page.getByText(/₹\s?[\d,]+/),
    page.getByText(/\b(FL|IN)[\w-]*\d{4,}\b|\b\d{6,}\b/),
    // An airline PNR: six capitals and digits.
    page.getByText(/\b(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z\d]{6}\b/),
    page.getByRole('button', { name: /^Notifications/ }),
  ];
}

test('a traveller books a flight on a trip, the manager approves the trip, the traveller opens the ticket', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const onPhone = testInfo.project.name === 'phone';
  /** Every page visited: it fits the width; the main screens match their baseline on the phone. */
  const checkScreen = async (screenshot?: string) => {
    await expectNoSidewaysScroll(page);
    if (onPhone && screenshot) await expect(page).toHaveScreenshot(`${screenshot}.png`, { mask: changingParts(page) });
  };

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await checkScreen('login');
  await login(page, 'traveller@acme.test');
  await expect(mainNavigation(page)).toBeVisible();
  await expect(heading(page, 'Flights')).toBeVisible();
  await checkScreen();

  // A trip for the journey, submitted to the manager.
  await tapMainLink(page, 'Trips');
  await expect(heading(page, 'Trips')).toBeVisible();
  await checkScreen();
  await page.getByRole('link', { name: 'Create trip' }).tap();
  await expect(heading(page, 'Create trip')).toBeVisible();
  await checkScreen();
  await createTripThroughForm(page, TRIP_NAME);
  // Saved on the device first, then synced: the server's id replaces the draft's in the address.
  await expect(page).toHaveURL(/\/trips\/\d+$/);
  await expect(heading(page, TRIP_NAME)).toBeVisible();
  const tripid = page.url().split('/').pop()!;
  await checkScreen();
  await runTripAction(page, 'Submit for approval', 'Submit');
  await expect(page.getByRole('region', { name: 'Trip summary' }).getByText('Approval pending', { exact: true })).toBeVisible();

  // Search, select, book and pay a flight.
  await openFlights(page);
  await expect(page.getByRole('form', { name: 'Flight search' })).toBeVisible();
  await searchFlights(page, {
    triptype: 'One way',
    from: { typed: 'beng', choice: 'Bengaluru (BLR)' },
    to: { typed: 'hyd', choice: 'Hyderabad (HYD)' },
  });
  const offer = offerRows(page.getByRole('region', { name: /^Onward flights / }))
    .filter({ hasText: 'In policy' })
    .first();
  await expect(offer).toBeVisible();
  await checkScreen('flight-results');
  const flight = (await offer.getAttribute('aria-label'))!;
  await offer.getByRole('button', { name: `Select ${flight}` }).tap();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).tap();
  await expect(heading(page, 'Book Flight')).toBeVisible();
  await expect(page.getByLabel('Traveller 1 First Name')).not.toHaveValue('');
  await checkScreen('booking-page');
  await proceedAndPay(page);
  await expect(page).toHaveURL(/\/flights\/eticket\/FL[\w-]+$/, { timeout: PAYMENT_TIMEOUT_MS });
  const txid = page.url().split('/').pop()!;
  await checkScreen();

  // The trip waits for approval in the list.
  await tapMainLink(page, 'Trips');
  await expect(page.getByRole('link', { name: TRIP_NAME })).toBeVisible();
  await checkScreen('trips');

  // The manager approves it from the Approvals tab.
  await logout(page);
  await login(page, 'manager@acme.test');
  await expect(mainNavigation(page)).toBeVisible();
  await checkScreen();
  await tapMainLink(page, /^Approvals/);
  await expect(heading(page, 'Approvals')).toBeVisible();
  const request = `trip ${tripid} of Rahul Verma`;
  const card = page.getByRole('article', { name: `Approval request: ${request}` });
  await expect(card).toContainText('Client meeting');
  await checkScreen('approvals');
  await card.getByRole('button', { name: `Approve ${request}` }).tap();
  await expect(page.getByRole('status')).toContainText(`Trip approved (trip ${tripid})`);
  await expect(card).toHaveCount(0);
  await logout(page);

  // The traveller opens the ticket from My bookings.
  await login(page, 'traveller@acme.test');
  await expect(mainNavigation(page)).toBeVisible();
  await checkScreen();
  await openMyBookings(page);
  await expect(heading(page, 'My bookings')).toBeVisible();
  const booking = page.getByRole('article').filter({ hasText: txid });
  await checkScreen();
  await booking.getByRole('link', { name: 'Open ticket' }).tap();
  await expect(page).toHaveURL(`/flights/eticket/${txid}`);
  await expect(page.getByRole('link', { name: /^Web check-in for .*, onward$/ }).first()).toBeVisible({ timeout: TICKETED_TIMEOUT_MS });
  await checkScreen('ticket');
});
