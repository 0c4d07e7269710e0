import type { Locator, Page } from '@playwright/test';
import { expect, login, testWithServer } from './support/fixtures';
import { offerRows, onewayFs } from './flights-steps';
import { apiSession, signInAs } from './trips-steps';

/*
 * Issue 18's "done when" (docs/features/policy.md): a travel admin, as a new user would, sets a
 * location group, blocks a sector into it, caps a fare in a draft policy version, simulates and
 * publishes it, gives the traveller a per-diem plan and verifies the traveller's visa; the
 * traveller sees each on the next search, booking, trip and profile.
 */

// A server of its own: the policy changes would otherwise reach later specs.
const test = testWithServer();
test.use({ actionTimeout: 30_000 });

const BLOCKED = 'No flights to Goa this quarter';
const TODAY = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}

/**
 * Types into a searchable pick list (Mantine Select, MultiSelect, the airport field) found by its label in `scope`, and picks
 * an option of the list that input opened, not of another field's list still closing.
 */
async function choose(page: Page, scope: Page | Locator, label: string, typed: string, option: RegExp | string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true }).and(page.locator('input'));
  await input.fill(typed);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(input).toHaveAttribute('aria-controls', /./);
  const list = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
  const choice = list.getByRole('option', { name: option }).first();
  await choice.scrollIntoViewIfNeeded();
  await choice.click();
}

async function traveller(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'traveller@acme.test', login);
  return { context, page };
}

test('a travel admin sets the policy; the traveller meets each rule on the next search, booking, trip and profile', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const rahul = await traveller(browser);
  const [trip] = ((await (await (await apiSession(rahul.page.request, 'traveller@acme.test'))({ opid: 'TG-EXPENSE', action: 'gettripscreatedbyprofile', limit: 50 })).json()) as { list: { tripid: string }[] }).list;
  await rahul.page.goto(`/trips/${trip!.tripid}`);
  const imprest = rahul.page.getByLabel('Maximum imprest');
  await expect(imprest).toBeVisible();
  const imprestBefore = await imprest.textContent();

  await page.goto('/');
  await login(page, 'traveladmin@acme.test');
  await expect(page).toHaveURL(/\/travel-admin/);

  await test.step('a location group with its places', async () => {
    await openTab(page, 'Locations');
    await page.getByRole('button', { name: 'Add location group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add location group' });
    await dialog.getByRole('textbox', { name: /^Group name/ }).fill('Goa');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Places of Goa' }).click();
    await choose(page, page, 'Add countries or cities', 'Panaji', /^Panaji/);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Places in Goa' })).toContainText('Panaji');
  });

  await test.step('a blocked sector into the group', async () => {
    await openTab(page, 'Policy');
    await page.getByRole('button', { name: 'Add blocked sector' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add blocked sector' });
    await dialog.getByRole('combobox', { name: 'From', exact: true }).selectOption({ label: 'Anywhere' });
    await dialog.getByRole('combobox', { name: 'To', exact: true }).selectOption({ label: 'Location group' });
    await choose(page, dialog, 'To location group', 'Goa', 'Goa');
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill(BLOCKED);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Blocked sectors' })).toContainText(BLOCKED);
  });

  await test.step('a fare cap in a draft, simulated, then published from today', async () => {
    const draft = page.getByRole('region', { name: 'Draft rules' });
    await draft.getByLabel('Effective from').fill(TODAY);
    await draft.getByRole('button', { name: 'Add fare cap' }).click();
    const cap = draft.getByRole('group', { name: 'Fare cap 1' });
    await cap.getByRole('combobox', { name: 'From', exact: true }).selectOption({ label: 'Airport' });
    await choose(page, cap, 'From airport', 'BLR', /BLR/);
    await cap.getByRole('combobox', { name: 'To', exact: true }).selectOption({ label: 'Airport' });
    await choose(page, cap, 'To airport', 'DEL', /DEL/);
    await cap.getByLabel('Max fare per traveller').fill('4000');
    await draft.getByRole('button', { name: 'Save draft' }).click();
    const simulator = page.getByRole('region', { name: 'Simulator' });
    await simulator.getByRole('button', { name: 'Simulate the last 90 days' }).click();
    await expect(simulator.getByRole('table', { name: 'Simulation by rule' })).toBeVisible();
    await page.getByRole('button', { name: /^Publish from / }).click();
    await page.getByRole('dialog', { name: 'Publish?' }).getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('region', { name: 'Version in force' })).toContainText('4,000');
  });

  await test.step('a per-diem plan for the traveller', async () => {
    await openTab(page, 'Per diem');
    await page.getByRole('button', { name: 'Add plan' }).click();
    const dialog = page.getByRole('dialog', { name: /plan/ });
    await dialog.getByRole('textbox', { name: /^Plan name/ }).fill('Road warriors');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Rates and people of Road warriors' }).click();
    await page.getByRole('button', { name: 'Add rate' }).click();
    await choose(page, page, 'Location, row 1', 'Domestic', /^Domestic/);
    for (const [label, amount] of [['Lodging', '7000'], ['Meals', '2000'], ['Incidentals', '1000']] as const) await page.getByLabel(`${label}, row 1`).fill(amount);
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect(page.getByText('Some rates need a look')).toHaveCount(0);
    await choose(page, page, 'Add a person', 'Rahul', /Rahul/);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('table', { name: 'People on Road warriors' })).toContainText('Rahul');
  });

  await test.step('the traveller’s visa verified', async () => {
    await openTab(page, 'Visas');
    await page.getByRole('button', { name: /^Verify the .* visa of Rahul/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify visa' });
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the traveller meets every rule', async () => {
    const search = rahul.page;
    await search.goto(`/flights/oneway-search?fs=${onewayFs('BLR', 'GOI')}`);
    await expect(offerRows(search.getByRole('region', { name: /^Onward flights / })).first()).toContainText(`Blocked: ${BLOCKED}`);

    await search.goto(`/flights/oneway-search?fs=${onewayFs('BLR', 'DEL')}`);
    const rows = offerRows(search.getByRole('region', { name: /^Onward flights / }));
    const capped = rows.filter({ hasText: 'Out of policy' }).first();
    await expect(capped).toBeVisible();
    const name = (await capped.getAttribute('aria-label'))!;
    await capped.getByRole('button', { name: `Select ${name}` }).click();
    await search.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).click();
    await expect(search.getByText(/policy limit of ₹4,000/).first()).toBeVisible();
    await expect(search.getByLabel(/Reason for choosing/).first()).toBeVisible();

    await search.goto(`/trips/${trip!.tripid}`);
    await expect(imprest).not.toHaveText(imprestBefore!);

    await search.goto('/profile');
    await expect(search.getByRole('region', { name: 'Visas' })).toContainText('Verified');
  });
  await rahul.context.close();
});
