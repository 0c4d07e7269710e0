import type { Locator, Page } from '@playwright/test';
import { test, expect, login } from './support/fixtures';

const day = (offsetDays: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function openProfile(page: Page, userid: string) {
  await page.goto('/');
  await login(page, userid);
  await page.waitForURL((url) => url.pathname !== '/');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

async function editDetails(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('profile confirmation validations appear in the spec’s order with its exact texts (company group)', async ({ page }) => {
  await openProfile(page, 'traveller@globex.test');
  const dialog = await editDetails(page, 'Confirm Details (as per ID proof)');
  await dialog.getByLabel('Title').selectOption('');
  await dialog.getByLabel('First Name/Given Name').fill('');
  await dialog.getByLabel('Last Name/Surname').fill('');
  await dialog.getByLabel('Country Code').selectOption('');
  await dialog.getByLabel('Mobile').fill('');
  await dialog.getByLabel('Gender').selectOption('');
  await dialog.getByLabel('Date of Birth').fill('');

  const steps: [() => Promise<unknown>, string][] = [
    [async () => undefined, 'Please select title'],
    [() => dialog.getByLabel('Title').selectOption('Mr'), 'Please enter first name'],
    [() => dialog.getByLabel('First Name/Given Name').fill('Aditya'), 'Please enter last name'],
    [
      () => dialog.getByLabel('Last Name/Surname').fill('M'),
      'Blank field or a single character in the Last Name is not acceptable by the Airline. Please update your name accordingly before proceeding with the booking',
    ],
    [() => dialog.getByLabel('Last Name/Surname').fill('Malhotra'), 'Please enter mobile country code'],
    [() => dialog.getByLabel('Country Code').selectOption('+1'), 'Please enter mobile number'],
    [() => dialog.getByLabel('Mobile').fill('98670'), 'Please enter valid mobile number'],
    [() => dialog.getByLabel('Mobile').fill('2025550147'), 'Please select gender'],
    [() => dialog.getByLabel('Gender').selectOption('Male'), 'Please select date of birth'],
    [() => dialog.getByLabel('Date of Birth').fill(day(2)), "Date of Birth shouldn't be greater than today"],
    [() => dialog.getByLabel('Date of Birth').fill(day(-30)), 'Please enter age'],
  ];
  for (const [change, message] of steps) {
    await change();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(message);
  }

  await dialog.getByLabel('Date of Birth').fill('1991-03-14');
  await expect(dialog.getByLabel('Age')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your profile details are updated');
});

test('Update persists: a reload shows the new details, the dial code without its plus', async ({ page }) => {
  await openProfile(page, 'traveller@acme.test');
  const dialog = await editDetails(page, 'Confirm Details');
  await expect(dialog.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await dialog.getByLabel('Last Name/Surname').fill('Varma');
  await dialog.getByLabel('Country Code').selectOption('+971');
  await dialog.getByLabel('Mobile').fill('501234567');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your profile details are updated');

  await page.reload();
  const details = page.getByRole('region', { name: 'Personal details' });
  await expect(details.getByRole('row', { name: /^Name / })).toContainText('Mr Rahul Varma');
  await expect(details.getByRole('row', { name: /Mobile/ })).toContainText('+971 501234567');
});

test('Skip on the verification popup is remembered in this browser', async ({ page }) => {
  await page.goto('/');
  await login(page, 'unverified@acme.test');
  const dialog = page.getByRole('dialog', { name: 'Confirm Details' });
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirm Details' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Personal details' }).getByText('Not verified')).toBeVisible();
});

test('unverified@acme.test gets the verification popup; Confirm And Continue verifies the profile', async ({ page }) => {
  await page.goto('/');
  await login(page, 'unverified@acme.test');
  await expect(page).toHaveURL('/profile');
  const dialog = page.getByRole('dialog', { name: 'Confirm Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Skip' })).toBeVisible();
  await expect(dialog.getByText('government-issued ID proof')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm And Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile details are confirmed' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Personal details' });
  await expect(details.getByText('Verified', { exact: true })).toBeVisible();

  await page.reload();
  await expect(details.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirm Details' })).toHaveCount(0);
});

test('an ID card added and deleted stays so after a reload', async ({ page }) => {
  await openProfile(page, 'traveller@acme.test');
  const cards = page.getByRole('region', { name: 'ID cards' });
  await expect(cards.getByRole('cell', { name: 'Z1234567', exact: true })).toBeVisible();
  await cards.getByLabel('ID type').selectOption('Voter ID');
  await cards.getByLabel('ID number').fill('VTR7654321');
  await cards.getByRole('button', { name: 'Add' }).click();
  await expect(cards.getByRole('status')).toHaveText('ID card added');

  await page.reload();
  await expect(cards.getByRole('cell', { name: 'VTR7654321', exact: true })).toBeVisible();
  await cards.getByRole('button', { name: 'Delete Voter ID VTR7654321' }).click();
  await expect(cards.getByRole('status')).toHaveText('ID card deleted');

  await page.reload();
  await expect(cards.getByRole('cell', { name: 'Z1234567', exact: true })).toBeVisible();
  await expect(cards.getByRole('cell', { name: 'VTR7654321', exact: true })).toHaveCount(0);
});

test('an approval delegation is checked, added, updated and deleted, each surviving a reload', async ({ page }) => {
  await openProfile(page, 'traveller@acme.test');
  const delegation = page.getByRole('region', { name: 'Approval delegation' });
  await expect(delegation.getByRole('cell', { name: 'Arjun Mehta', exact: true })).toBeVisible();
  await delegation.getByLabel('Approver').selectOption({ label: 'Priya Nair' });
  await delegation.getByLabel('From date').fill('2031-02-10');
  await delegation.getByLabel('To date').fill('2031-02-01');
  await delegation.getByRole('button', { name: 'Add' }).click();
  await expect(delegation.getByRole('alert')).toHaveText('To date cannot be before From date');

  await delegation.getByLabel('To date').fill('2031-02-20');
  await delegation.getByRole('button', { name: 'Add' }).click();
  await expect(delegation.getByRole('status')).toHaveText('Approval delegation added');

  await page.reload();
  const row = delegation.getByRole('row', { name: /Priya Nair/ });
  await expect(row).toContainText('10 Feb 2031');
  await expect(row).toContainText('20 Feb 2031');

  await delegation.getByRole('button', { name: 'Edit Arjun Mehta 1 Jan 2030' }).click();
  await delegation.getByLabel('To date').fill('2030-01-31');
  await delegation.getByRole('button', { name: 'Save' }).click();
  await expect(delegation.getByRole('status')).toHaveText('Approval delegation updated');
  await delegation.getByRole('button', { name: 'Delete Priya Nair 10 Feb 2031' }).click();
  await expect(delegation.getByRole('status')).toHaveText('Approval delegation deleted');

  await page.reload();
  await expect(delegation.getByRole('row', { name: /Arjun Mehta/ })).toContainText('31 Jan 2030');
  await expect(delegation.getByRole('row', { name: /Priya Nair/ })).toHaveCount(0);
});
