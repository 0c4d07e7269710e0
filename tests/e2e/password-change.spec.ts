import { test, expect, login } from './support/fixtures';

test('a forced password change hides the menus, changes the password, and the new one logs in', async ({ page }) => {
  await page.goto('/');
  await login(page, 'newhire@acme.test');
  await expect(page).toHaveURL('/password-change');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);

  // The guard keeps the user here until the password is changed.
  await page.goto('/flights');
  await expect(page).toHaveURL('/password-change');

  await page.getByLabel('Current password').fill('Demo@12345');
  await page.getByLabel('New password', { exact: true }).fill('Fresh@2026x');
  await page.getByLabel('Confirm new password').fill('Fresh@2026y');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('Fresh@2026x');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/flights');

  await page.getByRole('button', { name: 'Logout' }).click();
  await login(page, 'newhire@acme.test', 'Demo@12345');
  await expect(page.getByRole('alert')).toContainText('Invalid userid or password');
  await login(page, 'newhire@acme.test', 'Fresh@2026x');
  await expect(page).toHaveURL('/flights');
});
