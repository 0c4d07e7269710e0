#!/usr/bin/env node
/*
 * `npm test`: every Vitest project (as vitest.config.ts declares them: server, server-postgres when
 * TEST_DATABASE_URL is set, client), the first-load size budget, then the production build and Playwright, one after another
 * as before (the machine has 2 cores; the projects share it badly). Each step's output streams as it
 * runs; the names of the Vitest tests that failed and a table of each step's time and result close the
 * run. Exits non-zero if any step failed.
 * A failed step does not stop the later ones, so one run reports on all of them.
 *
 *   node scripts/test-all.mjs                          everything
 *   node scripts/test-all.mjs --only client,e2e        some steps (names as in the table; `size` = the size budget,
 *                                                      `e2e` = build and Playwright)
 *   node scripts/test-all.mjs -- src/db/outbox-flush   filters for every step (Vitest and Playwright file filters);
 *                                                      a step left with no test file passes empty
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The environment the steps get: the one this script was started with. Loading Vitest to list its
 * projects sets NODE_ENV=development in this process, and a production build made under it ships a
 * development service worker that never activates.
 */
const stepEnv = { ...process.env };
process.chdir(root);

function parseArgs(argv) {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const filters = dash === -1 ? [] : argv.slice(dash + 1);
  let only = null;
  for (let i = 0; i < own.length; i++) {
    const arg = own[i];
    if (arg === '--only') only = own[++i];
    else if (arg.startsWith('--only=')) only = arg.slice('--only='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: node scripts/test-all.mjs [--only step,step] [-- filter...]');
      process.exit(0);
    } else {
      console.error(`test-all: unknown argument ${arg}`);
      process.exit(2);
    }
  }
  return { only: only ? new Set(only.split(',').map((s) => s.trim()).filter(Boolean)) : null, filters };
}

/** The Vitest projects vitest.config.ts declares in this environment (it adds server-postgres with TEST_DATABASE_URL). */
async function vitestProjects() {
  const { createVitest } = await import('vitest/node');
  const vitest = await createVitest('test', { watch: false, run: true });
  try {
    return vitest.projects.map((project) => project.name);
  } finally {
    await vitest.close();
  }
}

const bin = {
  vitest: join(root, 'node_modules/vitest/vitest.mjs'),
  playwright: join(root, 'node_modules/@playwright/test/cli.js'),
};

let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}

/** Runs one command with inherited output; resolves with its exit code and wall time. */
function run(command, args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: 'inherit', env: stepEnv });
    current = child;
    const done = (code) => {
      current = null;
      resolve({ code, seconds: (performance.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      console.error(`test-all: could not start ${command}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function banner(text) {
  const line = '═'.repeat(Math.max(8, 72 - text.length - 4));
  console.log(`\n══ ${text} ${line}\n`);
}

function table(results) {
  const rows = results.map((r) => [r.name, r.seconds === null ? '-' : r.seconds.toFixed(1), r.result]);
  const total = results.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
  const failed = results.some((r) => r.result === 'FAIL');
  rows.push(['total', total.toFixed(1), failed ? 'FAIL' : 'pass']);
  const head = ['step', 'seconds', 'result'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const format = (row) => `${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  ${row[2]}`;
  const rule = '-'.repeat(widths[0] + widths[1] + widths[2] + 4);
  return ['', 'Test summary', rule, format(head), rule, ...rows.slice(0, -1).map(format), rule, format(rows.at(-1)), rule].join('\n');
}

const { only, filters } = parseArgs(process.argv.slice(2));
const projects = await vitestProjects();
const wanted = (name) => !only || only.has(name);
if (only) {
  const known = new Set([...projects, 'size', 'e2e']);
  const unknown = [...only].filter((name) => !known.has(name));
  if (unknown.length) {
    console.error(`test-all: no step named ${unknown.join(', ')} (steps here: ${[...known].join(', ')})`);
    process.exit(2);
  }
}

/*
 * Each Vitest step also writes a JSON report, so the run can close by naming the tests that failed:
 * a CI log may keep only its last lines, far below where a failure was printed.
 */
const reports = mkdtempSync(join(tmpdir(), 'test-all-'));
const steps = [];
for (const project of projects.filter(wanted)) {
  const report = join(reports, `${project}.json`);
  const args = [
    bin.vitest, 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`,
    ...(filters.length ? ['--passWithNoTests', ...filters] : []),
  ];
  steps.push({ name: project, command: process.execPath, args, report });
}
// The first-load budget (scripts/size-budget.mjs): its own build, so it measures with no test filter.
if (wanted('size') && !filters.length) steps.push({ name: 'size', command: process.execPath, args: ['scripts/size-budget.mjs'] });
if (wanted('e2e')) {
  steps.push({ name: 'e2e build', command: 'npm', args: ['run', 'build'], gate: true });
  const args = [bin.playwright, 'test', ...(filters.length ? ['--pass-with-no-tests', ...filters] : [])];
  steps.push({ name: 'e2e playwright', command: process.execPath, args, needs: 'e2e build' });
}

const results = [];
for (const step of steps) {
  const blocker = step.needs && results.find((r) => r.name === step.needs && r.result !== 'pass');
  if (blocker) {
    results.push({ name: step.name, seconds: null, result: 'FAIL' });
    console.error(`test-all: ${step.name} not run: ${step.needs} failed`);
    continue;
  }
  banner(step.name);
  const { code, seconds } = await run(step.command, step.args);
  results.push({ name: step.name, seconds, result: code === 0 ? 'pass' : 'FAIL', report: step.report });
}

/** `step › file › test: first line of its error` for each failed test of a Vitest step's JSON report. */
function failedTests(result) {
  let report;
  try {
    report = JSON.parse(readFileSync(result.report, 'utf8'));
  } catch {
    return [`${result.name} › (no report: the run ended before writing it)`];
  }
  return report.testResults.flatMap((file) => {
    const path = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (!failed.length && file.status === 'failed') return [`${result.name} › ${path}: ${firstLine(file.message)}`];
    return failed.map((test) => `${result.name} › ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

function firstLine(text) {
  return (text ?? '').split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';
}

const failures = results.filter((r) => r.report && r.result === 'FAIL').flatMap(failedTests);
if (failures.length) console.log(['', 'Failed tests', ...failures.map((line) => `  ${line}`)].join('\n'));
console.log(table(results));
process.exit(results.some((r) => r.result !== 'pass') ? 1 : 0);
