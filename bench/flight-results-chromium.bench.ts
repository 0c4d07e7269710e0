/**
 * The flight results list in Chromium (issue 6): the built app (dist/, `vite build` first) served by
 * the real server (server/main.ts, a fresh PGlite, the demo seed), driven by Debian's Chromium
 * through Playwright. traveller@acme.test opens the BOM→CCU one-way results (5,000 offers: the
 * sandbox's wide search) and we measure, per run:
 * - time to first results: from navigation start to the first offer row in the DOM (in-page clock);
 * - interaction latency while toggling filters (Non-stop, an airline, Refundable only, In policy only
 *   when offered, Clear filters): the Event Timing API's duration per interaction, the same figure
 *   INP takes (input to the next paint), and the time until the list's count says the new result;
 * - long tasks ('longtask' entries, > 50 ms on the main thread) and frame gaps while the virtual
 *   list is scrolled with the mouse wheel from top to far down and back.
 * Env: BENCH_CHROMIUM_RUNS (3), BENCH_APP_DIR (the checkout whose server and dist/ are run; default
 * this one: point it at another checkout to measure a before/after), BENCH_DIST_DIR (the build to
 * serve; default <app>/dist), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { freePort } from '../tests/e2e/support/server';
import { chromiumLogin } from './chromium-login';

const RUNS = Number(process.env.BENCH_CHROMIUM_RUNS ?? 3);
const APP_DIR = resolve(process.env.BENCH_APP_DIR ?? '.');
const DIST_DIR = resolve(process.env.BENCH_DIST_DIR ?? join(APP_DIR, 'dist'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Wheel steps of the scroll (down, then back up), each a screenful or so, 16 ms apart. */
const WHEEL_STEPS = 60;
const WHEEL_PX = 700;

interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

async function startApp(): Promise<RunningApp> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) throw new Error(`${DIST_DIR} has no build: run 'npx vite build' first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'voyage-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: APP_DIR,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/index.html`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the server did not come up');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The day `days` after today in India, YYYY-MM-DD (the sandbox's today). */
const indiaDay = (days: number) => new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Installed before the app loads: event timing (every interaction, durationThreshold 16 ms, the
 * smallest allowed), long tasks, and the moment the first offer row appears.
 */
function observe() {
  const w = window as unknown as Record<string, unknown>;
  const events: { name: string; id: number; duration: number; start: number }[] = [];
  const longtasks: { start: number; duration: number }[] = [];
  w.__bench = { events, longtasks, firstRowAt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      if (e.interactionId) events.push({ name: e.name, id: e.interactionId, duration: e.duration, start: e.startTime });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const seen = new MutationObserver(() => {
    if (document.querySelector('[role="listitem"] article')) {
      (w.__bench as { firstRowAt: number }).firstRowAt = performance.now();
      seen.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => seen.observe(document.body, { childList: true, subtree: true }));
}

interface Bench {
  events: { name: string; id: number; duration: number; start: number }[];
  longtasks: { start: number; duration: number }[];
  firstRowAt: number;
}
const benchState = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

interface Toggle {
  name: string;
  /** Clicks the control. */
  act: (page: Page) => Promise<void>;
}

function toggles(page: Page, withPolicy: boolean): Toggle[] {
  const panel = page.getByRole('region', { name: 'Sort and filter' });
  const list: Toggle[] = [
    { name: 'Non-stop on', act: () => panel.getByRole('checkbox', { name: 'Non-stop', exact: true }).click() },
    { name: 'Non-stop off', act: () => panel.getByRole('checkbox', { name: 'Non-stop', exact: true }).click() },
    { name: 'IndiGo on', act: () => panel.getByRole('checkbox', { name: /^IndiGo \(/ }).click() },
    { name: 'Refundable only', act: () => panel.getByRole('radio', { name: 'Refundable only', exact: true }).click() },
    { name: 'Any fare', act: () => panel.getByRole('radio', { name: 'Any fare', exact: true }).click() },
  ];
  if (withPolicy) {
    list.push(
      { name: 'In policy only', act: () => panel.getByRole('radio', { name: 'In policy only', exact: true }).click() },
      { name: 'All fares', act: () => panel.getByRole('radio', { name: 'All fares', exact: true }).click() },
    );
  }
  list.push({ name: 'Clear filters', act: () => panel.getByRole('button', { name: 'Clear filters' }).click() });
  return list;
}

interface RunResult {
  firstResultsMs: number;
  bootMs: number;
  /** The results answer (the biggest service answer): requested, last byte, bytes on the wire. */
  resultsStart: number;
  resultsEnd: number;
  resultsBytes: number;
  /** Per toggle: the longest event duration of its interaction, and click → the last DOM change. */
  interactions: { name: string; inp: number; settled: number }[];
  scrollLongTasks: number;
  scrollLongTaskMs: number;
  scrollLongestTaskMs: number;
  /** Frame gaps during the scroll, p95 and max. */
  frameP95: number;
  frameMax: number;
  /** Long tasks from navigation to the first results (parse, index, first render). */
  loadLongTasks: number;
  loadLongestTaskMs: number;
}

async function oneRun(page: Page, url: string): Promise<RunResult> {
  const fs = `oneway;domestic;economy;1;0;0;BOM;CCU;${indiaDay(21)}`;
  await page.goto(`${url}/flights/oneway-search?fs=${encodeURIComponent(fs)}`);
  await page.locator('[role="listitem"] article').first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as { __bench: Bench }).__bench.firstRowAt > 0);
  const loaded = await benchState(page);
  const firstResultsMs = loaded.firstRowAt;
  // Where the time went: the app's boot (DOMContentLoaded) and the biggest service answer (the results).
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) =>
      r.name.includes('/api/service'),
    );
    const results = calls.reduce<PerformanceResourceTiming | null>(
      (big, r) => (!big || r.encodedBodySize > big.encodedBodySize ? r : big),
      null,
    );
    return {
      bootMs: nav?.domContentLoadedEventEnd ?? 0,
      resultsStart: results?.startTime ?? 0,
      resultsEnd: results?.responseEnd ?? 0,
      resultsBytes: results?.encodedBodySize ?? 0,
    };
  });
  const loadTasks = loaded.longtasks.filter((t) => t.start <= firstResultsMs + 50);
  await page.waitForTimeout(500);

  const withPolicy = (await page.getByRole('radio', { name: 'In policy only' }).count()) > 0;
  const interactions: RunResult['interactions'] = [];
  for (const toggle of toggles(page, withPolicy)) {
    const eventsBefore = (await benchState(page)).events.length;
    // The list has settled when the DOM stops changing: the last mutation within a second of the click.
    const clickedAt = await page.evaluate(() => {
      const w = window as unknown as { __lastMutation: number; __mutations?: MutationObserver };
      w.__lastMutation = 0;
      w.__mutations?.disconnect();
      w.__mutations = new MutationObserver(() => (w.__lastMutation = performance.now()));
      w.__mutations.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      return performance.now();
    });
    await toggle.act(page);
    await page.waitForTimeout(1_000);
    const lastMutation = await page.evaluate(() => (window as unknown as { __lastMutation: number }).__lastMutation);
    const events = (await benchState(page)).events.slice(eventsBefore);
    const inp = events.reduce((m, e) => Math.max(m, e.duration), 0);
    interactions.push({ name: toggle.name, inp, settled: Math.max(0, lastMutation - clickedAt) });
  }

  // Scroll: the wheel over the list, down then back up; frames timed by requestAnimationFrame.
  const region = page.getByRole('region', { name: /^Onward flights BOM to CCU/ });
  await region.hover();
  const scrollStart = await page.evaluate(() => {
    const gaps: number[] = [];
    let last = performance.now();
    const w = window as unknown as { __frames: number[]; __stopFrames: boolean };
    w.__frames = gaps;
    w.__stopFrames = false;
    const tick = (now: number) => {
      gaps.push(now - last);
      last = now;
      if (!w.__stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return performance.now();
  });
  for (let i = 0; i < WHEEL_STEPS; i++) {
    await page.mouse.wheel(0, i < WHEEL_STEPS / 2 ? WHEEL_PX : -WHEEL_PX);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(300);
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stopFrames: boolean };
    w.__stopFrames = true;
    return w.__frames.slice(1);
  });
  const state = await benchState(page);
  const scrollTasks = state.longtasks.filter((t) => t.start >= scrollStart);
  const sortedFrames = [...frames].sort((a, b) => a - b);
  return {
    firstResultsMs,
    ...timing,
    interactions,
    scrollLongTasks: scrollTasks.length,
    scrollLongTaskMs: scrollTasks.reduce((s, t) => s + t.duration, 0),
    scrollLongestTaskMs: scrollTasks.reduce((m, t) => Math.max(m, t.duration), 0),
    frameP95: sortedFrames[Math.max(0, Math.ceil(sortedFrames.length * 0.95) - 1)] ?? 0,
    frameMax: sortedFrames.at(-1) ?? 0,
    loadLongTasks: loadTasks.length,
    loadLongestTaskMs: loadTasks.reduce((m, t) => Math.max(m, t.duration), 0),
  };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)]!;
};
const ms = (v: number) => `${v.toFixed(0)} ms`;

async function main(): Promise<void> {
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
      await chromiumLogin(page, app.url);
      runs.push(await oneRun(page, app.url));
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }

  console.log(`Flight results in Chromium (${CHROMIUM}), BOM→CCU one way (5,000 offers), ${APP_DIR}: median of ${RUNS} runs\n`);
  console.log(`  time to first results            ${ms(median(runs.map((r) => r.firstResultsMs)))}  (runs: ${runs.map((r) => ms(r.firstResultsMs)).join(', ')})`);
  const med = (f: (r: RunResult) => number) => median(runs.map(f));
  console.log(
    `    of which: app boot (DOMContentLoaded) ${ms(med((r) => r.bootMs))}; results answer requested at ${ms(med((r) => r.resultsStart))}, last byte ${ms(med((r) => r.resultsEnd))} (${(med((r) => r.resultsBytes) / 1024).toFixed(0)} KiB on the wire); last byte → first row ${ms(med((r) => r.firstResultsMs - r.resultsEnd))}`,
  );
  console.log(
    `  long tasks until then            ${median(runs.map((r) => r.loadLongTasks))}, longest ${ms(median(runs.map((r) => r.loadLongestTaskMs)))}`,
  );
  console.log('  filter toggles                   interaction (INP-like)   click → list settled');
  const names = runs[0]!.interactions.map((i) => i.name);
  for (const name of names) {
    const of = runs.map((r) => r.interactions.find((i) => i.name === name)!);
    console.log(`    ${name.padEnd(30)} ${ms(median(of.map((i) => i.inp))).padStart(10)} ${ms(median(of.map((i) => i.settled))).padStart(22)}`);
  }
  const worst = runs.map((r) => r.interactions.reduce((m, i) => Math.max(m, i.inp), 0));
  console.log(`  worst interaction (INP)          ${ms(median(worst))}`);
  console.log(
    `  scroll (${WHEEL_STEPS} wheel steps)          long tasks ${median(runs.map((r) => r.scrollLongTasks))} (total ${ms(median(runs.map((r) => r.scrollLongTaskMs)))}, longest ${ms(median(runs.map((r) => r.scrollLongestTaskMs)))}); frame gap p95 ${ms(median(runs.map((r) => r.frameP95)))}, max ${ms(median(runs.map((r) => r.frameMax)))}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
