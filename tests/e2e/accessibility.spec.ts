import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bookFirstOffer, onewayFs } from './flights-steps';
import { expect, login, test } from './support/fixtures';

/*
 * axe-core's WCAG 2.1 A and AA rules on each screen a traveller and a manager reach, at a desktop
 * width and on a phone (docs/architecture.md#accessibility). A violation fails with its rule, its
 * help text and the elements, so the report says what to fix.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(found, `axe on ${screen}`).toEqual([]);
}

/** Opens a screen and waits for its main heading, so axe sees the page, not a loader. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the login page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expectNoViolations(page, '/');
    });

    test("a traveller's screens", async ({ page }) => {
      // Seven screens, axe on each (the results page alone holds dozens of offers and filters).
      test.setTimeout(150_000);
      await page.goto('/');
      await login(page, 'traveller@acme.test');
      await expect(page).toHaveURL(/\/flights/);
      for (const [path, heading] of [
        ['/flights', /flight/i],
        ['/trips', 'Trips'],
        ['/bookings', 'My bookings'],
        ['/insurance', /insurance/i],
        ['/profile', /profile/i],
      ] as const) {
        await visit(page, path, heading);
        await expectNoViolations(page, path);
      }
      await page.goto(`/flights/oneway-search?fs=${onewayFs('BLR', 'DEL')}`);
      await expect(page.getByRole('region', { name: /^Onward flights / }).getByRole('button', { name: /^Select / }).first()).toBeVisible();
      await expectNoViolations(page, 'flight results');
      await bookFirstOffer(page, onewayFs('BLR', 'DEL'));
      await expectNoViolations(page, '/flights/book');
    });

    test("a manager's approvals", async ({ page }) => {
      await page.goto('/');
      await login(page, 'manager@acme.test');
      await page.waitForURL((url) => url.pathname !== '/');
      await visit(page, '/approvals', /approvals/i);
      await expectNoViolations(page, '/approvals');
    });
  });
}
