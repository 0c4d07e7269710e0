import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/open';
import { DataDirLockedError } from '../../server/store/pglite-lock';
import { startServer } from '../../server/start';
import { geoStates, profiles } from '../../server/store/schema';
import { seedDemoIfEmpty } from '../../server/store/seed';
import { DEMO_PROFILES } from '../../server/store/seed-data';
import { DEMO_PERSONAL } from '../../server/store/seed-emulation';

/** The demo accounts plus solo@biz.test's personal profile, which nobody logs into directly. */
const SEEDED_PROFILES = DEMO_PROFILES.length + 1;
import { TEST_DATABASE_URL, createTestDatabase } from './helpers/test-store';

const tempDirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'voyage-data-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function profileCount(store: Awaited<ReturnType<typeof openStore>>) {
  const [row] = await store.db.select({ n: count() }).from(profiles);
  return row?.n;
}

describe('migrations and seed', () => {
  it('survive a restart: migrations apply once, the seed goes only into an empty database', async () => {
    const database = await createTestDatabase();
    const options = TEST_DATABASE_URL ? database.options : { dataDir: tempDataDir() };
    try {
      const first = await openStore(options);
      expect(await seedDemoIfEmpty(first.db)).toBe(true);
      expect(await profileCount(first)).toBe(SEEDED_PROFILES);
      await first.close();

      const second = await openStore(options);
      expect(await seedDemoIfEmpty(second.db)).toBe(false);
      expect(await profileCount(second)).toBe(SEEDED_PROFILES);
      await second.close();
    } finally {
      await database.drop();
    }
  });

  it('gives every database the reference data, even without the demo seed', async () => {
    const database = await createTestDatabase();
    const options = TEST_DATABASE_URL ? { databaseUrl: database.options.databaseUrl } : { dataDir: tempDataDir() };
    try {
      const server = await startServer({ ...options, port: 0, host: '127.0.0.1', seed: false });
      try {
        expect(await profileCount(server.store)).toBe(0);
        const [states] = await server.store.db.select({ n: count() }).from(geoStates);
        expect(states?.n).toBeGreaterThanOrEqual(36);
      } finally {
        await server.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('hashes the demo password with argon2id, once for all accounts', async () => {
    const database = await createTestDatabase();
    const store = await openStore(database.options);
    try {
      await seedDemoIfEmpty(store.db);
      const hashes = new Set((await store.db.select({ h: profiles.passwordHash }).from(profiles).where(ne(profiles.id, DEMO_PERSONAL.profileId))).map((r) => r.h));
      expect(hashes.size).toBe(1);
      expect([...hashes][0]).toMatch(/^\$argon2id\$/);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});

describe('PGlite data directory lock', () => {
  it('refuses a second opening of the same directory with a clear message', async () => {
    const dataDir = tempDataDir();
    const store = await openStore({ dataDir });
    try {
      await expect(openStore({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openStore({ dataDir })).rejects.toThrow(/already in use by another server \(pid \d+\)/);
    } finally {
      await store.close();
    }
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('refuses a second process', async () => {
    const dataDir = tempDataDir();
    const store = await openStore({ dataDir });
    try {
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain(`The data directory ${dataDir} is already in use by another server (pid ${process.pid})`);
    } finally {
      await store.close();
    }
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dataDir = tempDataDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(path.join(dataDir, 'server.lock'), `${dead.stdout}\n`);
    const store = await openStore({ dataDir });
    await store.close();
  });
});
