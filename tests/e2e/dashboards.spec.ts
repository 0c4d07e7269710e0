import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { indiaToday } from '../../src/domain/calendar-days';
import { formatMoney } from '../../src/domain/money';
import { defaultWindow } from '../../src/ui/dashboards/dashboard-search-params';
import { monthLabel } from '../../src/ui/dashboards/month-label';
import type { Locator, Page } from '@playwright/test';
import { expect, login, testWithServer } from './support/fixtures';
import { openPersistentProfile, waitForServiceWorkerControl, whileServerStopped } from './support/offline';
import { type ApiUser, apiUser, bookWithWalletThroughApi, paiseOf, serverTicket } from './insurance-steps';
import { expectPhoneFriendly } from './support/phone-checks';
import { signInAs } from './trips-steps';

/*
 * /dashboard on the real server (docs/features/dashboards.md "Screens"): a finance admin sees the
 * totals and charts move by a booking's amount, a filter goes into the URL and a reload keeps it;
 * a traveller is refused. Amounts are read relative to before the test, so repeats add up.
 */

// A server of its own: other specs' bookings would otherwise move the totals under this one.
const test = testWithServer();

/** TG-TOTALSALESCORPORATE over the default window, in paise; `criteria` the filter's fields, `prepaid` the switch. */
async function totalSales(user: ApiUser, criteria: Record<string, string> = {}, prepaid = false): Promise<bigint> {
  const { from, to } = defaultWindow(new Date());
  const searchcriteria = Object.keys(criteria).length ? JSON.stringify(criteria) : '';
  const answer = await user.call({ opid: 'TG-TOTALSALESCORPORATE', fromdate: from, todate: to, searchcriteria, prepaid });
  expect(answer.status(), await answer.text()).toBe(200);
  return paiseOf(((await answer.json()) as { SalesReport: { totalsales: string } }).SalesReport.totalsales);
}

/** axe-core's WCAG 2.1 A and AA rules, as tests/e2e/accessibility.spec.ts runs them on other screens. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Rahul's (traveller@acme.test) spend on the top list over the default window, in paise. */
async function rahulSpend(user: ApiUser): Promise<bigint> {
  const { from, to } = defaultWindow(new Date());
  const answer = await user.call({ opid: 'TG-CORPORATEDASHBOARDDATA', reportname: 'topspendingtravellers', fromdate: from, todate: to, searchcriteria: '' });
  expect(answer.status(), await answer.text()).toBe(200);
  const rows = ((await answer.json()) as { DashboardData: { travellername: string; amount: string }[] }).DashboardData;
  return paiseOf(rows.find((r) => r.travellername === 'Rahul Verma')!.amount);
}

test('a finance admin sees a booking move the totals and charts, and filters through the URL', async ({ page, request }) => {
  const finance = await apiUser(request, 'finance@acme.test');
  const before = await totalSales(finance);

  await signInAs(page, 'finance@acme.test', login);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const totals = page.getByRole('list', { name: 'Totals' });
  if (before === 0n) await expect(page.getByText('No bookings in this window')).toBeVisible();
  else await expect(totals.getByRole('listitem', { name: 'Total sales' })).toContainText(formatMoney(before, 'INR'));

  const traveller = await apiUser(request, 'traveller@acme.test');
  const txid = await bookWithWalletThroughApi(traveller);
  // The ticket is the booker's to read.
  const ticket = await serverTicket(traveller, txid);
  if (ticket === '') throw new Error(`no ticket for ${txid}`);
  const amount = paiseOf(ticket.insurancerecord.totalinvoice);
  expect(await totalSales(finance)).toBe(before + amount);

  await page.reload();
  await expect(totals.getByRole('listitem', { name: 'Total sales' })).toContainText(formatMoney(before + amount, 'INR'));
  const travellers = page.getByRole('figure', { name: 'Top spending travellers' });
  const rahul = travellers.getByRole('table', { name: 'Top spending travellers data' }).getByRole('row', { name: /Rahul Verma/ });
  await expect(rahul).toContainText(formatMoney(await rahulSpend(finance), 'INR'));
  await expect(travellers.locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Top merchants' }).locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Travel summary' }).getByRole('row', { name: /^Domestic/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Only domestic cover is booked on this server: international has nothing.
  await page.getByRole('combobox', { name: 'Travel', exact: true }).selectOption('international');
  await expect(page).toHaveURL(/scope=international/);
  await expect(page.getByText('No bookings in this window')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Travel', exact: true })).toHaveValue('international');
  await expect(page.getByText('No bookings in this window')).toBeVisible();
});

test('a department, the prepaid switch and the monthly charts follow the server, and a reload keeps the filter', async ({ page, request }) => {
  // Rahul is in Sales (seed-org-masters.ts) and pays by wallet: a prepaid booking charged to Sales.
  const txid = await bookWithWalletThroughApi(await apiUser(request, 'traveller@acme.test'));
  const finance = await apiUser(request, 'finance@acme.test');
  const sales = await totalSales(finance, { department: 'DP1001S' });
  expect(sales).toBeGreaterThan(0n);
  await signInAs(page, 'finance@acme.test', login);
  await page.goto('/dashboard');
  const total = page.getByRole('list', { name: 'Totals' }).getByRole('listitem', { name: 'Total sales' });
  await expect(total).toContainText(formatMoney(await totalSales(finance), 'INR'));

  const department = page.getByRole('combobox', { name: 'Department' });
  await department.click();
  await page.getByRole('option', { name: 'Sales' }).click();
  await expect(page).toHaveURL(/department=DP1001S/);
  await expect(total).toContainText(formatMoney(sales, 'INR'));
  await page.reload();
  await expect(department).toHaveValue('Sales');
  await expect(total).toContainText(formatMoney(sales, 'INR'));

  // The booking's month, on its day (an India day) in the monthly table, with the month's spend.
  const { from, to } = defaultWindow(new Date());
  const byMonth = await finance.call({ opid: 'TG-SALESBYMONTH', fromdate: from, todate: to, searchcriteria: '{"department":"DP1001S"}' });
  const months = ((await byMonth.json()) as { SalesByMonth: { month: string; totalspend: string }[] }).SalesByMonth;
  const month = months.find((m) => m.month === indiaToday(new Date()).slice(0, 7))!;
  const missed = page.getByRole('figure', { name: 'Spend and missed savings by month' });
  await expect(missed.getByRole('table', { name: 'Spend and missed savings by month data' }).getByRole('row', { name: new RegExp(monthLabel(month.month)) })).toContainText(
    formatMoney(paiseOf(month.totalspend), 'INR'),
  );
  await expect(missed.locator('svg.recharts-surface')).toBeVisible();
  await missed.getByRole('button', { name: 'Table' }).click();
  await missed.getByRole('button', { name: monthLabel(month.month) }).click();
  await expect(page.getByRole('dialog', { name: `Spend and missed savings by month: ${monthLabel(month.month)}` }).getByRole('link', { name: `Ticket ${txid}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // Prepaid only: the wallet booking still counts, as the server's prepaid totals say.
  await page.getByRole('switch', { name: /Prepaid only/ }).check();
  await expect(page).toHaveURL(/prepaid=true/);
  await expect(total).toContainText(formatMoney(await totalSales(finance, { department: 'DP1001S' }, true), 'INR'));
  await page.reload();
  await expect(page.getByRole('switch', { name: /Prepaid only/ })).toBeChecked();

  // Nobody in Engineering booked on this server.
  await department.click();
  await page.getByRole('option', { name: 'Engineering' }).click();
  await expect(page).toHaveURL(/department=DP1001E/);
  await expect(page.getByText('No bookings in this window')).toBeVisible();
});

/** An .xlsx the browser saved, read back as a spreadsheet program would. */
async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  // exceljs's own Buffer type predates Node's generic one.
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return book;
}

/** Clicks what starts a download and reads the file the browser saved. */
async function download(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

async function exportReport(page: Page, figure: Locator, format: string) {
  return download(page, async () => {
    await figure.getByRole('button', { name: /^Export / }).click();
    await page.getByRole('menuitem', { name: format }).click();
  });
}

test('every report exports as CSV and Excel, a chart as PNG, and the dashboard as PDF and Excel', async ({ page, request }) => {
  await bookWithWalletThroughApi(await apiUser(request, 'traveller@acme.test'));
  const finance = await apiUser(request, 'finance@acme.test');
  const spend = formatMoney(await rahulSpend(finance), 'INR');
  await signInAs(page, 'finance@acme.test', login);
  await page.goto('/dashboard');
  const travellers = page.getByRole('figure', { name: 'Top spending travellers' });
  await expect(travellers.locator('svg.recharts-surface')).toBeVisible();
  const { from, to } = defaultWindow(new Date());

  const csv = await exportReport(page, travellers, 'CSV');
  expect(csv.name).toBe(`topspendingtravellers_${from}_${to}.csv`);
  const lines = csv.bytes.toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Traveller,Bookings,Spend');
  const rahul = lines.find((l) => l.startsWith('Rahul Verma,'))!;
  // The CSV has the exact amount; the page rounds it to whole rupees.
  expect(formatMoney(BigInt(Math.round(Number(rahul.split(',')[2]) * 100)), 'INR')).toBe(spend);

  const xlsx = await exportReport(page, travellers, 'Excel');
  expect(xlsx.name).toBe(`topspendingtravellers_${from}_${to}.xlsx`);
  const sheet = (await workbookOf(xlsx.bytes)).getWorksheet('Top spending travellers')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Traveller', 'Bookings', 'Spend']);
  const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === 'Rahul Verma')!;
  expect(row.getCell(3).value).toBe(Number(rahul.split(',')[2]));

  const png = await exportReport(page, travellers, 'PNG image');
  expect(png.name).toBe(`topspendingtravellers_${from}_${to}.png`);
  expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

  const pdf = await download(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.name).toBe(`dashboard_${from}_${to}.pdf`);
  const doc = await PDFDocument.load(pdf.bytes);
  expect(doc.getTitle()).toContain('Travel dashboard');
  // The charts are drawn into it: more than the text of ten short reports would need.
  expect(doc.getPageCount()).toBeGreaterThan(1);

  const workbook = await download(page, () => page.getByRole('button', { name: 'Download Excel' }).click());
  expect((await workbookOf(workbook.bytes)).worksheets.map((w) => w.name)).toEqual([
    'Totals',
    'Top spending travellers',
    'Travellers out of policy',
    'Top merchants',
    'Top expense categories',
    'Advance purchase',
    'Approval delay',
    'Domestic and international',
    'Spend and missed savings',
    'Spend and amendments by month',
  ]);
});

// A persistent profile with the service worker in control, as trips-offline.spec.ts does.
test('with the server stopped the dashboard renders the last copy, as of its time, charts included', async ({ playwright, server, request }, testInfo) => {
  await bookWithWalletThroughApi(await apiUser(request, 'traveller@acme.test'));
  const { page, close } = await openPersistentProfile({ playwright, server }, testInfo);
  try {
    await page.goto('/');
    await login(page, 'finance@acme.test');
    await waitForServiceWorkerControl(page);
    await page.goto('/dashboard');
    const sales = page.getByRole('list', { name: 'Totals' }).getByRole('listitem', { name: 'Total sales' });
    await expect(sales).toBeVisible();
    const online = await sales.textContent();
    await expect(page.getByRole('figure', { name: 'Top spending travellers' }).locator('svg.recharts-surface')).toBeVisible();

    await whileServerStopped(server, async () => {
      await page.reload();
      await expect(page.getByRole('alert')).toContainText('Showing the dashboard as of');
      await expect(sales).toHaveText(online!);
      await expect(page.getByRole('figure', { name: 'Top spending travellers' }).locator('svg.recharts-surface')).toBeVisible();
    });
  } finally {
    await close();
  }
});

test('a bar and a row of the shown table list the bookings behind them, and a finance admin opens their ticket', async ({ page, request }) => {
  const traveller = await apiUser(request, 'traveller@acme.test');
  const txid = await bookWithWalletThroughApi(traveller);
  await signInAs(page, 'finance@acme.test', login);
  await page.goto('/dashboard');
  const merchants = page.getByRole('figure', { name: 'Top merchants' });
  await merchants.locator('.recharts-bar-rectangle').first().click();
  const first = await merchants.getByRole('table', { name: 'Top merchants data' }).getByRole('rowheader').first().textContent();
  const byBar = page.getByRole('dialog', { name: `Top merchants: ${first}` });
  await expect(byBar.getByRole('status')).toContainText('bookings');
  await page.keyboard.press('Escape');
  await expect(byBar).toBeHidden();

  const travellers = page.getByRole('figure', { name: 'Top spending travellers' });
  await travellers.getByRole('button', { name: 'Table' }).click();
  await travellers.getByRole('button', { name: 'Rahul Verma' }).click();
  const drawer = page.getByRole('dialog', { name: 'Top spending travellers: Rahul Verma' });
  await drawer.getByRole('link', { name: `Ticket ${txid}` }).click();
  await expect(page).toHaveURL(new RegExp(`/insurance/eticket/${txid}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance e-ticket' })).toBeVisible();
});

test('an admin hides a widget from a role, and that role no longer sees it', async ({ page, request }) => {
  await bookWithWalletThroughApi(await apiUser(request, 'traveller@acme.test'));
  await signInAs(page, 'finance@acme.test', login);
  await page.goto('/dashboard');
  const merchants = page.getByRole('figure', { name: 'Top merchants' });
  await expect(merchants).toBeVisible();
  const customise = async (visible: boolean) => {
    await page.getByRole('button', { name: 'Customise' }).click();
    const drawer = page.getByRole('dialog', { name: 'Customise the dashboard' });
    await expect(drawer.getByRole('combobox', { name: 'Role' })).toHaveValue('financeadmin');
    const box = drawer.getByRole('checkbox', { name: 'Top merchants' });
    await expect(box).toBeEnabled();
    await box.setChecked(visible);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();
  };
  await customise(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Top spending travellers' })).toBeVisible();
  await expect(merchants).toHaveCount(0);
  // Shown again, for the tests that follow on this server.
  await customise(true);
  await page.reload();
  await expect(merchants).toBeVisible();
});

test('a traveller opening /dashboard is refused', async ({ page }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Your role has no dashboard.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Totals' })).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the cards stack and the charts fit the width', async ({ page, request }) => {
    await bookWithWalletThroughApi(await apiUser(request, 'traveller@acme.test'));
    // On a phone Logout sits in the More drawer: the bottom navigation says the login is done.
    await page.goto('/');
    await login(page, 'finance@acme.test');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto('/dashboard');
    const cards = page.getByRole('list', { name: 'Totals' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const [sales, spend] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(spend!.x).toBe(sales!.x);
    expect(spend!.y).toBeGreaterThan(sales!.y);
    await expect(page.getByRole('figure', { name: 'Top spending travellers' }).locator('svg.recharts-surface')).toBeVisible();
    await expectPhoneFriendly(page, '/dashboard');
    await expectNoAxeViolations(page);
    // The picks beyond the window fold under Filters, and open to usable size.
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(page.getByRole('combobox', { name: 'Department' })).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Department' })).toBeVisible();
    await expect(page.getByRole('switch', { name: /Prepaid only/ })).toBeVisible();
    await expectPhoneFriendly(page, '/dashboard');
  });
});
