import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bookFirstOffer, onewayFs, proceedAndPay } from './flights-steps';
import { expect, login, testWithServer } from './support/fixtures';
import { PAYMENT_TIMEOUT_MS, TICKETED_TIMEOUT_MS, TICKETING_DELAY_MS, TICKET_POLL_MS } from './support/timeouts';

/*
 * What people expect of an app on their phone (docs/features/phone.md): sharing a ticket (here the
 * browser has no share sheet, so the link is copied), adding its flights to the calendar, opening
 * an airport in maps, the dark scheme the phone asks for, and pull-to-refresh on a list.
 */
const test = testWithServer({ FLIGHT_TICKETING_DELAY_MS: String(TICKETING_DELAY_MS) });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });

/** The body's background is dark: each RGB channel well below the middle. */
async function expectDarkBody(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const [r = 255, g = 255, b = 255] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
        return Math.max(r, g, b);
      }),
    )
    .toBeLessThan(80);
}

async function expectReadableInDark(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const found = violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
  expect.soft(found, `colour contrast in dark mode on ${screen}`).toEqual([]);
}

async function bookAFlight(page: Page): Promise<string> {
  await page.addInitScript((ms) => localStorage.setItem('voyage.ticketPollMs', String(ms)), TICKET_POLL_MS);
  await page.goto('/');
  await login(page, 'traveller@acme.test');
  await expect(page).toHaveURL(/\/flights/);
  await bookFirstOffer(page, onewayFs('BLR', 'DEL'));
  await proceedAndPay(page);
  await expect(page).toHaveURL(/\/flights\/eticket\/FL[\w-]+$/, { timeout: PAYMENT_TIMEOUT_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'Flight e-ticket' })).toBeVisible({ timeout: TICKETED_TIMEOUT_MS });
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

test('the login page follows the phone’s dark scheme and stays readable', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectDarkBody(page);
  await expectReadableInDark(page, 'login');
});

test('a flight e-ticket: share copies its link, Add to calendar saves an .ics, airports open in maps', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Chromium on Linux has no share sheet; made certain here so the copy fallback is what runs.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  const txid = await bookAFlight(page);
  await expectDarkBody(page);

  await page.getByRole('button', { name: 'Share' }).tap();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).tap();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`${txid}.ics`);
  const ics = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  expect(lines.filter((l) => l === 'BEGIN:VEVENT').length).toBeGreaterThan(0);
  expect(lines.find((l) => l.startsWith('SUMMARY:'))).toMatch(/^SUMMARY:Flight \w+ \d+ BLR → /);
  expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(`Booking reference: ${txid}`);
  expect(lines.find((l) => l.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}$/);

  const from = page.getByRole('group', { name: 'From BLR' }).first();
  const maps = from.getByRole('link', { name: /^Open .+ in maps$/ });
  await expect(maps).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+%20\(BLR\)$/);
  await expect(maps).toHaveAttribute('target', '_blank');
  await expect(maps).toHaveAttribute('rel', /noopener/);

  await expectReadableInDark(page, 'the flight e-ticket');

  // The install offer: only once the browser made one, and closed for good with 'Not now'.
  await expect(page.getByRole('region', { name: 'Install Voyage' })).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  const card = page.getByRole('region', { name: 'Install Voyage' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Not now' }).tap();
  await expect(card).toHaveCount(0);
});

test('the trips list is dark, readable, and a pull down from the top refreshes it', async ({ page }) => {
  const listReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/service') && request.postData()?.includes('createdbyprofileid')) listReads.push(request.url());
  });
  await page.goto('/');
  await login(page, 'traveller@acme.test');
  await expect(page).toHaveURL(/\/flights/);
  await page.goto('/trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await expect.poll(() => listReads.length).toBeGreaterThan(0);
  await expectDarkBody(page);
  await expectReadableInDark(page, '/trips');

  const before = listReads.length;
  // page.touchscreen only taps: the drag is sent as raw touch events through the DevTools protocol.
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 195, y }] });
  await touch('touchStart', 200);
  for (const y of [240, 280, 320, 360]) await touch('touchMove', y);
  await touch('touchEnd', 360);
  await expect.poll(() => listReads.length).toBeGreaterThan(before);
});
