/**
 * The hotel results page in Chromium (docs/features/hotels.md "Performance"): the built app (dist/,
 * `vite build` first) served by the real server (server/main.ts, a fresh PGlite, the demo seed),
 * driven by Debian's Chromium through Playwright, as flight-results-chromium.bench.ts does.
 * traveller@acme.test opens the Bengaluru results (about 2,000 hotels: the sandbox's wide city) and
 * we measure, per run, against the targets below:
 * - time to first results: navigation start to the first hotel card in the DOM (in-page clock);
 * - filter interactions (tick 4-star, then 'Free cancellation only'): from the click, in the page,
 *   to the frame after the list changed;
 * - long tasks ('longtask' entries, > 50 ms on the main thread) while the list is scrolled from top
 *   to bottom, a screenful per frame.
 * Prints the medians and exits 1 when one misses its target.
 * Env: BENCH_CHROMIUM_RUNS (3), BENCH_DIST_DIR (default dist), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { freePort } from '../tests/e2e/support/server';
import { chromiumLogin } from './chromium-login';

const RUNS = Number(process.env.BENCH_CHROMIUM_RUNS ?? 3);
const DIST_DIR = resolve(process.env.BENCH_DIST_DIR ?? 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { firstResultsMs: 1500, filterMs: 100, scrollLongTasks: 0 };

async function startApp(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) throw new Error(`${DIST_DIR} has no build: vite build first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'voyage-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (const until = Date.now() + 60_000; ;) {
    if (
      await fetch(`${url}/index.html`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    if (Date.now() > until) throw new Error('the server did not come up');
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

/** The day `days` after today in India, YYYY-MM-DD (the sandbox's today). */
const indiaDay = (days: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Installed before the app loads: long tasks, and the moment the first hotel card appears. */
function observe() {
  const w = window as unknown as { __bench: { longtasks: number[][]; firstCardAt: number } };
  w.__bench = { longtasks: [], firstCardAt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longtasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const seen = new MutationObserver(() => {
    if (!document.querySelector('[role="listitem"] article')) return;
    w.__bench.firstCardAt = performance.now();
    seen.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () => seen.observe(document.body, { childList: true, subtree: true }));
}

/**
 * Clicks the control in the page and answers the ms until the frame after the list changed: its
 * count or its cards ('Free cancellation only' keeps every hotel but shows its refundable price).
 */
function clickUntilListChanges(control: HTMLElement): Promise<number> {
  const list = document.querySelector('[role="list"][aria-label="Hotels"]');
  const status = [...document.querySelectorAll('[role="status"]')].find((e) => / hotels$/.test(e.textContent ?? ''));
  if (!list || !status) throw new Error('no hotel list on the page');
  return new Promise((done) => {
    const started = performance.now();
    const changed = new MutationObserver(() => {
      changed.disconnect();
      requestAnimationFrame(() => done(performance.now() - started));
    });
    for (const watched of [list, status])
      changed.observe(watched, { childList: true, subtree: true, characterData: true });
    control.click();
  });
}

/** Scrolls the list a screenful per frame to its bottom; answers when the scroll started. */
function scrollToBottom(): Promise<number> {
  const region = document.querySelector<HTMLElement>('[role="region"][aria-label^="Hotels: "]');
  if (!region) throw new Error('no hotel list on the page');
  const started = performance.now();
  return new Promise((done) => {
    const step = () => {
      region.scrollTop += region.clientHeight;
      if (region.scrollTop + region.clientHeight >= region.scrollHeight - 1) done(started);
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/** One run's figures (ms, and the long tasks' count). */
async function oneRun(page: Page, url: string) {
  await chromiumLogin(page, url);

  const hs = `in-bengaluru;${indiaDay(21)};${indiaDay(23)};2`;
  await page.goto(`${url}/hotels/results?hs=${encodeURIComponent(hs)}`);
  await page.waitForFunction(
    () => (window as unknown as { __bench: { firstCardAt: number } }).__bench.firstCardAt > 0,
    null,
    { timeout: 60_000 },
  );
  const firstResultsMs = await page.evaluate(
    () => (window as unknown as { __bench: { firstCardAt: number } }).__bench.firstCardAt,
  );
  // Settled: the page's idle work (overscan, the map's data) done before anything is timed.
  await page.waitForTimeout(1_000);

  const scrollStart = await page.evaluate(scrollToBottom);
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(
    () => (window as unknown as { __bench: { longtasks: number[][] } }).__bench.longtasks,
  );
  const scrollTasks = tasks.filter(([start]) => start! >= scrollStart);

  const panel = page.getByRole('region', { name: 'Sort and filter' });
  const fourStarMs = await panel.getByRole('checkbox', { name: /^4-star \(/ }).evaluate(clickUntilListChanges);
  await page.waitForTimeout(500);
  const freeCancellation = panel.getByRole('checkbox', { name: /^Free cancellation only \(/ });
  const freeCancellationMs = await freeCancellation.evaluate(clickUntilListChanges);
  return {
    firstResultsMs,
    fourStarMs,
    freeCancellationMs,
    scrollLongTasks: scrollTasks.length,
    scrollLongestMs: scrollTasks.reduce((m, [, d]) => Math.max(m, d!), 0),
  };
}

type RunResult = Awaited<ReturnType<typeof oneRun>>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

async function main(): Promise<number> {
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const runs: RunResult[] = [];
  try {
    for (let n = 0; n < RUNS; n++) {
      // A fresh context per run: no HTTP cache, no service worker, a new login.
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      // tsx names inner functions with an __name helper; functions sent to the page need it too.
      await page.addInitScript({ content: 'window.__name = (f) => f;' });
      await page.addInitScript(observe);
      runs.push(await oneRun(page, app.url));
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  const med = (f: (r: RunResult) => number) => Math.round(median(runs.map(f)));
  const rows = [
    { measure: 'time to first results (ms)', median: med((r) => r.firstResultsMs), target: TARGETS.firstResultsMs },
    { measure: 'filter: tick 4-star (ms)', median: med((r) => r.fourStarMs), target: TARGETS.filterMs },
    { measure: "filter: 'Free cancellation' (ms)", median: med((r) => r.freeCancellationMs), target: TARGETS.filterMs },
    { measure: 'long tasks while scrolling', median: med((r) => r.scrollLongTasks), target: TARGETS.scrollLongTasks },
    { measure: '  longest of them (ms)', median: med((r) => r.scrollLongestMs), target: null },
  ];
  console.log(`Hotel results in Chromium (${CHROMIUM}), Bengaluru, 2 nights, 2 adults: median of ${RUNS} runs`);
  console.table(rows.map((r) => ({ ...r, ok: r.target === null ? '' : r.median <= r.target ? 'yes' : 'NO' })));
  return rows.every((r) => r.target === null || r.median <= r.target) ? 0 : 1;
}

main().then(process.exit, (error: unknown) => {
  console.error(error);
  process.exit(1);
});
