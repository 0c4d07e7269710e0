import type { Page } from '@playwright/test';
import { expectPhoneFriendly } from './support/phone-checks';
import { expect, login, test } from './support/fixtures';
import {
  apiAs,
  expectInThumbZone,
  getReport,
  lineDialog,
  outboxRefusals,
  receiptPhoto,
  submittedTripReport,
  tapChoose,
  tapLineType,
  travellerTrip,
} from './expenses-steps';

/*
 * The expense screens on a phone held in one hand (docs/features/expenses.md "On a phone"): reached
 * from the bottom bar, worked by tapping, the main actions under the thumb, and every screen passes
 * the phone checks (support/phone-checks.ts: no sideways scroll, 16 px inputs, 44 × 44 px controls).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const bar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signIn(page: Page, userid: string): Promise<void> {
  await page.goto('/');
  await login(page, userid);
  await expect(bar(page)).toBeVisible();
}

test('a traveller claims a meal with its receipt photo and a drive, and submits the report, by touch', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const tripname = `Phone claim ${stamp}`;
  const traveller = await apiAs(request, 'traveller@acme.test');
  await travellerTrip(traveller, tripname);
  await signIn(page, 'traveller@acme.test');

  // Expenses is not a daily destination: it sits in the bottom bar's More drawer.
  await bar(page).getByRole('button', { name: 'More' }).tap();
  await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Expenses', exact: true }).tap();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  const addExpense = page.getByRole('button', { name: 'Add expense' });
  await expectInThumbZone(page, addExpense);

  // The new report's form, looked at and left (the lines below make the trip's report themselves).
  await page.getByRole('button', { name: 'New report' }).tap();
  const newReport = page.getByRole('dialog', { name: 'New report' });
  await tapChoose(page, newReport, 'Trip', new RegExp(`^${tripname}`));
  await expectPhoneFriendly(page, 'the new report form');
  await newReport.getByRole('button', { name: 'Cancel' }).tap();
  await expect(newReport).toHaveCount(0);

  // 1. A meal, its receipt from the camera, in a form that fills the screen.
  await addExpense.tap();
  const dialog = lineDialog(page);
  await expect(dialog).toBeVisible();
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await tapLineType(dialog, 'Expense');
  await tapChoose(page, dialog, 'Category', 'Meals');
  const camera = dialog.locator('input[type="file"]');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', /(^|,)image\/\*(,|$)/);
  await camera.setInputFiles({ name: `receipt-${stamp}.png`, mimeType: 'image/png', buffer: receiptPhoto(stamp % 50) });
  await dialog.getByRole('textbox', { name: 'Merchant' }).tap();
  await dialog.getByRole('textbox', { name: 'Merchant' }).fill(`Cafe ${stamp}`);
  await dialog.getByRole('textbox', { name: 'Amount' }).tap();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('450');
  await tapChoose(page, dialog, 'Trip', new RegExp(`^${tripname}`));
  await expectPhoneFriendly(page, 'the line form');
  await dialog.getByRole('button', { name: 'Save' }).tap();
  await expect(dialog).toHaveCount(0);

  // 2. The drive to the client in the company's car.
  await addExpense.tap();
  await tapLineType(dialog, 'Mileage');
  await tapChoose(page, dialog, 'Category', 'Mileage');
  await dialog.getByRole('textbox', { name: 'Distance' }).tap();
  await dialog.getByRole('textbox', { name: 'Distance' }).fill('50');
  await tapChoose(page, dialog, 'Vehicle', /^Car/);
  await tapChoose(page, dialog, 'Trip', new RegExp(`^${tripname}`));
  await expectPhoneFriendly(page, 'the mileage form');
  await dialog.getByRole('button', { name: 'Save' }).tap();
  await expect(dialog).toHaveCount(0);

  // Both reach the server and land in the trip's report (a refused change fails with its reason).
  await expect
    .poll(async () => {
      const refused = await outboxRefusals(page);
      return refused.length > 0 ? refused : await page.getByText('Waiting to sync').count();
    }, { timeout: 30_000 })
    .toBe(0);
  const reportRow = page
    .getByRole('table', { name: 'Expense reports' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: tripname }) })
    .first();
  await expect(reportRow.getByRole('cell').last()).toHaveText('2', { timeout: 30_000 });
  await expectPhoneFriendly(page, '/expenses with a report');

  // The report: Add expense and Submit under the thumb.
  await reportRow.getByRole('link', { name: tripname }).first().tap();
  await expect(page).toHaveURL(/\/expenses\/[0-9a-f-]{36}$/);
  const reportid = page.url().split('/').pop()!;
  await expect(page.getByText(`Cafe ${stamp}`)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expectInThumbZone(page, submit);
  await expectInThumbZone(page, page.getByRole('button', { name: 'Add expense' }));
  await expectPhoneFriendly(page, 'the report page');

  await submit.tap();
  await expect(page.getByText('Waiting for approval').first()).toBeVisible({ timeout: 30_000 });
  const submitted = await getReport(traveller, reportid);
  expect(submitted.status).toBe('approvalpending');
  expect(submitted.lines.map((l) => l.linetype).sort()).toEqual(['expense', 'mileage']);
  expect(submitted.lines.find((l) => l.linetype === 'expense')!.receipts.map((r) => r.name)).toEqual([`receipt-${stamp}.png`]);
  await expectPhoneFriendly(page, 'the submitted report');
});

test('the manager reads and approves an expense report on the phone', async ({ page, request }) => {
  const stamp = Date.now();
  const traveller = await apiAs(request, 'traveller@acme.test');
  const report = await submittedTripReport(traveller, `Phone approval ${stamp}`, `Taxi ${stamp}`);
  await signIn(page, 'manager@acme.test');

  await bar(page).getByRole('link', { name: /Approvals/ }).tap();
  const card = page
    .getByRole('region', { name: 'Expense reports' })
    .getByRole('article', { name: `Expense report: expense report ${report.reportno} of Rahul Verma` });
  await expect(card).toBeVisible();
  await expectPhoneFriendly(page, 'the approvals with an expense report');

  // The report itself, as its approver sees it: the decision under the thumb.
  await card.getByRole('link', { name: `Open expense report ${report.reportno} of Rahul Verma` }).tap();
  await expect(page).toHaveURL(new RegExp(`/expenses/${report.reportid}$`));
  await expect(page.getByText(`Taxi ${stamp}`)).toBeVisible();
  await expectInThumbZone(page, page.getByRole('button', { name: 'Approve', exact: true }));
  await expectPhoneFriendly(page, 'the report page of its approver');

  await page.getByRole('button', { name: 'Approve', exact: true }).tap();
  const approve = page.getByRole('dialog', { name: 'Approve' });
  await expectPhoneFriendly(page, 'the approver’s confirmation');
  await approve.getByRole('button', { name: 'Approve', exact: true }).tap();
  await expect(approve).toHaveCount(0);
  await expect.poll(async () => (await getReport(traveller, report.reportid)).status).toBe('approved');
});

test('finance works the expense queues and verifies a report on the phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const traveller = await apiAs(request, 'traveller@acme.test');
  const report = await submittedTripReport(traveller, `Phone finance ${stamp}`, `Taxi ${stamp}`);
  const manager = await apiAs(request, 'manager@acme.test');
  await manager({ opid: 'TG-EXPENSECLAIM', action: 'decideexpensereport', reportid: report.reportid, decision: 'approve', remarks: '' });
  await signIn(page, 'finance@acme.test');

  await page.goto('/finance-admin');
  for (const tab of ['Expenses to pay', 'Closed expenses', 'Expenses to verify']) {
    await page.getByRole('tab', { name: tab }).tap();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await expectPhoneFriendly(page, `/finance-admin ${tab}`);
  }
  const open = page.getByRole('link', { name: `Open ${report.reportno} of Rahul Verma` });
  await expect(open).toBeVisible();
  await expectPhoneFriendly(page, '/finance-admin Expenses to verify with a report');

  await open.tap();
  const finance = page.getByRole('region', { name: 'Finance' });
  await expect(finance).toBeVisible();
  await expectPhoneFriendly(page, 'the report page of finance');

  await finance.getByRole('button', { name: 'Controller check', exact: true }).tap();
  const check = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Controller check', exact: true }) });
  await check.getByRole('button', { name: 'Controller check', exact: true }).tap();
  await expect(check).toHaveCount(0);
  await expect(page.getByText('Checked by controller').first()).toBeVisible();

  await finance.getByRole('button', { name: 'Verify', exact: true }).tap();
  const verify = page.getByRole('dialog', { name: `Verify ${report.reportno}` });
  await expect(verify.getByRole('group', { name: new RegExp(`Taxi ${stamp}$`) })).toBeVisible();
  await expectPhoneFriendly(page, 'the verification of a report');
  await verify.getByRole('button', { name: 'Verify', exact: true }).tap();
  await expect(verify).toHaveCount(0);
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();
  await expectPhoneFriendly(page, 'a verified report for finance');
});
