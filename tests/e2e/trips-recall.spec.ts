import { expect, login, test } from './support/fixtures';
import { formatDateRange } from '../../src/domain/format';
import { apiSession, createTripInUi, daysFromToday, pickDate, runTripAction, signInAs } from './trips-steps';

/* Recall: a trip under approval goes back to the traveller, leaves the manager's inbox, is changed and sent again. */

async function managerInbox(request: Parameters<typeof apiSession>[0]): Promise<string[]> {
  const call = await apiSession(request, 'manager@acme.test');
  const answer = await call({ opid: 'TG-APPROVALS', action: 'getpendingapprovals' });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { list: { tripid: string }[] }).list.map((a) => a.tripid);
}

test('the traveller recalls a submitted trip, changes its dates and submits it again', async ({ page, request }) => {
  await signInAs(page, 'traveller@acme.test', login);
  const tripid = await createTripInUi(page, `Recall walk-through ${Date.now()}`);
  const header = page.getByRole('region', { name: 'Trip summary' });

  await runTripAction(page, 'Submit for approval', 'Submit');
  await expect(header.getByText('Approval pending', { exact: true })).toBeVisible();
  expect(await managerInbox(request)).toContain(tripid);
  // Frozen under approval: no date editing, but a recall.
  await expect(page.getByRole('button', { name: 'Edit dates' })).toHaveCount(0);

  await runTripAction(page, 'Recall', 'Recall', (dialog) => dialog.getByLabel('Remarks').fill('Dates moved by the client'));
  await expect(page.getByText('The trip was recalled. You can change it and submit it again.')).toBeVisible();
  await expect(header.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tracker' }).getByRole('row').filter({ hasText: 'Dates moved by the client' })).toContainText('Recall');
  expect(await managerInbox(request)).not.toContain(tripid);

  await runTripAction(page, 'Edit dates', 'Save dates', async () => {
    await pickDate(page, 'From date', 30);
    await pickDate(page, 'To date', 33);
  });
  await expect(header).toContainText(formatDateRange(daysFromToday(30).iso, daysFromToday(33).iso));
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);

  await runTripAction(page, 'Submit for approval', 'Submit');
  await expect(header.getByText('Approval pending', { exact: true })).toBeVisible();
  expect(await managerInbox(request)).toContain(tripid);
});
