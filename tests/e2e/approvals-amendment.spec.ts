import { expect, login, test } from './support/fixtures';
import { formatDateRange } from '../../src/domain/format';
import { apiSession, daysFromToday, pickDate, runTripAction, signInAs } from './trips-steps';

/* A booked trip's date change: asked by the traveller on the trip page, approved by the manager on /approvals. */

/** A fresh approved trip of traveller@acme.test with one item (set up by API: this spec is about the amendment). */
async function approvedTripWithItem(request: Parameters<typeof apiSession>[0], tripname: string): Promise<string> {
  const traveller = await apiSession(request, 'traveller@acme.test');
  const created = await traveller({
    opid: 'TG-EXPENSE',
    action: 'createtrip',
    jsondata: { tripname, origin: 'Bengaluru', destination: 'Pune', destinationcountries: ['IN'], fromdate: daysFromToday(20).iso, todate: daysFromToday(22).iso, travelreason: 'Client meeting' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { tripid } = (await created.json()) as { tripid: string };
  const item = await traveller({ opid: 'TG-EXPENSE', action: 'addtripitem', jsondata: { tripid, itemtype: 'hotel', totalamount: '4500.00' } });
  expect(item.ok(), await item.text()).toBe(true);
  expect((await traveller({ opid: 'TG-TRIPBOOKINGAPPROVAL', tripid })).ok()).toBe(true);
  const manager = await apiSession(request, 'manager@acme.test');
  const approved = await manager({ opid: 'TG-APPROVALS', action: 'decidetrip', tripid, decision: 'approve', remarks: '' });
  expect(approved.ok(), await approved.text()).toBe(true);
  return tripid;
}

test('the traveller books the trip and asks for new dates; the manager approves and the trip takes them', async ({ page, browser, request }) => {
  const tripid = await approvedTripWithItem(request, `Date change walk-through ${Date.now()}`);
  await signInAs(page, 'traveller@acme.test', login);
  await page.goto(`/trips/${tripid}`);
  const header = page.getByRole('region', { name: 'Trip summary' });
  await expect(header.getByText('Approved', { exact: true })).toBeVisible();

  await runTripAction(page, 'Book trip', 'Book');
  await expect(header.getByText('Ticketed', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transactions' })).toContainText(`TX${tripid}01`);

  // Remarks are required: the dialog says so before anything is sent.
  await page.getByRole('group', { name: 'Trip actions' }).getByRole('button', { name: 'Request date change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request date change' });
  await pickDate(page, 'From date', 30);
  await pickDate(page, 'To date', 32);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter remarks');
  await dialog.getByLabel('Remarks').fill('The client moved the workshop');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('The date change was sent for approval.')).toBeVisible();
  await expect(header.getByText('Sent for amendment', { exact: true })).toBeVisible();

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, 'manager@acme.test', login);
  await manager.goto('/approvals');
  const label = `date change of trip ${tripid} of Rahul Verma`;
  const card = manager.getByRole('article', { name: `Amendment request: ${label}` });
  await expect(card).toContainText('The client moved the workshop');
  await expect(card).toContainText(`→ ${formatDateRange(daysFromToday(30).iso, daysFromToday(32).iso)}`);
  await card.getByRole('button', { name: `Reject ${label}` }).click();
  await expect(card.getByText('Remarks are required to reject a date change')).toBeVisible();
  await card.getByRole('button', { name: `Approve ${label}` }).click();
  await expect(manager.getByRole('status')).toContainText(`Amendment approved (trip ${tripid})`);
  await expect(card).toHaveCount(0);
  await managerContext.close();

  await page.reload();
  await expect(header).toContainText(formatDateRange(daysFromToday(30).iso, daysFromToday(32).iso));
  await expect(header.getByText('Rescheduled', { exact: true })).toBeVisible();
});
