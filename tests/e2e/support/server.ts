import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_START_TIMEOUT_MS } from './timeouts';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Polls the server's index page until it answers (a condition poll, not a pause); fails early if the process exits. */
async function waitUntilUp(url: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server at ${url} exited (${child.exitCode ?? child.signalCode}) before it came up`);
    try {
      const res = await fetch(`${url}/index.html`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server at ${url} did not come up within ${deadlineMs} ms`);
}

/** A port nobody listens on now, so several test runs on one machine never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The real server (`server/main.ts`) on its own port and empty PGlite directory, seeded with the demo company. */
export async function launchServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'voyage-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const server: RunningServer = {
    url,
    dataDir,
    async start() {
      // Already running: a second process would be orphaned, never stopped.
      if (child && child.exitCode === null) return;
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const started = child;
      try {
        await waitUntilUp(url, started, SERVER_START_TIMEOUT_MS);
      } catch (error) {
        // Never leave a half-started server behind (it would outlive the test run).
        if (started.exitCode === null && started.signalCode === null) started.kill('SIGKILL');
        child = null;
        throw error;
      }
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await exited;
      child = null;
    },
  };
  await server.start();
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return server;
}
