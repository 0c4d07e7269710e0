import { test as base, expect, type Page } from '@playwright/test';
import { freePort, launchServer, type RunningServer } from './server';
import { SERVER_FIXTURE_TIMEOUT_MS } from './timeouts';

export const DEMO_PASSWORD = 'Demo@12345';

/**
 * A test whose worker runs one server of its own, on a free port, started with `env` (the server's
 * environment, e.g. a short ticketing delay), so a spec can also stop it to take the app offline.
 */
export function testWithServer(env: Record<string, string> = {}, timeoutMs = SERVER_FIXTURE_TIMEOUT_MS) {
  return base.extend<object, { server: RunningServer }>({
    server: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await launchServer(await freePort(), env);
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: timeoutMs },
    ],
    baseURL: async ({ server }, use) => {
      await use(server.url);
    },
  });
}

export const test = testWithServer();

export { expect };

export async function login(page: Page, userid: string, password = DEMO_PASSWORD): Promise<void> {
  // At / the static form of index.html loads the app at the first touch and the React form then
  // replaces it (docs/architecture.md#first-load): type into the form that stays.
  await page.getByLabel('Email').click();
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await page.getByLabel('Email').fill(userid);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
