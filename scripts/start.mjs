// `npm start`: build the PWA when there is no build yet (or FORCE_BUILD=1), then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

if (process.env.FORCE_BUILD === '1' || !existsSync(path.join(root, 'dist', 'index.html'))) {
  console.log('Building the PWA (vite build)…');
  const build = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server gets the signals itself so it can close the database and release its lock.
const server = spawn(bin('tsx'), ['server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
