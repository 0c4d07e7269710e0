/**
 * Lighthouse 12 on the login page, the trips list and the flight results (issue 16), mobile preset
 * (simulated slow 4G and a 4× slower CPU) and desktop preset, against the built app (dist/, `vite
 * build` first) served by the real server on a fresh PGlite with the demo seed, in Debian's
 * Chromium. The login page is a first visit (a fresh browser context); the logged-in pages are
 * measured in the tab that logged in (the session lives in that tab's sessionStorage, so Lighthouse
 * must not reset storage), which makes them warm starts: the service worker serves the app. Prints one row per page and preset:
 * the four category scores and FCP / LCP / TBT / CLS. Env: BENCH_LIGHTHOUSE_RUNS (1; the median
 * performance run is printed), BENCH_LIGHTHOUSE_PAGES (a comma-separated subset of login, trips,
 * results; all three by default), CHROMIUM_PATH (/usr/bin/chromium), DIST_DIR (dist).
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { onewayFs } from '../tests/e2e/flights-steps';
import { freePort, launchServer } from '../tests/e2e/support/server';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES ?? 'login,trips,results').split(',');

interface Row {
  page: string;
  preset: string;
  scores: Record<string, number>;
  metrics: Record<string, string>;
}

async function logIn(page: Page, base: string) {
  await page.goto(`${base}/`);
  await page.locator('input[name=userid]').fill('traveller@acme.test');
  await page.locator('input[type=password]').fill('Demo@12345');
  await page.locator('button[type=submit]').click();
  await page.waitForFunction(() => location.pathname !== '/', { timeout: 30_000 });
}

async function audit(page: Page, url: string, preset: 'mobile' | 'desktop'): Promise<Omit<Row, 'page' | 'preset'>> {
  // A background tab never paints (NO_FCP).
  await page.bringToFront();
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: CATEGORIES },
    preset === 'desktop' ? desktopConfig : undefined,
    page,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const metric = (id: string) => audits[id]?.displayValue ?? '-';
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
    },
  };
}

async function main() {
  const server = await launchServer(await freePort());
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const rows: Row[] = [];
  try {
    const loggedIn = await browser.newPage();
    await logIn(loggedIn, server.url);
    // The login page as a first visit each run: a context of its own, no service worker or cache.
    const firstVisit = async () => (await browser.createBrowserContext()).newPage();
    const pages: [string, string, () => Promise<Page>, string][] = [
      ['login', '/ (login)', firstVisit, `${server.url}/`],
      ['trips', '/trips', async () => loggedIn, `${server.url}/trips`],
      ['results', 'flight results', async () => loggedIn, `${server.url}/flights/oneway-search?fs=${onewayFs('BLR', 'DEL')}`],
    ];
    for (const [key, name, open, url] of pages) {
      if (!PAGES.includes(key)) continue;
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(await open(), url, preset));
        runs.sort((a, b) => a.scores.performance! - b.scores.performance!);
        rows.push({ page: name, preset, ...runs[Math.floor(runs.length / 2)]! });
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log('| page | preset | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const s = r.scores;
    const m = r.metrics;
    console.log(`| ${r.page} | ${r.preset} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${m.FCP} | ${m.LCP} | ${m.TBT} | ${m.CLS} |`);
  }
}

await main();
