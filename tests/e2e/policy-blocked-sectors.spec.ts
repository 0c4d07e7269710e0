import { expect, login, testWithServer } from './support/fixtures';
import { offerRows, onewayFs } from './flights-steps';
import { signInAs } from './trips-steps';

/*
 * Travel Admin → Policy (docs/features/policy.md): a travel admin blocks a sector, and the
 * traveller's next search shows its fares as blocked with the admin's reason; removing it frees them.
 */

// A server of its own: the blocked sector would otherwise reach later specs' searches.
const test = testWithServer();

const REASON = 'Take the Vande Bharat train between Bengaluru and Chennai';

test('a travel admin blocks a sector; the traveller’s next search shows it blocked; deleting it frees it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await login(page, 'traveladmin@acme.test');
  await expect(page).toHaveURL(/\/travel-admin/);
  await page.getByRole('tab', { name: 'Policy', exact: true }).click();
  const sectors = page.getByRole('region', { name: 'Blocked sectors' });
  await expect(sectors.getByRole('row').filter({ hasText: 'GOI' })).toBeVisible();

  await page.getByRole('button', { name: 'Add blocked sector' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add blocked sector' });
  const airport = async (label: string, code: string) => {
    await dialog.getByLabel(label, { exact: true }).and(page.locator('input')).fill(code);
    await page.getByRole('option', { name: new RegExp(code) }).first().click();
  };
  await airport('From airport', 'BLR');
  await airport('To airport', 'BLR');
  await dialog.getByRole('checkbox', { name: /^Both ways/ }).check();
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/must differ/)).toBeVisible();
  await airport('To airport', 'MAA');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const added = sectors.getByRole('row').filter({ hasText: REASON });
  await expect(added).toContainText('BLR');
  await expect(added).toContainText('MAA');

  // The return direction is blocked too (both ways), on the traveller's next search.
  const traveller = await browser.newContext();
  try {
    const search = await traveller.newPage();
    await signInAs(search, 'traveller@acme.test', login);
    await search.goto(`/flights/oneway-search?fs=${onewayFs('MAA', 'BLR')}`);
    const rows = offerRows(search.getByRole('region', { name: /^Onward flights / }));
    await expect(rows.first()).toContainText(`Blocked: ${REASON}`);

    await added.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(added).toHaveCount(0);
    await search.reload();
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).not.toContainText('Blocked');
  } finally {
    await traveller.close();
  }
});
