import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import type { RunningServer } from './server';
import { SERVICE_WORKER_TIMEOUT_MS } from './timeouts';

/*
 * The one way the e2e specs take the app offline: a persistent Chromium profile (an installed app
 * has one; Playwright's ordinary contexts are incognito, where Chromium will not install), warmed up
 * online until the service worker controls the page, then the test file's own server stopped.
 */

export interface PersistentProfile {
  context: BrowserContext;
  page: Page;
  /** Closes the browser and deletes the profile: call it in the test's `finally`. */
  close(): Promise<void>;
}

/** A fresh persistent profile pointed at the test file's own `server`. */
export async function openPersistentProfile(
  { playwright, server }: Pick<PlaywrightWorkerArgs, 'playwright'> & { server: RunningServer },
  testInfo: TestInfo,
): Promise<PersistentProfile> {
  const profileDir = mkdtempSync(join(tmpdir(), 'voyage-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profileDir, { ...testInfo.project.use.launchOptions, baseURL: server.url });
  const close = async () => {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  };
  try {
    return { context, page: context.pages()[0] ?? (await context.newPage()), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Waits until the service worker is active and, after a reload, controls the page: from then on the shell loads offline. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // `ready` can resolve while still activating: poll for the real state.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), {
      timeout: SERVICE_WORKER_TIMEOUT_MS,
    })
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: SERVICE_WORKER_TIMEOUT_MS }).toBe(true);
}

/** Runs `steps` with the server stopped, and starts it again whatever happens (the worker's other tests need it). */
export async function whileServerStopped(server: RunningServer, steps: () => Promise<void>): Promise<void> {
  await server.stop();
  try {
    await steps();
  } finally {
    await server.start();
  }
}
