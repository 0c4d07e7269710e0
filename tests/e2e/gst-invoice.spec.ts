import { readFile } from 'node:fs/promises';
import { expect, login, testWithServer } from './support/fixtures';
import { bookFirstOffer, onewayFs, proceedAndPay } from './flights-steps';
import { paymentTiles } from './insurance-steps';
import { signInAs } from './trips-steps';
import { PAYMENT_TIMEOUT_MS, TICKETED_TIMEOUT_MS, TICKETING_DELAY_MS, TICKET_POLL_MS } from './support/timeouts';

/*
 * The GST invoice of a paid flight (docs/features/gst-invoice.md): BLR→DEL booked with the company's
 * GST details and paid from the wallet, then "Download GST invoice" on the e-ticket, at phone width,
 * saves "invoice-<number>.pdf" fetched from the real server.
 */

const test = testWithServer({ FLIGHT_TICKETING_DELAY_MS: String(TICKETING_DELAY_MS) });

// The e-ticket shows its actions once ticketed: the airline's delay and the page's polling are shortened.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((pollMs) => localStorage.setItem('voyage.ticketPollMs', String(pollMs)), TICKET_POLL_MS);
});

test('a flight paid from the wallet offers its GST invoice as a PDF on the e-ticket', async ({ page }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await bookFirstOffer(page, onewayFs('BLR', 'DEL'));

  await page.getByLabel('Claim GST for this booking').check();
  await page.getByLabel('GST Number').fill('27AAPFU0939F1ZV');
  await page.getByLabel('GST Company Name').fill('Acme Industries Pvt Ltd');
  await page.getByLabel('GST Email').fill('accounts@acme.test');
  await page.getByLabel('GST Company Address').fill('12 Marine Drive, Mumbai 400020');
  await expect(paymentTiles(page).wallet).toBeChecked();
  expect(await proceedAndPay(page)).toMatch(/from wallet$/);
  await expect(page).toHaveURL(/\/flights\/eticket\/FL\d+$/, { timeout: PAYMENT_TIMEOUT_MS });

  await page.setViewportSize({ width: 390, height: 844 });
  const button = page
    .getByRole('group', { name: 'Ticket actions' })
    .getByRole('button', { name: 'Download GST invoice' });
  await expect(button).toBeVisible({ timeout: TICKETED_TIMEOUT_MS });
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoice-VOY-\d{4}-\d{2}-\d{6}\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
