import type { Page } from '@playwright/test';
import { headerMenus, profileMenuItems } from '../../src/domain/menus';
import { demoMenuUser } from '../fixtures/menu-users';
import { bookFirstOffer, onewayFs, proceedAndPay } from './flights-steps';
import { bookRate, rateRows, searchIdOf, stayQuery } from './hotels-steps';
import { bookRefundableStay } from './hotels-voucher-steps';
import { apiUser, bookWithWalletThroughApi } from './insurance-steps';
import { expectPhoneFriendly } from './support/phone-checks';
import { expect, login, testWithServer } from './support/fixtures';
import { PAYMENT_TIMEOUT_MS, TICKET_POLL_MS, TICKETED_TIMEOUT_MS, TICKETING_DELAY_MS } from './support/timeouts';

/*
 * Every screen at the two ends of common phone widths, 360 and 414 px (docs/architecture.md#phone-layouts):
 * each page a demo employee and admin reach from their menus, and the booking flows' pages. On each:
 * no sideways scroll, inputs at 16 px or more, controls at least 44 × 44 px (support/phone-checks.ts).
 */
const test = testWithServer({ FLIGHT_TICKETING_DELAY_MS: String(TICKETING_DELAY_MS) });

/** Every page the user's header and profile menus link to, once each. */
function menuPaths(userId: string): string[] {
  const user = demoMenuUser(userId);
  const links = [
    ...headerMenus(user).flatMap((m) =>
      m.kind === 'link' ? [m.to] : m.kind === 'menu' ? m.items.map((i) => i.to) : [],
    ),
    ...profileMenuItems(user).flatMap((m) => (m.kind === 'link' ? [m.to] : [])),
  ];
  return [...new Set(links)];
}

async function signIn(page: Page, userid: string) {
  await page.goto('/');
  await login(page, userid);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** Opens a page and waits for its heading and its data, so the check measures the page, not a loader. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const width of [360, 414]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    for (const userid of ['traveller@acme.test', 'superadmin@acme.test']) {
      test(`every menu page of ${userid}`, async ({ page }) => {
        // About fifteen pages, each loaded and measured: more than one page's worth of time.
        test.setTimeout(240_000);
        await signIn(page, userid);
        for (const path of menuPaths(userid)) {
          await visit(page, path);
          await expectPhoneFriendly(page, path);
        }
      });
    }

    test('flight results, the booking page and the e-ticket', async ({ page }) => {
      test.setTimeout(180_000);
      await page.addInitScript((pollMs) => localStorage.setItem('voyage.ticketPollMs', String(pollMs)), TICKET_POLL_MS);
      await signIn(page, 'traveller@acme.test');
      const fs = onewayFs('BLR', 'DEL');
      await page.goto(`/flights/oneway-search?fs=${fs}`);
      const select = page
        .getByRole('region', { name: /^Onward flights / })
        .getByRole('button', { name: /^Select / })
        .first();
      await expect(select).toBeVisible();
      await expectPhoneFriendly(page, 'flight results');
      // After Select the way on (Book, with the price) is on screen, not somewhere above it.
      await select.tap();
      await expect(
        page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }),
      ).toBeInViewport();
      await expectPhoneFriendly(page, 'flight results after Select');

      await bookFirstOffer(page, fs);
      const actions = page.getByRole('region', { name: 'Total and booking actions' });
      await expect(actions.getByRole('button', { name: 'Proceed to Payment' })).toBeInViewport();
      // The bar stays a bar: a few lines high, not a third of the screen.
      expect((await actions.boundingBox())!.height).toBeLessThanOrEqual(130);
      await expect(page.getByRole('button', { name: 'Choose seats, meals and baggage' })).toBeVisible();
      await expectPhoneFriendly(page, '/flights/book');

      await proceedAndPay(page);
      await expect(page).toHaveURL(/\/flights\/eticket\/FL[\w-]+$/, { timeout: PAYMENT_TIMEOUT_MS });
      await expect(page.getByRole('link', { name: /^Web check-in for / }).first()).toBeVisible({
        timeout: TICKETED_TIMEOUT_MS,
      });
      await expectPhoneFriendly(page, 'flight e-ticket');
    });

    test('hotel results, a hotel, the booking page and the voucher', async ({ page, request }) => {
      test.setTimeout(180_000);
      const { txid } = await bookRefundableStay(await apiUser(request, 'traveller@acme.test'));
      await signIn(page, 'traveller@acme.test');
      await page.goto(`/hotels/results?hs=${encodeURIComponent(stayQuery('in-bengaluru.whitefield'))}`);
      await expect(page).toHaveURL(/&sid=/, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'View rooms' }).first()).toBeVisible();
      await expectPhoneFriendly(page, 'hotel results');
      await visit(page, `/hotels/${searchIdOf(page)}/in-bengaluru-0001`);
      await expect(rateRows(page).first()).toBeVisible();
      await expectPhoneFriendly(page, 'hotel details');
      await bookRate(page, rateRows(page));
      await page.waitForLoadState('networkidle');
      await expectPhoneFriendly(page, 'hotel booking page');
      await visit(page, `/hotels/voucher/${txid}`);
      await expect(page.getByRole('group', { name: 'Booking status' })).toBeVisible();
      await expectPhoneFriendly(page, 'hotel voucher');
    });

    test('the insurance e-ticket and the profile', async ({ page, request }) => {
      const txid = await bookWithWalletThroughApi(await apiUser(request, 'traveller@acme.test'));
      await signIn(page, 'traveller@acme.test');
      await visit(page, `/insurance/eticket/${txid}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Insurance e-ticket' })).toBeVisible();
      await expectPhoneFriendly(page, 'insurance e-ticket');
      await visit(page, '/profile');
      await expectPhoneFriendly(page, '/profile');
    });
  });
}
