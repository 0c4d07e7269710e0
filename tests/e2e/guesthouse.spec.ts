import { expect, login, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/no-sideways-scroll';
import { daysFromToday, signInAs } from './trips-steps';

/*
 * Guest houses (docs/features/guesthouses.md): the travel admin closes a room for a night, an
 * employee searching that night is offered only the other room, reserves it and cancels it.
 */

const HOUSE = 'Acme Guest House Andheri';

test('an admin closes a room; an employee is offered only the free room, reserves it and cancels it', async ({ page, browser }) => {
  const night = daysFromToday(5).iso;
  const checkout = daysFromToday(6).iso;

  await signInAs(page, 'traveladmin@acme.test', login);
  await page.goto('/guesthouse?tab=manage');
  await page.getByRole('combobox', { name: 'Guest house' }).click();
  await page.getByRole('option', { name: `${HOUSE}, Mumbai` }).click();
  await page.getByRole('button', { name: 'Close room Room 2 for some nights' }).click();
  const block = page.getByRole('dialog', { name: 'Close room Room 2' });
  await block.getByLabel('First night').fill(night);
  await block.getByLabel('Last night').fill(night);
  await block.getByLabel('Reason').fill('Plumbing repairs');
  await block.getByRole('button', { name: 'Close the room' }).click();
  await expect(block).toHaveCount(0);
  await expect(page.getByRole('table', { name: `Rooms of ${HOUSE}` }).getByRole('row').filter({ hasText: 'Room 2' })).toContainText('Plumbing repairs');
  const grid = page.getByRole('table', { name: `Occupancy of ${HOUSE}` });
  await expect(grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Room 2' }) })).toContainText('Blocked');

  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signInAs(employee, 'traveller@acme.test', login);
  await employee.goto('/guesthouse');
  await employee.getByRole('combobox', { name: 'City' }).click();
  await employee.getByRole('option', { name: 'Mumbai' }).click();
  await employee.getByLabel('Check-in').fill(night);
  await employee.getByLabel('Check-out').fill(checkout);
  await employee.getByRole('button', { name: 'Find rooms' }).click();
  const house = employee.getByRole('region', { name: HOUSE });
  await expect(house.getByRole('button', { name: `Reserve room Room 1 at ${HOUSE}` })).toBeVisible();
  await expect(house.getByRole('button', { name: `Reserve room Room 2 at ${HOUSE}` })).toHaveCount(0);

  await house.getByRole('button', { name: `Reserve room Room 1 at ${HOUSE}` }).click();
  await employee.getByRole('dialog', { name: 'Reserve this room?' }).getByRole('button', { name: 'Confirm reservation' }).click();
  const notice = employee.getByRole('status').filter({ hasText: 'reference' });
  await expect(notice).toContainText(/reference GH[A-Z2-9]{8}/);
  const reference = /GH[A-Z2-9]{8}/.exec((await notice.textContent()) ?? '')![0];
  // Both rooms are now taken that night: nothing more is offered.
  await expect(employee.getByText('No room is free for these dates. Try other dates or fewer guests.')).toBeVisible();

  await employee.getByRole('tab', { name: 'My reservations' }).click();
  const row = employee.getByRole('table', { name: 'My guest house reservations' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Reserved');
  await row.getByRole('button', { name: `Cancel reservation ${reference}` }).click();
  await employee.getByRole('dialog', { name: 'Cancel this reservation?' }).getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(row).toContainText('Cancelled');
  await employeeContext.close();
});

test('the guest house tabs fit a 390 px phone', async ({ page }) => {
  // Signed in at desktop width, where the Logout button that proves it is in the header.
  await signInAs(page, 'traveladmin@acme.test', login);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guesthouse?tab=manage');
  await expect(page.getByRole('table', { name: 'Occupancy of Acme Transit House Koramangala' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('tab', { name: 'Find a room' }).click();
  await page.getByRole('button', { name: 'Find rooms' }).click();
  await expect(page.getByRole('region', { name: 'Acme Guest House Andheri' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
