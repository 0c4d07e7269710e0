#!/usr/bin/env node
/*
 * `npm run size`: the first-load budget (docs/architecture.md#first-load). Builds the app with a
 * manifest into a temporary folder and measures gzipped bytes the way a browser would fetch them:
 *  - the first page (the login page at `/`): the entry and the app it loads at the user's first touch
 *    (src/start-app.tsx), each with everything it imports statically, plus the `/` route's own
 *    chunks — at most 190 KiB of JavaScript;
 *  - the stylesheets the first page links — at most 15 KiB;
 *  - every route's own chunk (what `tsr-split` cuts off a route file) — at most 60 KiB.
 * Prints a table of the heaviest routes and exits 1 when a budget is passed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KIB = { firstPageJs: 190, firstPageCss: 15, routeChunk: 60 };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APP = 'src/start-app.tsx';
const LOGIN_ROUTE = 'src/routes/index.tsx?tsr-split=component';

function build(outDir) {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Sizes and the static import graph of one build. */
export function measure(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const kib = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = manifest[APP] ? closure(APP, closure(entry)) : closure(entry);
  const sum = (keys) => [...keys].reduce((total, key) => total + kib(manifest[key].file), 0);
  const beyondInitial = (key) => new Set([...closure(key)].filter((k) => !initial.has(k)));
  const firstPageCss = [...initial].flatMap((key) => manifest[key].css ?? []);
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/routes/'))
    .map((key) => ({ route: key.replace(/\?tsr-split=.*$/, ''), own: kib(manifest[key].file), withDeps: sum(beyondInitial(key)) }))
    .sort((a, b) => b.own - a.own);
  return {
    firstPageJs: sum(initial) + (manifest[LOGIN_ROUTE] ? sum(beyondInitial(LOGIN_ROUTE)) : 0),
    firstPageCss: [...new Set(firstPageCss)].reduce((total, file) => total + kib(file), 0),
    routes,
  };
}

function report({ firstPageJs, firstPageCss, routes }) {
  const over = [];
  const line = (label, value, budget) => {
    const passed = value <= budget;
    if (!passed) over.push(label);
    console.log(`${label.padEnd(44)} ${value.toFixed(1).padStart(7)} KiB  (budget ${budget})  ${passed ? 'ok' : 'OVER'}`);
  };
  line('first page JavaScript (login, gzipped)', firstPageJs, BUDGET_KIB.firstPageJs);
  line('first page CSS (gzipped)', firstPageCss, BUDGET_KIB.firstPageCss);
  for (const { route, own } of routes) if (own > BUDGET_KIB.routeChunk) line(`route ${route}`, own, BUDGET_KIB.routeChunk);
  console.log('\nheaviest routes: own chunk / with what they add to the first page (KiB gzipped)');
  for (const { route, own, withDeps } of routes.slice(0, 10)) console.log(`  ${own.toFixed(1).padStart(6)} ${withDeps.toFixed(1).padStart(7)}  ${route}`);
  return over;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = mkdtempSync(join(tmpdir(), 'voyage-size-'));
  try {
    build(outDir);
    const over = report(measure(outDir));
    if (over.length) {
      console.error(`\nsize budget passed by: ${over.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
