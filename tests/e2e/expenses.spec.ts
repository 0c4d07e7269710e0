import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createTestPushBrowser, verifyVapid } from '../server/helpers/push-receiver';
import { expect, login } from './support/fixtures';
import { LOGIN_TIMEOUT_MS } from './support/timeouts';
import {
  apiAs,
  choose,
  clickNotificationAction,
  deliverToServiceWorker,
  getReport,
  isoDay,
  lineDialog,
  lineType,
  outboxRefusals,
  receiptPhoto,
  serviceWorkerActive,
  shownNotifications,
  testWithPush,
  travellerTrip,
} from './expenses-steps';

/*
 * docs/features/expenses.md end to end, as the people would: the traveller claims offline, the
 * manager approves from the push notification, finance verifies, settles the advance and pays.
 * The server pushes for real (web-push, VAPID, aes128gcm) to a local HTTPS push service; the test
 * reads the message as a browser would and hands it to the manager's real service worker.
 */
const test = testWithPush;

async function signIn(page: Page, userid: string): Promise<void> {
  await page.goto('/');
  await login(page, userid);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
}

/** The finance user opens a report from Finance Admin → Expenses to verify. */
async function openFromVerifyQueue(page: Page, reportno: string): Promise<void> {
  await page.goto('/finance-admin');
  await page.getByRole('tab', { name: 'Expenses to verify' }).click();
  await page.getByRole('link', { name: `Open ${reportno} of Rahul Verma` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(reportno, { exact: false }).first()).toBeVisible();
}

/** A finance step from the report's Finance section, confirmed in its dialog. */
async function financeStep(page: Page, label: string): Promise<void> {
  await page.getByRole('region', { name: 'Finance' }).getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('a traveller claims three lines offline, the manager approves from the push, finance adjusts one, settles the advance and opens the surrender letter', async ({
  page,
  context,
  browser,
  server,
  pushEndpoint,
  request,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const tripname = `Pune claim ${stamp}`;
  const merchant = `Cafe ${stamp}`;
  const traveller = await apiAs(request, 'traveller@acme.test');
  const tripid = await travellerTrip(traveller, tripname, '10000');

  // The manager's phone: a subscription of a (fake) browser at the local push service.
  const managerApi = await apiAs(request, 'manager@acme.test');
  const phone = createTestPushBrowser();
  const endpointPath = `/push/manager-${stamp}`;
  await managerApi({ opid: 'TG-PUSH', action: 'subscribe', subscription: phone.subscription(`${pushEndpoint.origin}${endpointPath}`) });

  // A taxi claimed earlier, in no report: the list loaded online shows it, and keeps it on the device.
  const earlier = `Kept ${stamp}`;
  await traveller({
    opid: 'TG-EXPENSECLAIM',
    action: 'saveexpenseline',
    jsondata: { lineid: randomUUID(), linetype: 'expense', categoryid: 'CT1001LOCAL', expensedate: isoDay(0), merchant: earlier, currency: 'INR', amount: '120.00' },
  });

  // The traveller signs in and opens Expenses online once: the lists and the line form's pick lists are kept on the device.
  await signIn(page, 'traveller@acme.test');
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Expenses not in a report' }).getByText(earlier)).toBeVisible();
  await serviceWorkerActive(page);
  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = lineDialog(page);
  await choose(page, dialog, 'Trip', new RegExp(`^${tripname}`));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // No signal: the server is gone and the browser knows it.
  await server.stop();
  await context.setOffline(true);
  try {
    // 1. A meal, with the photo of its receipt.
    await page.getByRole('button', { name: 'Add expense' }).click();
    await lineType(dialog, 'Expense');
    await choose(page, dialog, 'Category', 'Meals');
    await dialog.locator('input[type="file"]').setInputFiles({ name: `receipt-${stamp}.png`, mimeType: 'image/png', buffer: receiptPhoto(stamp % 50) });
    await dialog.getByRole('textbox', { name: 'Merchant' }).fill(merchant);
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('450');
    await choose(page, dialog, 'Trip', new RegExp(`^${tripname}`));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    // 2. The drive to the client in the company's Car.
    await page.getByRole('button', { name: 'Add expense' }).click();
    await lineType(dialog, 'Mileage');
    await choose(page, dialog, 'Category', 'Mileage');
    await dialog.getByRole('textbox', { name: 'Distance' }).fill('50');
    await choose(page, dialog, 'Vehicle', /^Car/);
    await choose(page, dialog, 'Trip', new RegExp(`^${tripname}`));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    // 3. A day of per diem for the trip.
    await page.getByRole('button', { name: 'Add expense' }).click();
    await lineType(dialog, 'Per diem');
    await choose(page, dialog, 'Category', 'Per diem');
    await dialog.getByRole('spinbutton', { name: 'Days' }).fill('1');
    await choose(page, dialog, 'Trip', new RegExp(`^${tripname}`));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    // All three wait on the device.
    const waiting = page.getByRole('table', { name: 'Expenses not in a report' });
    await expect(waiting.getByText('Waiting to sync')).toHaveCount(3);
    await expect(waiting.getByText(`receipt-${stamp}.png`)).toBeVisible();
    await expect(waiting.getByText('50 km')).toBeVisible();
    await expect(waiting.getByText('1 day(s)')).toBeVisible();

    // Reloaded with no signal: the app opens from the service worker with the list it kept.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
    await expect(page.getByText('Offline: showing what is on this device')).toBeVisible();
    await expect(waiting.getByText(earlier)).toBeVisible();
    await expect(waiting.getByText('Waiting to sync')).toHaveCount(3);
  } finally {
    await server.start();
    await context.setOffline(false);
  }

  // Back online: the outbox sends the receipt and the lines; they land in the trip's report.
  // A refused change would wait forever: the poll answers its refusal instead, so a failure names it.
  await expect
    .poll(async () => {
      const refused = await outboxRefusals(page);
      return refused.length > 0 ? refused : await page.getByText('Waiting to sync').count();
    }, { timeout: 30_000 })
    .toBe(0);
  const reportRow = page.getByRole('table', { name: 'Expense reports' }).getByRole('row').filter({ has: page.getByRole('link', { name: tripname }) }).first();
  await expect(reportRow.getByRole('cell').last()).toHaveText('3', { timeout: 30_000 });
  await reportRow.getByRole('link', { name: tripname }).first().click();
  await expect(page).toHaveURL(/\/expenses\/[0-9a-f-]{36}$/);
  const reportid = page.url().split('/').pop()!;
  const synced = await getReport(traveller, reportid);
  expect(synced.tripid).toBe(tripid);
  expect(synced.lines.map((l) => l.linetype).sort()).toEqual(['expense', 'mileage', 'perdiem']);
  expect(synced.lines.find((l) => l.linetype === 'expense')!.receipts.map((r) => r.name)).toEqual([`receipt-${stamp}.png`]);
  const reportno = synced.reportno;

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Waiting for approval').first()).toBeVisible({ timeout: 30_000 });

  // The manager's phone gets the push: decrypted as a browser would, it names the report and has the buttons.
  await expect.poll(() => pushEndpoint.received.filter((r) => r.path === endpointPath).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const message = pushEndpoint.received.find((r) => r.path === endpointPath)!;
  // Signed by the server's VAPID key for this push service, as a real one would check.
  const { publickey } = await managerApi<{ publickey: string }>({ opid: 'TG-PUSH', action: 'getvapidpublickey' });
  expect(verifyVapid(message.headers.authorization as string | undefined, publickey).aud).toBe(pushEndpoint.origin);
  const text = phone.decrypt(message.body);
  const payload = JSON.parse(text) as { title: string; body: string; url: string; tag: string; actions: { action: string; title: string }[]; actiontoken: string; actionurl: string };
  expect(payload).toMatchObject({ title: 'Expense report waiting for your approval', url: `/expenses/${reportid}`, tag: `expense-approval-${reportid}`, actionurl: '/api/push/expense-approval' });
  expect(payload.body).toContain(reportno);
  expect(payload.body).toContain('Rahul Verma');
  expect(payload.actions).toEqual([
    { action: 'approve', title: 'Approve' },
    { action: 'reject', title: 'Reject' },
  ]);

  // The manager's browser: its service worker shows the push and the Approve button decides.
  const managerContext = await browser.newContext({ baseURL: server.url });
  try {
    await managerContext.grantPermissions(['notifications'], { origin: server.url });
    const manager = await managerContext.newPage();
    await signIn(manager, 'manager@acme.test');
    await serviceWorkerActive(manager);
    const shown = await deliverToServiceWorker(managerContext, manager, server.url, text, payload.tag);
    expect(shown).toMatchObject({ title: payload.title, body: payload.body, actions: ['approve', 'reject'] });
    expect(await clickNotificationAction(managerContext, server.url, payload.tag, 'approve')).toBe('dispatched');
    // The worker POSTs {token, decision} to the actionurl and replaces the notification with the outcome.
    let confirmation: { title: string; actions: string[] } | undefined;
    await expect
      .poll(async () => {
        confirmation = (await shownNotifications(manager)).find((n) => n.tag === payload.tag);
        return confirmation?.actions.length ?? -1;
      }, { timeout: 20_000 })
      .toBe(0);
    expect(confirmation!.title).not.toBe('Your decision was not recorded');
    expect(confirmation!.title).toMatch(/approved$/);
    await expect.poll(async () => (await getReport(traveller, reportid)).status, { timeout: 20_000 }).toBe('approved');
  } finally {
    await managerContext.close();
  }

  // Finance: controller check, verification with the meal cut down, the advance settled.
  const financeContext = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
  try {
    const finance = await financeContext.newPage();
    await signIn(finance, 'finance@acme.test');
    await openFromVerifyQueue(finance, reportno);
    await financeStep(finance, 'Controller check');
    await expect(finance.getByText('Checked by controller').first()).toBeVisible();

    await finance.getByRole('region', { name: 'Finance' }).getByRole('button', { name: 'Verify', exact: true }).click();
    const verify = finance.getByRole('dialog', { name: `Verify ${reportno}` });
    const meal = verify.getByRole('group', { name: new RegExp(`^Verify line \\d+, Meals at ${merchant}$`) });
    await meal.getByRole('textbox', { name: /^Allowed for/ }).fill('400.00');
    await meal.getByRole('textbox', { name: /^Remark for/ }).fill('Drinks are not covered');
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(verify).toHaveCount(0);
    await expect(finance.getByText('Partly adjusted').first()).toBeVisible();
    const adjusted = await getReport(traveller, reportid);
    expect(adjusted.status).toBe('partiallyadjusted');
    expect(adjusted.lines.find((l) => l.linetype === 'expense')).toMatchObject({ allowedamount: '400.00', financeremark: 'Drinks are not covered' });

    await financeStep(finance, 'Settle advance');
    await expect(finance.getByText('Advance settled').first()).toBeVisible();
    // Claimed ₹5,350 (₹450 meal, 50 km × ₹12, one day of the Staff plan's domestic ₹4,300), allowed ₹5,300, against ₹10,000.
    await expect(finance.getByText('Owed to the employee: ₹0', { exact: true })).toBeVisible();
    await expect(finance.getByText('To surrender: ₹4,700', { exact: true })).toBeVisible();
    const settled = await getReport(traveller, reportid);
    expect(settled.status).toBe('forexsettled');
    expect(settled.settlement).toMatchObject({ owedtoemployee: '0.00' });
    expect(settled.settlement!.tosurrender).toBe('4700.00');
    // The advance covered everything: nothing left to pay.
    expect(settled.actions).not.toContain('PROCESS');

    // The surrender letter opens as a PDF (Finance section → Advance settlement).
    const settlement = finance.getByRole('region', { name: 'Advance settlement' });
    const [download] = await Promise.all([finance.waitForEvent('download'), settlement.getByRole('button', { name: 'Surrender letter' }).click()]);
    expect(download.suggestedFilename()).toBe(`imprest-surrender-${settled.settlement!.imprestsurrenderid}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  } finally {
    await financeContext.close();
  }
});

test('a claim without an advance is verified, sent for payment with the bank file, and marked paid', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const tripname = `Pay claim ${stamp}`;
  const traveller = await apiAs(request, 'traveller@acme.test');
  const tripid = await travellerTrip(traveller, tripname);
  // The claim side is the first test's: here it is made through the API, straight to approved.
  await traveller({
    opid: 'TG-EXPENSECLAIM',
    action: 'saveexpenseline',
    jsondata: { lineid: randomUUID(), tripid, linetype: 'expense', categoryid: 'CT1001LOCAL', expensedate: new Date().toISOString().slice(0, 10), merchant: `Taxi ${stamp}`, currency: 'INR', amount: '280.00' },
  });
  const reportid = (await traveller<{ reports: { reportid: string; tripid: string }[] }>({ opid: 'TG-EXPENSECLAIM', action: 'getmyexpenses', filter: 'all' })).reports.find((r) => r.tripid === tripid)!.reportid;
  await traveller({ opid: 'TG-EXPENSECLAIM', action: 'submitexpensereport', reportid });
  const manager = await apiAs(request, 'manager@acme.test');
  await manager({ opid: 'TG-EXPENSECLAIM', action: 'decideexpensereport', reportid, decision: 'approve', remarks: '' });
  const { reportno, status } = await getReport(traveller, reportid);
  expect(status).toBe('approved');

  await signIn(page, 'finance@acme.test');
  await openFromVerifyQueue(page, reportno);
  await financeStep(page, 'Controller check');
  await page.getByRole('region', { name: 'Finance' }).getByRole('button', { name: 'Verify', exact: true }).click();
  const verify = page.getByRole('dialog', { name: `Verify ${reportno}` });
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(verify).toHaveCount(0);
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();

  await page.goto('/finance-admin');
  await page.getByRole('tab', { name: 'Expenses to pay' }).click();
  await page.getByRole('checkbox', { name: `Choose ${reportno} of Rahul Verma` }).check();
  await page.getByRole('button', { name: 'Send 1 for payment' }).click();
  const batch = page.getByRole('region', { name: /^Payment batch / });
  await expect(batch.getByText('Payment in process')).toBeVisible();
  await expect(batch.getByRole('cell', { name: reportno })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Download bank file' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^expense-payments-.+\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(reportno);
  expect(csv).toContain('917010012345678');
  expect(csv).toContain('280.00');

  await batch.getByRole('button', { name: 'Mark paid' }).click();
  const markPaid = page.getByRole('dialog', { name: /^Mark batch .+ paid$/ });
  await markPaid.getByRole('textbox', { name: 'Bank reference' }).fill(`UTR${stamp}`);
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(markPaid).toHaveCount(0);
  await expect(batch.getByText('1 report marked reimbursed.')).toBeVisible();
  await expect(batch.getByText(`bank reference UTR${stamp}`)).toBeVisible();

  expect((await getReport(traveller, reportid)).status).toBe('reimbursed');
  await page.goto(`/expenses/${reportid}`);
  await expect(page.getByText('Reimbursed', { exact: true }).first()).toBeVisible();
});
