import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { workerCount } from '../../server/process/workers';
import { TEST_DATABASE_URL, type TestDatabase, createTestDatabase } from './helpers/test-store';
import { READY_LINE, type ServerProcess, freePort, httpClient, spawnServer } from './multi-process-fixtures';

/* WORKERS=N: one supervising primary and N server processes sharing the port (node:cluster). */

const started: ServerProcess[] = [];
const databases: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop('SIGKILL')));
  await Promise.all(databases.map((d) => d.drop()));
}, 30_000);

const run = async (env: Record<string, string>) => {
  const server = spawnServer(env, await freePort());
  started.push(server);
  return server;
};

describe('the WORKERS setting', () => {
  it('is one process when unset or 1 (the embedded default), N only with DATABASE_URL', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ WORKERS: ' ' })).toBe(1);
    expect(workerCount({ WORKERS: '1' })).toBe(1);
    expect(workerCount({ WORKERS: '4', DATABASE_URL: 'postgres://db/voyage' })).toBe(4);
    expect(() => workerCount({ WORKERS: '4' })).toThrow(/needs DATABASE_URL/);
    expect(() => workerCount({ WORKERS: '0', DATABASE_URL: 'postgres://db/voyage' })).toThrow(/from 1 to 64/);
  });

  it('refuses several workers on the embedded database, and a count that is not a number, saying why', async () => {
    const embedded = await run({ WORKERS: '2', DATABASE_URL: '', DATA_DIR: 'memory://' });
    expect(await embedded.exited).toBe(1);
    expect(embedded.lines.join('\n')).toContain(
      'WORKERS=2 needs DATABASE_URL: the embedded database (PGlite) is one process',
    );

    const garbled = await run({ WORKERS: 'four', DATABASE_URL: '', DATA_DIR: 'memory://' });
    expect(await garbled.exited).toBe(1);
    expect(garbled.lines.join('\n')).toContain('WORKERS must be a whole number from 1 to 64 (got "four")');
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'runs N workers on one port, replaces one that dies, and stops them all on SIGTERM',
    async () => {
      const database = await createTestDatabase();
      databases.push(database);
      const primary = await run({
        WORKERS: '2',
        DATABASE_URL: database.options.databaseUrl!,
        DATA_KEY: randomBytes(32).toString('base64'),
      });
      await primary.waitForLine(READY_LINE);
      await primary.waitForLine(READY_LINE);
      const api = httpClient(primary.url);
      expect(await api.token('traveller@acme.test')).toMatch(/\S/);

      const workerPids = primary.lines
        .map((l) => /worker (\d+) started/.exec(l)?.[1])
        .filter((pid): pid is string => pid !== undefined);
      expect(workerPids).toHaveLength(2);
      process.kill(Number(workerPids[0]), 'SIGKILL');
      await primary.waitForLine(new RegExp(`worker ${workerPids[0]} died \\(signal SIGKILL\\); starting another`));
      await primary.waitForLine(READY_LINE);
      expect(await api.token('manager@acme.test')).toMatch(/\S/);

      primary.child.kill('SIGTERM');
      expect(await primary.exited).toBe(0);
      expect(primary.lines.filter((l) => /worker \d+ stopped \(code 0\)/.test(l))).toHaveLength(2);
    },
    60_000,
  );
});
