import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptExistingRows } from '../../server/crypto/encrypt-existing';
import { Keyring } from '../../server/crypto/keyring';
import { rotateDataKeys } from '../../server/crypto/rotate';
import { openText } from '../../server/crypto/seal';
import { aad } from '../../server/crypto/sealed-columns';
import { trips } from '../../server/store/schema';
import { adult, bookingRequest, searchAndPick, reprice } from './flights-booking-fixtures';
import { oneway } from './flights-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { rawValue } from './secrets-helpers';
import { createTrip, expense, fullTrip } from './trips-fixtures';

/* Point 6 of the hardening issue: passport numbers inside a trip item's selected_json (base64 JSON) are sealed, and read back as sent. */

const KEK = randomBytes(32);
let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp({ dataKeys: new Keyring(KEK) });
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const PASSPORT = 'K4440004';
const OTHER = 'K5550005';
const offer = {
  fare: { total: 5400 },
  travellers: [{ firstname: 'Rahul', passportnumber: PASSPORT }],
  extra: { lead: { passportnumber: OTHER, passportexpiry: '2035-01-31' } },
};
const base64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');

async function addItem(tripid: string, selected: string): Promise<string> {
  const response = await expense(t, traveller, 'addtripitem', {
    jsondata: { tripid, itemtype: 'flight', totalamount: '5400', selected_json: selected },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().itemid;
}

const stored = async (itemid: string) =>
  String(await rawValue(t.store.db, sql`select selected_json as value from trip_items where id = ${itemid}`));
const decoded = async (itemid: string) => Buffer.from(await stored(itemid), 'base64').toString('utf8');
const answered = async (tripid: string, itemid: string) =>
  ((await fullTrip(t, traveller, tripid)).items as { itemid: string; selected_json: string }[]).find(
    (i) => i.itemid === itemid,
  )?.selected_json;

describe('trip item selected_json', () => {
  it('is stored with its passport numbers sealed wherever they sit, and read back exactly as sent', async () => {
    const tripid = await createTrip(t, traveller);
    const selected = base64(offer);
    const itemid = await addItem(tripid, selected);
    const inside = await decoded(itemid);
    expect(inside).not.toContain(PASSPORT);
    expect(inside).not.toContain(OTHER);
    expect(JSON.parse(inside).travellers[0].passportnumber).toMatch(/^enc:v1:/);
    expect(JSON.parse(inside).extra.lead).toMatchObject({ passportnumber: expect.stringMatching(/^enc:v1:/), passportexpiry: '2035-01-31' });
    expect(await answered(tripid, itemid)).toBe(selected);
  });

  it.each([
    ['base64 that is not JSON', base64('passportnumber K4440004, not json')],
    ['JSON without passports', base64({ hotel: 'Taj', nights: 2 })],
    ['an empty selection', ''],
  ])('%s is stored and answered untouched', async (_, selected) => {
    const tripid = await createTrip(t, traveller);
    const itemid = await addItem(tripid, selected);
    expect(await stored(itemid)).toBe(selected);
    expect(await answered(tripid, itemid)).toBe(selected);
  });

  it('a value the client sends looking sealed is sealed again, so it reads back as sent', async () => {
    const tripid = await createTrip(t, traveller);
    const selected = base64({ travellers: [{ passportnumber: 'enc:v1:not-really' }] });
    const itemid = await addItem(tripid, selected);
    expect(await decoded(itemid)).not.toContain('not-really');
    expect(await answered(tripid, itemid)).toBe(selected);
  });

  it('a flight added to the trip (ADDTOTRIP) is kept sealed, and booking the trip books the passport as given', async () => {
    const tripid = await createTrip(t, traveller);
    const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-26'));
    const priced = await reprice(t, traveller, picked);
    const travellers = [
      adult('Rahul', { profileid: '20001', passportnumber: PASSPORT, passportexpiry: '2035-01-01', nationality: 'IN' }),
    ];
    const added = await t.service(traveller, {
      opid: 'TGFS',
      actioncode: 'ADDTOTRIP',
      jsondata: bookingRequest(picked, priced.totalfare, { tripid, travellers }),
    });
    expect(added.statusCode, added.body).toBe(200);
    const { itemid } = added.json();
    expect(await decoded(itemid)).not.toContain(PASSPORT);
    expect(JSON.parse(await decoded(itemid)).travellers[0].passportnumber).toMatch(/^enc:v1:/);
    const answer = JSON.parse(Buffer.from((await answered(tripid, itemid))!, 'base64').toString('utf8'));
    expect(answer.travellers[0].passportnumber).toBe(PASSPORT);

    await t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
    const booked = await t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid });
    expect(booked.statusCode, booked.body).toBe(200);
    const txid = (await fullTrip(t, traveller, tripid)).items.find((i: { itemid: string }) => i.itemid === itemid).txid;
    const passport = await rawValue(
      t.store.db,
      sql`select passport_number as value from flight_booking_travellers where txid = ${txid} and pax_sno = 1`,
    );
    expect(await openText(t.store.db, String(passport), aad.travellerPassport(txid, 1))).toBe(PASSPORT);
  });

  it('the start-up pass seals a row written in clear, and the trip reads as before', async () => {
    const tripid = await createTrip(t, traveller);
    const itemid = await addItem(tripid, base64({ hotel: 'Taj' }));
    const legacy = base64(offer);
    await t.store.db.execute(sql`update trip_items set selected_json = ${legacy} where id = ${itemid}`);
    expect(await decoded(itemid)).toContain(PASSPORT);

    expect(await encryptExistingRows(t.store.db)).toMatchObject({ 'trip_items.selected_json': 1 });
    const inside = await decoded(itemid);
    expect(inside).not.toContain(PASSPORT);
    expect(inside).not.toContain(OTHER);
    expect(inside).toContain('enc:v1:');
    expect(await answered(tripid, itemid)).toBe(legacy);
    expect(await encryptExistingRows(t.store.db)).not.toHaveProperty(['trip_items.selected_json']);
  });

  it('a key rotation re-encrypts them under the new DEK, and the old DEK can go', async () => {
    const tripid = await createTrip(t, traveller);
    const selected = base64(offer);
    const itemid = await addItem(tripid, selected);
    const dekOf = async () => JSON.parse(await decoded(itemid)).travellers[0].passportnumber.split(':')[2];
    const before = await dekOf();

    const report = await rotateDataKeys(t.store.db, new Keyring(KEK));
    expect(report.resealed['trip_items.selected_json']).toBeGreaterThanOrEqual(1);
    expect(report.deleted).toContain(before);
    expect(await dekOf()).toBe(report.dekId);
    expect(await decoded(itemid)).not.toContain(PASSPORT);
    expect(await answered(tripid, itemid)).toBe(selected);
  });
});
