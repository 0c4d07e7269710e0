import { defineConfig, devices } from '@playwright/test';

/** The journeys (tests/e2e/journeys) walk the whole app on a phone and a tablet; every other spec runs on the desktop. */
const JOURNEYS = /journeys\/.*\.spec\.ts$/;

/**
 * Debian's Chromium, never a downloaded browser (docs/architecture.md#tooling-notes). Each spec file starts its own
 * server on a fresh database through the `server` fixture, so tests can stop it to go offline.
 * Screenshot baselines live under tests/e2e/__screenshots__, one per project, in CSS pixels.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: false,
  // One spec file at a time: two workers on CI's 2 cores ran no faster (each with its own server and
  // browser, they starved each other) and argon2 logins then overran their waits.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}-{projectName}{ext}',
  expect: { timeout: 10_000, toHaveScreenshot: { scale: 'css', animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } },
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: JOURNEYS },
    {
      name: 'phone',
      testMatch: JOURNEYS,
      // A Pixel 7's Chrome (user agent, touch, mobile viewport) at the 390 × 844 the layouts are made for.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 3 },
    },
    {
      name: 'tablet',
      testMatch: JOURNEYS,
      // An Android tablet held upright: wider than the `sm` breakpoint, so it gets the desktop header, by touch.
      use: { ...devices['Galaxy Tab S4'], viewport: { width: 820, height: 1180 }, screen: { width: 820, height: 1180 } },
    },
  ],
});
