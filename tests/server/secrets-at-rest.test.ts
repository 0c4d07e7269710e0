import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_PATHS } from '../../src/contract/registration/operations';
import { signedTokens } from '../../server/auth/signed-tokens';
import { SealError } from '../../server/crypto/envelope';
import { encryptExistingRows } from '../../server/crypto/encrypt-existing';
import { openText } from '../../server/crypto/seal';
import { passportAad } from '../../server/crypto/sealed-json';
import { aad } from '../../server/crypto/sealed-columns';
import { vapidKeys } from '../../server/push/vapid';
import { type TestApp, createTestApp } from './helpers/test-app';
import { adult, bookCheapest, bookingRequest, dearest, reprice, searchAndPick } from './flights-booking-fixtures';
import { oneway } from './flights-fixtures';
import { expectSealed, rawValue } from './secrets-helpers';
import { SAMPLES, multipart } from './trip-actions-fixture';

/* Point 6 of the hardening issue: secrets and personal data are sealed in the database, while every answer stays as it was. */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const record = (opid: string, action: string, extra: object = {}) => t.service(traveller, { opid, action, ...extra });

describe('profile records', () => {
  it.each([
    ['TG-IDCARDMASTER', 'profile_id_cards', { idtype: 'Passport', number: 'Q5550001', expiry: '2034-02-28' }],
    [
      'TG-MEMBERSHIPMASTER',
      'profile_memberships',
      { kind: 'airline', programme: 'Maharaja Club', number: 'MC7770001' },
    ],
  ])('%s keeps the number sealed in %s and answers it in clear', async (opid, table, jsondata) => {
    const added = await record(opid, 'add', { jsondata });
    expect(added.statusCode, added.body).toBe(200);
    const { recordid } = added.json();
    expectSealed(
      await rawValue(
        t.store.db,
        sql`select number as value from ${sql.identifier(table)} where id = ${Number(recordid)}`,
      ),
      jsondata.number,
    );
    expect((await record(opid, 'getall')).json().list).toContainEqual({ recordid, ...jsondata });

    const changed = { ...jsondata, number: `${jsondata.number}9` };
    expect((await record(opid, 'update', { recordid, jsondata: changed })).statusCode).toBe(200);
    expectSealed(
      await rawValue(
        t.store.db,
        sql`select number as value from ${sql.identifier(table)} where id = ${Number(recordid)}`,
      ),
      changed.number,
    );
    expect((await record(opid, 'getall')).json().list).toContainEqual({ recordid, ...changed });
  });

  it('a sealed number cannot be moved to another person: it opens only where it was sealed', async () => {
    const { recordid } = (
      await record('TG-IDCARDMASTER', 'add', { jsondata: { idtype: 'Voter ID', number: 'VTR0042', expiry: '' } })
    ).json();
    const stored = String(
      await rawValue(t.store.db, sql`select number as value from profile_id_cards where id = ${Number(recordid)}`),
    );
    expect(await openText(t.store.db, stored, aad.idCardNumber('20001'))).toBe('VTR0042');
    await expect(openText(t.store.db, stored, aad.idCardNumber('20002'))).rejects.toThrow(SealError);
    await expect(openText(t.store.db, stored, aad.membershipNumber('20001'))).rejects.toThrow(SealError);
  });

  it('the booking page still gets the passport on file (TG-GETPERSONALTRAVELLERS)', async () => {
    await record('TG-IDCARDMASTER', 'add', {
      jsondata: { idtype: 'Passport', number: 'Z7000007', expiry: '2035-01-31' },
    });
    const list = (await t.service(traveller, { opid: 'TG-GETPERSONALTRAVELLERS', profileid: '20001' })).json().list as {
      profileid: string;
      passportnumber: string;
    }[];
    expect(list.find((p) => p.profileid === '20001')?.passportnumber).toBe('Z7000007');
  });
});

describe('flight bookings', () => {
  it('seal each traveller’s passport number', async () => {
    const passport = { passportnumber: 'M4440004', passportexpiry: '2033-12-31', nationality: 'IN' };
    const { answer } = await bookCheapest(t, traveller, oneway('BLR', 'DEL', '2026-03-22'), {
      travellers: [adult('Rahul', { profileid: '20001', ...passport })],
    });
    expect(answer.txid).toMatch(/^FL\d+$/);
    const stored = await rawValue(
      t.store.db,
      sql`select passport_number as value from flight_booking_travellers where txid = ${answer.txid} and pax_sno = 1`,
    );
    expectSealed(stored, passport.passportnumber);
    expect(await openText(t.store.db, String(stored), aad.travellerPassport(answer.txid!, 1))).toBe(
      passport.passportnumber,
    );
  });
});

describe('booking requests kept whole as JSON', () => {
  const passport = { passportnumber: 'J3330003', passportexpiry: '2034-06-30', nationality: 'IN' };
  const travellers = [adult('Rahul', { profileid: '20001', ...passport })];

  it('seal the passport numbers of a booking, and the start-up pass seals older ones', async () => {
    const { answer } = await bookCheapest(t, traveller, oneway('BLR', 'DEL', '2026-03-23'), { travellers });
    const stored = () =>
      rawValue(t.store.db, sql`select request::text as value from flight_bookings where txid = ${answer.txid}`);
    expectSealed(JSON.parse(String(await stored())).travellers[0].passportnumber, passport.passportnumber);
    expect(String(await stored())).not.toContain(passport.passportnumber);

    // A row written in clear before encryption: sealed in place, the rest of the request untouched.
    await t.store.db.execute(
      sql`update flight_bookings set request = jsonb_set(request, '{travellers,0,passportnumber}', ${JSON.stringify(passport.passportnumber)}::jsonb) where txid = ${answer.txid}`,
    );
    expect(String(await stored())).toContain(passport.passportnumber);
    expect(await encryptExistingRows(t.store.db)).toMatchObject({ 'flight_bookings.request': 1 });
    const after = JSON.parse(String(await stored()));
    expect(String(await stored())).not.toContain(passport.passportnumber);
    expect(
      await openText(t.store.db, after.travellers[0].passportnumber, passportAad('flight_bookings.request', 0)),
    ).toBe(passport.passportnumber);
    expect(after.travellers[0]).toMatchObject({ firstname: 'Rahul', passportexpiry: passport.passportexpiry });
  });

  it('seal them in a booking approval, which its requester reads back in clear', async () => {
    const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-24'), dearest);
    const priced = await reprice(t, traveller, picked);
    const request = bookingRequest(picked, priced.totalfare, { policyreason: 'Only flight that day', travellers });
    const sent = await t.service(traveller, {
      opid: 'TG-FLIGHTBOOKINGAPPROVAL',
      profileid: '',
      tcprofileid: '',
      jsondata: request,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const approvalid = sent.json().ResponseStatus.responsedata.approvalid as string;
    expect(
      String(
        await rawValue(t.store.db, sql`select request::text as value from booking_approvals where id = ${approvalid}`),
      ),
    ).not.toContain(passport.passportnumber);
    const back = await t.service(traveller, {
      opid: 'TG-GETFLIGHTBOOKINGREQUESTFROMAPPROVALID',
      id: approvalid,
      type: 'flight',
    });
    expect(back.json().jsondata.travellers[0]).toMatchObject(passport);
  });
});

describe('uploaded documents', () => {
  it('are stored sealed and downloaded byte for byte', async () => {
    const bytes = Buffer.concat([SAMPLES.pdf, Buffer.from('PASSPORT-SCAN-UNIQUE-MARKER')]);
    const { payload, headers } = multipart({ name: 'passport-scan.pdf', bytes });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${traveller}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { fileid, url } = uploaded.json().Result as { fileid: string; url: string };
    const stored = await rawValue(t.store.db, sql`select data as value from uploaded_files where id = ${fileid}`);
    expectSealed(stored, Buffer.from('PASSPORT-SCAN-UNIQUE-MARKER'));
    expectSealed(stored, SAMPLES.pdf.subarray(0, 8));
    const download = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${traveller}` } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('server secrets', () => {
  it('the VAPID private key is sealed; the public key is served as before', async () => {
    const answer = (await t.service(traveller, { opid: 'TG-PUSH', action: 'getvapidpublickey' })).json();
    const stored = String(
      await rawValue(t.store.db, sql`select private_key as value from push_vapid_keys where name = 'default'`),
    );
    const keys = await vapidKeys(t.store.db, t.clock.now());
    expect(answer.publickey).toBe(keys.publicKey);
    expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expectSealed(stored, keys.privateKey);
  });

  it('the HMAC secrets of signed tokens are sealed, and tokens still verify', async () => {
    const tokens = signedTokens('secrets-test');
    const token = await tokens.sign(t.store.db, t.clock.now(), 'hello');
    expect(await tokens.open(t.store.db, t.clock.now(), token)).toBe('hello');
    const stored = String(
      await rawValue(t.store.db, sql`select value as value from auth_secrets where name = 'secrets-test'`),
    );
    const secret = await openText(t.store.db, stored, aad.authSecret('secrets-test'));
    expect(Buffer.from(secret, 'base64')).toHaveLength(32);
    expectSealed(stored, secret);
  });

  it('an onboarding’s token secret is sealed', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: ONBOARDING_PATHS.start,
      remoteAddress: '10.9.0.1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'founder@sealed-co.example' }),
    });
    expect(started.statusCode, started.body).toBe(200);
    const id = started.json().onboardingid as string;
    const stored = String(
      await rawValue(t.store.db, sql`select token_secret as value from onboardings where id = ${id}`),
    );
    expectSealed(stored, await openText(t.store.db, stored, aad.onboardingTokenSecret(id)));
  });
});
