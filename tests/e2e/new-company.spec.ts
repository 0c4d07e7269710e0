import type { Page } from '@playwright/test';
import { expect, login, testWithServer } from './support/fixtures';
import { LOGIN_TIMEOUT_MS, PAYMENT_TIMEOUT_MS } from './support/timeouts';
import { offerRows, searchFlights } from './flights-steps';
import { apiSession, createTripThroughForm, runTripAction } from './trips-steps';

/*
 * A company sets itself up from the screens (docs/features/admin-roles.md): whoever registers a
 * corporate runs it, adds its department, cost centre and project, imports its people from a CSV
 * file, gives a coordinator a traveller, adds a required trip field and welcomes everyone. The
 * imported traveller activates the mailed link, reads the welcome, creates a trip on the company's
 * project with the field answered and puts a flight on it; the manager from the CSV approves the
 * trip, and the traveller books it.
 */

// A server of its own with the demo mailbox, which hands out the activation link.
const test = testWithServer({ DEMO_MAILBOX: '1' });
// A long walk: a step that cannot happen fails in half a minute instead of at the end of the test's time.
test.use({ actionTimeout: 30_000 });

const FOUNDER = { email: 'founder@kestrel.test', password: 'secret1' };
const TRAVELLER = { email: 'asha@kestrel.test', name: 'Asha Menon', password: 'Travel2026' };
const WELCOME = 'Welcome to Kestrel Labs';
const TRIP = 'Hyderabad customer pilot';

const PEOPLE_CSV = [
  'email,firstname,lastname,mobile,gender,birthdate,role,manageremail,departmentcode',
  `${TRAVELLER.email},Asha,Menon,9845011111,Female,1991-04-12,employee,${FOUNDER.email},ENG`,
  `ravi@kestrel.test,Ravi,Shah,9845022222,Male,1988-09-30,travelcoordinator,${FOUNDER.email},ENG`,
].join('\n');

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openAdmin(page: Page, item: 'Travel Admin' | 'Finance Admin', tab: string): Promise<void> {
  await nav(page).getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** Trip masters → one list → Add → fill → Save; the new row shows in the list. */
async function addMaster(page: Page, list: string, noun: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>, shown: string) {
  await page.getByRole('tablist', { name: 'Trip masters' }).getByRole('tab', { name: list }).click();
  await page.getByRole('button', { name: `Add ${noun}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${noun}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: list }).getByText(shown, { exact: true })).toBeVisible();
}

async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, field: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a new company sets itself up from the screens; its traveller books a flight with its masters and fields', async ({ page, request }) => {
  test.setTimeout(480_000);

  // Registration: the registrant of a corporate runs it.
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Corporate' }).check();
  await page.getByLabel('Salutation').selectOption('Mr');
  await page.getByLabel('First Name').fill('Vikram');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Company Name').fill('Kestrel Labs');
  await page.getByLabel('Work Email').fill(FOUNDER.email);
  await page.getByLabel('Mobile').fill('9845000000');
  await page.getByLabel('Password', { exact: true }).fill(FOUNDER.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/registration-success');
  await page.getByRole('button', { name: 'Login' }).click();
  await login(page, FOUNDER.email, FOUNDER.password);
  await expect(page).toHaveURL('/flights', { timeout: LOGIN_TIMEOUT_MS });

  // Department → cost centre → project.
  await openAdmin(page, 'Travel Admin', 'Trip masters');
  await addMaster(page, 'Departments', 'department', async (d) => {
    await d.getByRole('textbox', { name: /^Name/ }).fill('Engineering');
    await d.getByRole('textbox', { name: /^Code/ }).fill('ENG');
  }, 'Engineering');
  await addMaster(page, 'Cost centres', 'cost centre', async (d) => {
    await d.getByRole('textbox', { name: /^Name/ }).fill('Platform');
    await d.getByRole('textbox', { name: /^Code/ }).fill('PLT');
    await choose(page, d, /^Department/, 'Engineering (ENG)');
  }, 'Platform');
  await addMaster(page, 'Projects', 'project', async (d) => {
    await d.getByRole('textbox', { name: /^Name/ }).fill('Atlas rollout');
    await d.getByRole('textbox', { name: /^Code/ }).fill('ATLAS');
    await choose(page, d, /^Cost centre/, 'Platform (PLT)');
  }, 'Atlas rollout');

  // People from a CSV file: checked first, then imported.
  await page.getByRole('tab', { name: 'Import / export', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'List' })).toHaveValue('People');
  await page.locator('input[type=file]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(PEOPLE_CSV) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('2 row(s) ready to import')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('2 row(s) imported')).toBeVisible();

  // The traveller's activation link goes out from People.
  await page.getByRole('tab', { name: 'People', exact: true }).click();
  await page.getByRole('button', { name: `Resend activation to ${TRAVELLER.name}` }).click();
  let link = '';
  await expect(async () => {
    const answer = await request.get(`/api/demo/mailbox?to=${encodeURIComponent(TRAVELLER.email)}`);
    const { mail } = (await answer.json()) as { mail: { body: string }[] };
    link = /\/confirm-invite\?webtoken=\S+/.exec(mail[0]?.body ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass();

  // The imported coordinator handles the traveller.
  await page.getByRole('tab', { name: 'Coordinators', exact: true }).click();
  await page.getByRole('button', { name: 'Travellers of Ravi Shah' }).click();
  await page.getByRole('combobox', { name: 'Add a traveller' }).fill('Asha');
  await page.getByRole('option', { name: new RegExp(TRAVELLER.name) }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Travellers of Ravi Shah' }).getByText(TRAVELLER.name)).toBeVisible();

  // A required field on the trip form.
  await page.getByRole('tab', { name: 'Custom fields', exact: true }).click();
  await page.getByRole('button', { name: 'Add field' }).click();
  const field = page.getByRole('dialog', { name: 'New field' });
  await field.getByRole('textbox', { name: /^Label/ }).fill('Client code');
  await field.getByRole('checkbox', { name: 'Required' }).check();
  await field.getByRole('button', { name: 'Save' }).click();
  await expect(field).toBeHidden();
  await expect(page.getByRole('table', { name: 'Custom fields of createtrip' }).getByText('Client code')).toBeVisible();

  // A welcome message to everyone.
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  await page.getByRole('button', { name: 'New message' }).click();
  const message = page.getByRole('dialog', { name: 'New message' });
  await expect(message.getByRole('combobox', { name: /^To/ })).toHaveValue('Everyone');
  await message.getByRole('textbox', { name: /^Title/ }).fill(WELCOME);
  await message.getByRole('textbox', { name: /^Message/ }).fill('Book your trips here from today.');
  await message.getByRole('button', { name: 'Save' }).click();
  await expect(message).toBeHidden();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  // The traveller activates the account from the mailed link and reads the welcome.
  await page.goto(link);
  await expect(page.getByText(`Kestrel Labs invited ${TRAVELLER.email}`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(TRAVELLER.password);
  await page.getByLabel('Confirm new password').fill(TRAVELLER.password);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await login(page, TRAVELLER.email, TRAVELLER.password);
  await expect(page).toHaveURL('/flights', { timeout: LOGIN_TIMEOUT_MS });
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('list', { name: 'Notifications list' }).getByText(WELCOME)).toBeVisible();
  await page.keyboard.press('Escape');

  // A trip on the company's project, with the company's field answered (refused until it is).
  await nav(page).getByRole('link', { name: 'Trips' }).click();
  await page.getByRole('link', { name: 'Create trip' }).click();
  await createTripThroughForm(page, TRIP, true, async () => {
    await page.getByRole('combobox', { name: 'Project / cost centre' }).click();
    await page.getByRole('option', { name: 'Atlas rollout (ATLAS)' }).click();
    await page.getByRole('button', { name: 'Save trip' }).click();
    await expect(page.getByText('Client code is required')).toBeVisible();
    await page.getByRole('textbox', { name: /^Client code/ }).fill('KST-42');
  });
  await expect(page).toHaveURL(/\/trips\/\d+$/);
  const tripid = page.url().split('/').pop()!;

  // A flight chosen from the trip goes on it.
  await page.getByRole('group', { name: 'Book services' }).getByRole('button', { name: 'Flights' }).click();
  await expect(page.getByRole('region', { name: 'Trip session' })).toContainText(TRIP);
  await searchFlights(page, {
    triptype: 'One way',
    from: { typed: 'beng', choice: 'Bengaluru (BLR)' },
    to: { typed: 'hyd', choice: 'Hyderabad (HYD)' },
  });
  const offer = offerRows(page.getByRole('region', { name: /^Onward flights / })).first();
  const flight = (await offer.getAttribute('aria-label'))!;
  await offer.getByRole('button', { name: `Select ${flight}` }).click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book' }).click();
  await expect(page.getByLabel('Traveller 1 First Name')).toHaveValue('Asha');
  await page.getByRole('button', { name: 'Add to Trip' }).click();
  await expect(page).toHaveURL(`/trips/${tripid}`);
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('row').filter({ hasText: 'flight' })).toHaveCount(1);
  await runTripAction(page, 'Submit for approval', 'Submit');
  await page.getByRole('button', { name: 'Logout' }).click();

  // The traveller's manager (the founder, from the CSV) approves the trip.
  await login(page, FOUNDER.email, FOUNDER.password);
  await nav(page).getByRole('link', { name: /^Approvals/ }).click();
  const asked = `trip ${tripid} of ${TRAVELLER.name}`;
  await page.getByRole('article', { name: `Approval request: ${asked}` }).getByRole('button', { name: `Approve ${asked}` }).click();
  await expect(page.getByRole('status')).toContainText(`Trip approved (trip ${tripid})`);
  await page.getByRole('button', { name: 'Logout' }).click();

  // The traveller books the approved trip: the flight is booked on the company's account.
  await login(page, TRAVELLER.email, TRAVELLER.password);
  await expect(page).toHaveURL('/flights', { timeout: LOGIN_TIMEOUT_MS });
  await nav(page).getByRole('link', { name: 'Trips' }).click();
  await page.getByRole('link', { name: TRIP }).click();
  await runTripAction(page, 'Book trip', 'Book');
  await expect(page.getByText('The trip was booked.')).toBeVisible({ timeout: PAYMENT_TIMEOUT_MS });
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('row').filter({ hasText: 'flight' })).toContainText(/FL[\w-]*\d/);

  // What the company holds: the trip on its project with the answer, the flight on the trip.
  const asTraveller = await apiSession(request, TRAVELLER.email, TRAVELLER.password);
  const trips = (await (await asTraveller({ opid: 'TG-EXPENSE', action: 'gettripscreatedbyprofile', limit: 20 })).json()) as { list: { tripid: string; trip_projectid: string }[] };
  expect(trips.list.find((t) => t.tripid === tripid)?.trip_projectid).toMatch(/\S/);
  const asFounder = await apiSession(request, FOUNDER.email, FOUNDER.password);
  const answers = await asFounder({ opid: 'TG-EXPENSE', action: 'getcustomfieldanswers', channel: 'createtrip', recordid: tripid });
  expect(((await answers.json()) as { CustomFieldAnswer: { value: string }[] }).CustomFieldAnswer.map((a) => a.value)).toEqual(['KST-42']);
});
