import { test as base, expect, type Page } from '@playwright/test';
import { freePort, launchServer, type RunningServer } from './server';
import { SERVER_FIXTURE_TIMEOUT_MS } from './timeouts';

export const DEMO_PASSWORD = 'Demo@12345';

/** One server per worker, on a free port, so it can be stopped to take the app offline. */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await launchServer(await freePort());
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT_MS },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };

export async function login(page: Page, userid: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(userid);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
