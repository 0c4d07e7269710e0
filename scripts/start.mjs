// `npm start`: build the PWA when the build is missing or older than its sources (or FORCE_BUILD=1),
// then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const CLIENT_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

function buildIsStale() {
  const built = path.join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestChange(path.join(root, source)) > builtAt);
}

if (process.env.FORCE_BUILD === '1' || buildIsStale()) {
  console.log('Building the PWA (vite build)…');
  const build = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The quick start shows the dashboards a year of demo bookings; the e2e specs start server/main.ts
// themselves, without it, since they count exact totals.
const env = { ...process.env, SEED_DEMO_HISTORY: process.env.SEED_DEMO_HISTORY ?? '1' };
// The server gets the signals itself so it can close the database and release its lock.
const server = spawn(bin('tsx'), ['server/main.ts'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
