import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATH, SERVICE_PATH } from '../../src/contract/envelope';
import { encryptExistingRows } from '../../server/crypto/encrypt-existing';
import { Keyring, WrongDataKeyError } from '../../server/crypto/keyring';
import { vapidKeys } from '../../server/push/vapid';
import { type RunningServer, startServer } from '../../server/start';
import { openStore } from '../../server/store/open';
import { seedDemoIfEmpty } from '../../server/store/seed';
import { DEMO_PASSWORD } from '../../server/store/seed-data';
import { TEST_DATABASE_URL, type TestDatabase, createTestDatabase } from './helpers/test-store';
import { expectSealed, rawValue } from './secrets-helpers';
import { SAMPLES } from './trip-actions-fixture';

/*
 * The start-up pass: a database written before encryption existed (plaintext rows put there with
 * SQL) is sealed in place when the server starts, and reads through the API exactly as before.
 */

const KEK = randomBytes(32);
const LEGACY = {
  idCard: 'L1234567',
  membership: 'LEGACY-FF-0001',
  file: Buffer.concat([SAMPLES.pdf, Buffer.from('LEGACY-DOCUMENT-BYTES')]),
  secret: randomBytes(32).toString('base64'),
  vapid: webpush.generateVAPIDKeys(),
};

let database: TestDatabase;
let tempDir: string | undefined;
let server: RunningServer;
let idCardId: number;
const FILE_ID = 'flegacy0000000000000000001';

beforeAll(async () => {
  if (TEST_DATABASE_URL) database = await createTestDatabase();
  else {
    tempDir = mkdtempSync(path.join(tmpdir(), 'voyage-secrets-'));
    database = { options: { dataDir: path.join(tempDir, 'data') }, drop: async () => {} };
  }
  const before = await openStore(database.options);
  await seedDemoIfEmpty(before.db);
  const now = new Date();
  const [card] = (
    (await before.db.execute(
      sql`insert into profile_id_cards (corporate_id, profile_id, id_type, number, created_at, updated_at) values ('1001', '20001', 'Passport', ${LEGACY.idCard}, ${now}, ${now}) returning id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  idCardId = Number(card!.id);
  await before.db.execute(
    sql`insert into profile_memberships (corporate_id, profile_id, kind, programme, number, created_at, updated_at) values ('1001', '20001', 'airline', 'Legacy Air', ${LEGACY.membership}, ${now}, ${now})`,
  );
  await before.db.execute(
    sql`insert into uploaded_files (id, corporate_id, profile_id, name, mime, size, sha256, data, created_at) values (${FILE_ID}, '1001', '20001', 'legacy.pdf', 'application/pdf', ${LEGACY.file.length}, 'legacy', ${LEGACY.file}, ${now})`,
  );
  await before.db.execute(
    sql`insert into auth_secrets (name, value, created_at) values ('legacy-links', ${LEGACY.secret}, ${now})`,
  );
  await before.db.execute(
    sql`insert into push_vapid_keys (name, public_key, private_key, created_at) values ('default', ${LEGACY.vapid.publicKey}, ${LEGACY.vapid.privateKey}, ${now})`,
  );
  await before.close();
  server = await startServer({ ...database.options, port: 0, host: '127.0.0.1', dataKeys: new Keyring(KEK) });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

const raw = (query: ReturnType<typeof sql>) => rawValue(server.store.db, query);

async function token(): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: LOGIN_PATH,
    remoteAddress: '10.0.0.1',
    payload: new URLSearchParams({
      jsondata: JSON.stringify({ userid: 'traveller@acme.test', password: DEMO_PASSWORD }),
      pushtoken: '',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().userauth.authtoken as string;
}

const service = async (auth: string, body: object) =>
  server.app.inject({
    method: 'POST',
    url: SERVICE_PATH,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
    payload: JSON.stringify(body),
  });

describe('rows written in clear before encryption', () => {
  it('are ciphertext in the database after the server started', async () => {
    expectSealed(await raw(sql`select number as value from profile_id_cards where id = ${idCardId}`), LEGACY.idCard);
    expectSealed(
      await raw(
        sql`select number as value from profile_memberships where number like 'enc:%' and programme = 'Legacy Air'`,
      ),
      LEGACY.membership,
    );
    expectSealed(
      await raw(sql`select data as value from uploaded_files where id = ${FILE_ID}`),
      Buffer.from('LEGACY-DOCUMENT-BYTES'),
    );
    expectSealed(await raw(sql`select value as value from auth_secrets where name = 'legacy-links'`), LEGACY.secret);
    expectSealed(
      await raw(sql`select private_key as value from push_vapid_keys where name = 'default'`),
      LEGACY.vapid.privateKey,
    );
    // The demo seed's own numbers were sealed too.
    const clear = await server.store.db.execute(
      sql`select number as value from profile_id_cards where number not like 'enc:v1:%'`,
    );
    expect((clear as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('read through the API exactly as they were written', async () => {
    const auth = await token();
    const cards = (await service(auth, { opid: 'TG-IDCARDMASTER', action: 'getall' })).json().list;
    expect(cards).toContainEqual({ recordid: String(idCardId), idtype: 'Passport', number: LEGACY.idCard, expiry: '' });
    expect(cards).toContainEqual(expect.objectContaining({ idtype: 'Passport', number: 'Z1234567' }));
    const memberships = (await service(auth, { opid: 'TG-MEMBERSHIPMASTER', action: 'getall' })).json().list;
    expect(memberships).toContainEqual(expect.objectContaining({ programme: 'Legacy Air', number: LEGACY.membership }));
    const download = await server.app.inject({
      method: 'GET',
      url: `/api/files/${FILE_ID}`,
      headers: { authorization: `Bearer ${auth}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(LEGACY.file)).toBe(true);
    expect((await service(auth, { opid: 'TG-PUSH', action: 'getvapidpublickey' })).json().publickey).toBe(
      LEGACY.vapid.publicKey,
    );
    expect((await vapidKeys(server.store.db, new Date())).privateKey).toBe(LEGACY.vapid.privateKey);
  });

  it('a second pass finds nothing left to seal and changes nothing', async () => {
    const before = await raw(sql`select number as value from profile_id_cards where id = ${idCardId}`);
    expect(await encryptExistingRows(server.store.db, new Keyring(KEK))).toEqual({});
    expect(await raw(sql`select number as value from profile_id_cards where id = ${idCardId}`)).toEqual(before);
  });

  it('a server given another key refuses to start, naming the setting', async () => {
    await server.close();
    await expect(
      startServer({ ...database.options, port: 0, host: '127.0.0.1', dataKeys: new Keyring(randomBytes(32)) }),
    ).rejects.toThrow(WrongDataKeyError);
    await expect(
      startServer({ ...database.options, port: 0, host: '127.0.0.1', dataKeys: new Keyring(randomBytes(32)) }),
    ).rejects.toThrow(/DATA_KEY/);
    server = await startServer({ ...database.options, port: 0, host: '127.0.0.1', dataKeys: new Keyring(KEK) });
    expect((await service(await token(), { opid: 'TG-IDCARDMASTER', action: 'getall' })).json().list).toContainEqual(
      expect.objectContaining({ number: LEGACY.idCard }),
    );
  }, 60_000);
});
