import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/*
 * argon2 runs on worker threads of this process at a lowered CPU priority (HASH_THREAD_NICE), never
 * on libuv's shared pool. A flood of logins can keep every hashing thread busy, but the event loop,
 * the database and everything else the server does get the cores first. In `npm run bench:login`
 * this is what keeps the trip list's p99 near its quiet value during a flood (docs/login-security.md).
 * A thread lowers its own priority through its Linux thread id (/proc/thread-self); where that
 * does not exist the threads run at normal priority. The hash limiter (hash-limiter.ts) decides how
 * many hashes run at once, so at most that many threads are ever made; they never keep the
 * process alive.
 */
/**
 * Not the lowest (19): on a host whose cores are all busy, a verify at nice 19 took ~1.5 s (ten
 * verifies against two busy processes: 15.1 s; at nice 10: 2.2 s; at 0: 0.24 s), which made every
 * login of a loaded server, and the test suites, crawl. Nice 10 keeps the flood bench at its target.
 */
export const HASH_THREAD_NICE = 10;

const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
const argon2 = require(workerData.argon2);
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice);
} catch {}
parentPort.on('message', ({ kind, password, passwordHash }) => {
  try {
    const value = kind === 'hash' ? argon2.hashSync(password) : argon2.verifySync(passwordHash, password);
    parentPort.postMessage({ value });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

const ARGON2_MODULE = createRequire(import.meta.url).resolve('@node-rs/argon2');

type HashJob = { kind: 'hash'; password: string } | { kind: 'verify'; passwordHash: string; password: string };
type HashReply = { value: string | boolean; error?: undefined } | { error: string };

const idle: Worker[] = [];

function newThread(): Worker {
  const thread = new Worker(THREAD_SOURCE, { eval: true, workerData: { argon2: ARGON2_MODULE, nice: HASH_THREAD_NICE } });
  thread.unref();
  return thread;
}

/** Runs one job on an idle hashing thread (a new one when none is idle). */
function runOnThread(job: HashJob): Promise<string | boolean> {
  const thread = idle.pop() ?? newThread();
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    const onExit = () => reject(new Error('a password hashing thread stopped'));
    thread.once('error', onError).once('exit', onExit);
    thread.once('message', (reply: HashReply) => {
      thread.off('error', onError).off('exit', onExit);
      idle.push(thread);
      if (reply.error !== undefined) reject(new Error(reply.error));
      else resolve(reply.value);
    });
    thread.postMessage(job);
  });
}

/** An argon2id hash of `password` with the library's defaults (m=19 MiB, t=2, p=1). */
export const hashOnThread = (password: string) => runOnThread({ kind: 'hash', password }) as Promise<string>;

/** Whether `password` matches `passwordHash`; rejects when the stored hash is malformed. */
export const verifyOnThread = (passwordHash: string, password: string) =>
  runOnThread({ kind: 'verify', passwordHash, password }) as Promise<boolean>;
