import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATH, SERVICE_PATH } from '../../src/contract/envelope';
import { loadKeyring } from '../../server/crypto/key-file';
import { runRotateKey } from '../../server/crypto/rotate-command';
import { type RunningServer, startServer } from '../../server/start';
import { DataDirLockedError } from '../../server/store/pglite-lock';
import { DEMO_PASSWORD } from '../../server/store/seed-data';
import { TEST_DATABASE_URL, type TestDatabase, createTestDatabase } from './helpers/test-store';

/*
 * `npm run rotate-key -- --new-kek` against a stopped server's database, with the key in a key
 * file: the file is replaced (0600, no .new/.old left), and the restarted server reads everything.
 */

const root = mkdtempSync(path.join(tmpdir(), 'voyage-rotate-'));
const dataDir = path.join(root, 'data');
const keyFile = path.join(dataDir, 'data.key');
let database: TestDatabase;
let settings: { dataDir: string; databaseUrl?: string };

beforeAll(async () => {
  database = TEST_DATABASE_URL ? await createTestDatabase() : { options: { dataDir }, drop: async () => {} };
  settings = { dataDir, databaseUrl: database.options.databaseUrl };
});
afterAll(async () => {
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

const start = () => startServer({ ...settings, port: 0, host: '127.0.0.1', dataKeys: loadKeyring(settings) });

async function idCardNumbers(server: RunningServer): Promise<string[]> {
  const login = await server.app.inject({
    method: 'POST',
    url: LOGIN_PATH,
    payload: new URLSearchParams({
      jsondata: JSON.stringify({ userid: 'traveller@acme.test', password: DEMO_PASSWORD }),
      pushtoken: '',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const auth = login.json().userauth.authtoken as string;
  const list = await server.app.inject({
    method: 'POST',
    url: SERVICE_PATH,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
    payload: JSON.stringify({ opid: 'TG-IDCARDMASTER', action: 'getall' }),
  });
  return (list.json().list as { number: string }[]).map((card) => card.number);
}

describe('npm run rotate-key', () => {
  it('with --new-kek replaces the key file and the database follows it', async () => {
    let server = await start();
    expect(await idCardNumbers(server)).toContain('Z1234567');
    const firstKey = readFileSync(keyFile, 'utf8');
    if (!TEST_DATABASE_URL) {
      // PGlite: one process may open the data directory; the command says so instead of corrupting it.
      await expect(runRotateKey({ ...settings, newKek: true })).rejects.toThrow(DataDirLockedError);
      expect(existsSync(`${keyFile}.old`) || existsSync(`${keyFile}.new`)).toBe(false);
    }
    await server.close();

    const report = await runRotateKey({ ...settings, newKek: true });
    expect(report.resealed['profile_id_cards.number']).toBeGreaterThanOrEqual(2);
    expect(readFileSync(keyFile, 'utf8')).not.toBe(firstKey);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(existsSync(`${keyFile}.old`) || existsSync(`${keyFile}.new`)).toBe(false);

    server = await start();
    try {
      expect(await idCardNumbers(server)).toContain('Z1234567');
    } finally {
      await server.close();
    }
  }, 120_000);
});
