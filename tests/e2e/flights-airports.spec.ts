import { expect, login, test } from './support/fixtures';
import { airportField, airportList, airportOptions, openFlightSearch } from './flights-steps';
import { signInAs } from './trips-steps';

/*
 * Airport search in the real search form (docs/product.md#validation-rules): the server's ranking as the field lists
 * it, and no search at all for 2 characters or fewer.
 */

test('airport search: the code and the city both list Bengaluru first, its former name finds it; Delhi first for its code', async ({ page }) => {
  await signInAs(page, 'traveller@acme.test', login);
  await openFlightSearch(page);
  const from = airportField(page, 'From');
  const options = airportOptions(page);

  // A user without history is offered the spec's default airports, Ahmedabad first.
  await from.click();
  await expect(airportList(page).getByText('Popular airports')).toBeVisible();
  await expect(options.first()).toHaveAccessibleName(/^Ahmedabad \(AMD\)/);

  for (const typed of ['BLR', 'blr', 'beng']) {
    await from.fill(typed);
    await expect(page.getByLabel('Searching airports')).toHaveCount(0);
    await expect(options.first()).toHaveAccessibleName(/^Bengaluru \(BLR\) Kempegowda International Airport, India$/);
  }
  // The city's former name finds it too ('Bangalore'), among other cities starting 'Bang'.
  await from.fill('bang');
  await expect(page.getByLabel('Searching airports')).toHaveCount(0);
  await expect(options.filter({ hasText: 'Bengaluru (BLR)' })).toHaveCount(1);
  await from.fill('del');
  await expect(page.getByLabel('Searching airports')).toHaveCount(0);
  await expect(options.first()).toHaveAccessibleName(/^Delhi \(DEL\) Indira Gandhi International Airport, India$/);
  await options.first().click();
  await expect(from).toHaveValue('Delhi (DEL)');
});

test('airport search: 2 characters search nothing and list nothing; the third searches', async ({ page }) => {
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/airports') searched.push(url.searchParams.get('searchkey') ?? '');
  });
  await signInAs(page, 'traveller@acme.test', login);
  await openFlightSearch(page);
  const from = airportField(page, 'From');
  const options = airportOptions(page);

  await from.click();
  await expect(options.first()).toBeVisible();
  await from.pressSequentially('be');
  await expect(from).toHaveValue('be');
  // Nothing loading and nothing listed: the field does not search 2 characters. (A searchable key
  // shows the loader in the same render as the text, so this instant check would see it.)
  expect(await page.getByLabel('Searching airports').count()).toBe(0);
  await expect(options).toHaveCount(0);
  await expect(page.getByText('No airports found')).toHaveCount(0);

  const third = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/airports');
  await from.press('n');
  expect(new URL((await third).url()).searchParams.get('searchkey')).toBe('ben');
  // An exact code comes first (Benina, BEN), then the cities starting 'ben'.
  await expect(options.first()).toHaveAccessibleName(/^Benina \(BEN\)/);
  await expect(options.filter({ hasText: 'Bengaluru (BLR)' })).toHaveCount(1);

  // Back to 2 characters: the earlier answer is not shown any more.
  await from.press('Backspace');
  await expect(from).toHaveValue('be');
  await expect(options).toHaveCount(0);
  await from.fill(' d ');
  await expect(options).toHaveCount(0);
  expect(searched).toEqual(['ben']);
});
