import { DEMO_PASSWORD, test, expect, login } from './support/fixtures';

const landings: Array<[string, string, string]> = [
  ['traveller@acme.test', '/flights', 'Flights'],
  ['manager@acme.test', '/trips', 'Trips'],
  ['traveladmin@acme.test', '/travel-admin', 'Travel Admin'],
  ['superadmin@acme.test', '/dashboard', 'Dashboard'],
  ['finance@acme.test', '/reports', 'Reports'],
  ['unverified@acme.test', '/profile', 'Profile'],
  ['traveller@globex.test', '/flights', 'Flights'],
  ['owner@sme.test', '/flights', 'Flights'],
];

for (const [userid, path, heading] of landings) {
  test(`${userid} lands on ${path}`, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await login(page, userid);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('the login page works before its script: nothing loads until the user acts, and a Login pressed early goes through', async ({ page }) => {
  const appRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/start-app-[\w-]+\.js$/.test(request.url())) appRequests.push(request.url());
  });
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(appRequests).toEqual([]);

  await page.getByLabel('Email').fill('traveller@acme.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => appRequests.length).toBe(1);
  releaseApp();
  await expect(page).toHaveURL('/flights');
  await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/');
  await login(page, 'traveller@acme.test', 'Wrong@12345');
  await expect(page.getByRole('alert')).toContainText('Invalid userid or password');
  await expect(page).toHaveURL('/');
});

test('an unknown user gets the same message as a wrong password', async ({ page }) => {
  await page.goto('/');
  await login(page, 'nobody@acme.test', 'Wrong@12345');
  await expect(page.getByRole('alert')).toContainText('Invalid userid or password');
});

test('a deep link asks for login and then returns to the exact link', async ({ page }) => {
  await page.goto('/trips?status=pending#latest');
  await expect(page).toHaveURL(/\/\?redirect_to=/);
  const redirect = new URL(page.url()).searchParams.get('redirect_to');
  expect(redirect).toBe('/trips?status=pending#latest');
  await login(page, 'traveller@acme.test');
  await expect(page).toHaveURL('/trips?status=pending#latest');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
});

test('/login shows the login form at / and keeps where to go next', async ({ page }) => {
  await page.goto('/login?redirect_to=%2Ftrips');
  await expect(page).toHaveURL('/?redirect_to=%2Ftrips');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await login(page, 'traveller@acme.test');
  await expect(page).toHaveURL('/trips');
});

test('a logged-in user opening the login page goes to their home', async ({ page }) => {
  await page.goto('/');
  await login(page, 'manager@acme.test');
  await expect(page).toHaveURL('/trips');
  await page.goto('/');
  await expect(page).toHaveURL('/trips');
});

test('a module the user lacks sends them to their home path', async ({ page }) => {
  await page.goto('/');
  await login(page, 'owner@sme.test');
  await expect(page).toHaveURL('/flights');
  await page.goto('/visa-booking');
  await expect(page).toHaveURL('/flights');
});

test('logout ends the session and guarded pages ask for login again', async ({ page }) => {
  await page.goto('/');
  await login(page, 'traveller@acme.test');
  await expect(page).toHaveURL('/flights');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/flights');
  await expect(page).toHaveURL(/\/\?redirect_to=%2Fflights/);
});

test('the login page leads to both sign-up pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/register');
  await page.goto('/');
  await page.getByRole('link', { name: 'SME sign-up' }).click();
  await expect(page).toHaveURL('/smesignup');
  await expect(page.getByLabel('SME/Firm Name')).toBeVisible();
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
