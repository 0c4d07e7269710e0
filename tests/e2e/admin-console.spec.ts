import { expect, login, testWithServer } from './support/fixtures';
import { openPersistentProfile, waitForServiceWorkerControl, whileServerStopped } from './support/offline';

/*
 * The admin console (docs/features/admin-roles.md, docs/features/admin-audit.md): a travel admin's
 * welcome message reaches an employee's notifications and the audit trail; a finance admin's new
 * billable customer is in the list after a reload with the server stopped.
 */

// A server of its own: the message to everyone would otherwise sit in the bells of later spec files.
const test = testWithServer();

test('a travel admin sends a welcome message to everyone; an employee reads it; the audit trail shows it', async ({ page, browser }) => {
  const title = `Welcome to Voyage ${Date.now()}`;
  await page.goto('/');
  await login(page, 'traveladmin@acme.test');
  await expect(page).toHaveURL(/\/travel-admin/);
  await expect(page.getByRole('tab', { name: 'Act as' })).toBeVisible();

  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/tab=messages/);
  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Book your trips here from today.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Everyone')).toBeVisible();

  await page.getByRole('tab', { name: 'Audit trail' }).click();
  await expect(page).toHaveURL(/tab=audit/);
  const change = page.getByRole('table', { name: 'Audit trail' }).getByRole('row').filter({ hasText: title });
  await expect(change.getByText('create', { exact: true })).toBeVisible();
  await expect(change.getByText('Kavita Iyer')).toBeVisible();

  const employee = await browser.newContext();
  try {
    const inbox = await employee.newPage();
    await inbox.goto('/');
    await login(inbox, 'traveller@acme.test');
    await expect(inbox).toHaveURL('/flights');
    await inbox.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(inbox.getByRole('list', { name: 'Notifications list' }).getByText(title)).toBeVisible();
  } finally {
    await employee.close();
  }
});

test('a finance admin adds a billable customer, and the list shows it after a reload offline', async ({ playwright, server }, testInfo) => {
  test.setTimeout(120_000);
  const code = `E2E${Date.now() % 1_000_000}`;
  const { page, close } = await openPersistentProfile({ playwright, server }, testInfo);
  try {
    await page.goto('/');
    await login(page, 'finance@acme.test');
    await expect(page).not.toHaveURL(/\/$/);
    await waitForServiceWorkerControl(page);

    await page.goto('/finance-admin');
    await expect(page.getByRole('tab', { name: 'Billable customers', selected: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Billable customers' });
    await expect(table.getByText('Tata Motors')).toBeVisible();
    await page.getByRole('button', { name: 'Add customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add billable customer' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Reliance Retail');
    await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: code })).toBeVisible();

    // A phone: the rows become cards, and nothing is wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table.getByRole('row').filter({ hasText: code })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('finance-admin-phone.png') });

    await whileServerStopped(server, async () => {
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'You are offline: this is the list from your last visit.' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Billable customers' }).getByRole('row').filter({ hasText: code })).toBeVisible();
    });
  } finally {
    await close();
  }
});
