import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keyring, WrongDataKeyError, installKeyring, kekFingerprint } from '../../server/crypto/keyring';
import { rotateDataKeys } from '../../server/crypto/rotate';
import { openText } from '../../server/crypto/seal';
import { aad } from '../../server/crypto/sealed-columns';
import { passportAad } from '../../server/crypto/sealed-json';
import { dataKeys } from '../../server/store/schema';
import { adult, bookCheapest } from './flights-booking-fixtures';
import { oneway } from './flights-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { expectSealed, rawValue } from './secrets-helpers';
import { SAMPLES, multipart } from './trip-actions-fixture';

/* rotateDataKeys, what `npm run rotate-key` runs: every value re-encrypted under a new DEK, old DEKs gone, optionally a new KEK. */

const FIRST_KEK = randomBytes(32);
let t: TestApp;
let traveller: string;
let cardId: string;
let fileId: string;
let txid: string;
const fileBytes = Buffer.concat([SAMPLES.pdf, Buffer.from('ROTATION-SCAN')]);

beforeAll(async () => {
  t = await createTestApp({ dataKeys: new Keyring(FIRST_KEK) });
  traveller = await t.token('traveller@acme.test');
  cardId = (
    await t.service(traveller, {
      opid: 'TG-IDCARDMASTER',
      action: 'add',
      jsondata: { idtype: 'Passport', number: 'R1111111', expiry: '2036-06-30' },
    })
  ).json().recordid;
  const { payload, headers } = multipart({ name: 'rotation.pdf', bytes: fileBytes });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${traveller}` },
  });
  fileId = uploaded.json().Result.fileid;
  const travellers = [
    adult('Rahul', { profileid: '20001', passportnumber: 'R2222222', passportexpiry: '2035-01-01', nationality: 'IN' }),
  ];
  txid = (await bookCheapest(t, traveller, oneway('BLR', 'DEL', '2026-03-25'), { travellers })).answer.txid!;
});
afterAll(() => t.close());

const storedCard = async () =>
  String(await rawValue(t.store.db, sql`select number as value from profile_id_cards where id = ${Number(cardId)}`));
const storedFile = async () =>
  rawValue(t.store.db, sql`select data as value from uploaded_files where id = ${fileId}`) as Promise<Buffer>;
const dekIdOf = (stored: string | Buffer) => String(stored).split(':')[2];

async function readsThroughApi(): Promise<void> {
  const cards = (await t.service(traveller, { opid: 'TG-IDCARDMASTER', action: 'getall' })).json().list;
  expect(cards).toContainEqual({ recordid: cardId, idtype: 'Passport', number: 'R1111111', expiry: '2036-06-30' });
  const download = await t.app.inject({
    method: 'GET',
    url: `/api/files/${fileId}`,
    headers: { authorization: `Bearer ${traveller}` },
  });
  expect(download.rawPayload.equals(fileBytes)).toBe(true);
}

describe('rotateDataKeys', () => {
  it('re-encrypts every value under a new DEK and deletes the old one', async () => {
    const [cardBefore, fileBefore] = [await storedCard(), await storedFile()];
    const oldDek = dekIdOf(cardBefore);
    const report = await rotateDataKeys(t.store.db, new Keyring(FIRST_KEK));
    expect(report.dekId).not.toBe(oldDek);
    expect(report.deleted).toContain(oldDek);
    expect(report.resealed['profile_id_cards.number']).toBeGreaterThanOrEqual(1);

    const [cardAfter, fileAfter] = [await storedCard(), await storedFile()];
    expect(cardAfter).not.toBe(cardBefore);
    expect(fileAfter.equals(fileBefore)).toBe(false);
    expect(dekIdOf(cardAfter)).toBe(report.dekId);
    expect(dekIdOf(fileAfter)).toBe(report.dekId);
    const request = JSON.parse(
      String(await rawValue(t.store.db, sql`select request::text as value from flight_bookings where txid = ${txid}`)),
    );
    expect(dekIdOf(request.travellers[0].passportnumber)).toBe(report.dekId);
    expect(
      await openText(t.store.db, request.travellers[0].passportnumber, passportAad('flight_bookings.request', 0)),
    ).toBe('R2222222');
    expectSealed(cardAfter, 'R1111111');
    expect(await t.store.db.select({ id: dataKeys.id, state: dataKeys.state }).from(dataKeys)).toEqual([
      { id: report.dekId, state: 'active' },
    ]);
    await readsThroughApi();
  });

  it('with a new KEK re-wraps the DEKs: the new key opens everything, the old key nothing', async () => {
    const newKek = randomBytes(32);
    const report = await rotateDataKeys(t.store.db, new Keyring(FIRST_KEK), { newKek });
    expect(report.kekId).toBe(kekFingerprint(newKek));
    expect(await t.store.db.select({ kekId: dataKeys.kekId }).from(dataKeys)).toEqual([
      { kekId: kekFingerprint(newKek) },
    ]);

    await expect(new Keyring(FIRST_KEK).check(t.store.db)).rejects.toThrow(WrongDataKeyError);
    const fresh = new Keyring(newKek);
    await fresh.check(t.store.db);
    expect(await openText(t.store.db, await storedCard(), aad.idCardNumber('20001'), fresh)).toBe('R1111111');

    installKeyring(fresh);
    await readsThroughApi();
  });

  it('refuses a key that does not open the database, changing nothing', async () => {
    const before = await t.store.db.select().from(dataKeys);
    const card = await storedCard();
    await expect(rotateDataKeys(t.store.db, new Keyring(randomBytes(32)))).rejects.toThrow(WrongDataKeyError);
    expect(await t.store.db.select().from(dataKeys)).toEqual(before);
    expect(await storedCard()).toBe(card);
    await readsThroughApi();
  });
});
