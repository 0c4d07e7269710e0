import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../server/store/seed-data';
import { LOGIN_PATH, SERVICE_PATH } from '../../src/contract/envelope';

/* Real server processes (`server/main.ts`, as `npm start` runs it) for the multi-process tests. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port free right now (the e2e suite's way of finding one). */
export { freePort } from '../e2e/support/server';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Every line the process printed (pino JSON lines and plain errors). */
  lines: string[];
  /** Resolves with the first line (already printed or still to come) matching; rejects if the process exits first. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  let seen = 0;

  return {
    child,
    url: `http://127.0.0.1:${port}`,
    lines,
    exited,
    waitForLine(pattern, timeoutMs = 45_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = lines.slice(seen).find((l) => pattern.test(l));
          if (!line) return;
          seen = lines.indexOf(line, seen) + 1;
          done();
          resolve(line);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms:\n${lines.slice(-20).join('\n')}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        void exited.then((code) => {
          done();
          reject(new Error(`server exited (${code}) before printing ${pattern}:\n${lines.slice(-20).join('\n')}`));
        });
        listeners.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export const READY_LINE = /serving on port/;

export interface HttpAnswer {
  statusCode: number;
  body: string;
  headers: Headers;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers are inspected freely
}

async function answer(response: Response): Promise<HttpAnswer> {
  const body = await response.text();
  return { statusCode: response.status, body, headers: response.headers, json: () => JSON.parse(body) };
}

/** What TestApp offers over app.inject, spoken over real HTTP to one process. */
export function httpClient(url: string) {
  return {
    async token(userid: string): Promise<string> {
      const response = await fetch(url + LOGIN_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          jsondata: JSON.stringify({ userid, password: DEMO_PASSWORD }),
          pushtoken: '',
        }).toString(),
      });
      const login = await answer(response);
      if (login.statusCode !== 200) throw new Error(`login ${userid} failed: ${login.statusCode} ${login.body}`);
      return login.json().userauth.authtoken as string;
    },
    async service(token: string | null, body: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
      const response = await fetch(url + SERVICE_PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: JSON.stringify(body),
      });
      return answer(response);
    },
  };
}
export type HttpClient = ReturnType<typeof httpClient>;
