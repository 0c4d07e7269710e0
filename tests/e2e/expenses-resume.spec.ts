import { randomBytes } from 'node:crypto';
import { expect, login, test } from './support/fixtures';
import { LOGIN_TIMEOUT_MS } from './support/timeouts';
import { apiAs, choose, lineDialog, lineType, outboxRefusals, receiptPhoto } from './expenses-steps';

/*
 * docs/outbox.md "Expense lines and receipts": a large receipt goes up in chunks, and a connection
 * dropped in the middle costs only the chunk in flight. The test drops the second chunk once; the
 * outbox's retry asks the server where it stands and continues from there.
 */

// Requests of a page's service worker never reach page.route; the outbox runs in the page anyway.
test.use({ serviceWorkers: 'block' });

const CHUNK = 256 * 1024;

test('a 1.5 MB receipt whose second chunk is dropped resumes at the server offset and the line reaches the server', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const merchant = `Resume Cafe ${stamp}`;
  const name = `receipt-${stamp}.png`;
  // A real PNG, then padding (viewers stop at IEND; the server checks the signature).
  const photo = Buffer.concat([receiptPhoto(stamp % 50), randomBytes(1_500_000)]);

  const sent = new Map<number, number>();
  let dropped = false;
  // The retry's question "where do we stand?" is held until the test has seen the line meanwhile.
  let resumeAsked = false;
  let releaseResume = () => {};
  const resumeHeld = new Promise<void>((resolve) => (releaseResume = resolve));
  await page.route('**/api/uploads/**', async (route) => {
    const call = route.request();
    if (call.method() === 'GET') {
      resumeAsked = true;
      await resumeHeld;
    }
    if (call.method() === 'PUT') {
      const offset = Number(new URL(call.url()).searchParams.get('offset'));
      sent.set(offset, (sent.get(offset) ?? 0) + 1);
      if (offset === CHUNK && !dropped) {
        dropped = true;
        return route.abort('connectionreset');
      }
    }
    return route.continue();
  });

  await page.goto('/');
  await login(page, 'traveller@acme.test');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();

  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = lineDialog(page);
  await lineType(dialog, 'Expense');
  await choose(page, dialog, 'Category', 'Meals');
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: photo });
  await dialog.getByRole('textbox', { name: 'Merchant' }).fill(merchant);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('450');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // The drop costs only the chunk in flight: the retry (sooner than the outbox's 30 s timer with an
  // `online` event) shows the line at the bytes the server holds, the first chunk of ~1.5 MB.
  await expect.poll(() => dropped).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => resumeAsked).toBe(true);
  const pending = page.getByRole('table', { name: 'Expenses not in a report' }).getByRole('row').filter({ hasText: merchant });
  await expect(pending).toContainText(`Uploading receipts ${Math.floor((CHUNK / photo.length) * 100)}%`);
  releaseResume();

  await expect
    .poll(async () => {
      const refused = await outboxRefusals(page);
      return refused.length > 0 ? refused : await page.getByText('Waiting to sync').or(page.getByText(/Uploading receipts/)).count();
    }, { timeout: 30_000 })
    .toBe(0);

  // Every chunk went once, but the dropped one twice; the first was never sent again.
  const offsets = Array.from({ length: Math.ceil(photo.length / CHUNK) }, (_, i) => i * CHUNK);
  expect([...sent.entries()].sort(([a], [b]) => a - b)).toEqual(offsets.map((offset) => [offset, offset === CHUNK ? 2 : 1]));

  // The server has the line with its receipt.
  const traveller = await apiAs(request, 'traveller@acme.test');
  const mine = await traveller<{ unreportedlines: { merchant: string; receipts: { name: string; size?: number }[] }[] }>({ opid: 'TG-EXPENSECLAIM', action: 'getmyexpenses' });
  const line = mine.unreportedlines.find((l) => l.merchant === merchant);
  expect(line?.receipts.map((r) => r.name)).toEqual([name]);
  await expect(page.getByRole('table', { name: 'Expenses not in a report' }).getByText(merchant)).toBeVisible();
});
