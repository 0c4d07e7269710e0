import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, corporateNotifications, tripTravellers } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { SAMPLES, insertApproval, insertTrip, multipart } from './trip-actions-fixture';

/* Passports, visas, their verification by travel admins and the coverage warnings (docs/features/visas.md). */

let t: TestApp;
let traveller: string;
let manager: string;
let coordinator: string;
let admin: string;
let globexAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  manager = await t.token('manager@acme.test');
  coordinator = await t.token('coordinator@acme.test');
  admin = await t.token('traveladmin@acme.test');
  globexAdmin = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const call = (token: string, opid: string, action: string, fields: object = {}) => t.service(token, { opid, action, ...fields });
const passportCall = (token: string, action: string, fields: object = {}) => call(token, 'TG-PASSPORTMASTER', action, fields);
const visaCall = (token: string, action: string, fields: object = {}) => call(token, 'TG-VISAMASTER', action, fields);
const adminCall = (token: string, action: string, fields: object = {}) => call(token, 'TG-VISAMASTERS', action, fields);
const messageOf = (r: { json(): unknown }) => (r.json() as { ResponseStatus: { message: string } }).ResponseStatus.message;

let scanCount = 0;
/** A fresh scan each time (same bytes under one name would answer the first upload). */
async function upload(token: string, bytes: Buffer = SAMPLES.pdf, ext = 'pdf'): Promise<string> {
  const { payload, headers } = multipart({ name: `scan-${++scanCount}.${ext}`, bytes });
  const r = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().Result.fileid as string;
}
const openFile = (token: string, fileid: string) => t.app.inject({ method: 'GET', url: `/api/files/${fileid}`, headers: { authorization: `Bearer ${token}` } });

const PASSPORT = { passportnumber: 'k 1234-567', issuingcountry: 'in', nationality: 'IN', issuedate: '2022-01-10', expirydate: '2032-01-09', placeofissue: 'Mumbai' };
const visaOf = (scanfileid: string, more: object = {}) => ({
  country: 'us',
  visatype: 'Business',
  visanumber: 'B1B2-0099',
  entries: 'multiple',
  validfrom: '2026-02-01',
  validto: '2028-01-31',
  scanfileid,
  ...more,
});

async function addVisa(token: string, jsondata: object): Promise<string> {
  const r = await visaCall(token, 'add', { jsondata });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().recordid as string;
}
const myVisas = async (token = traveller) => (await visaCall(token, 'getall')).json().list as Record<string, string>[];
const verify = (recordid: string, status: string, remark = '', token = admin) => adminCall(token, 'verifyvisa', { recordid, status, remark });
const listForVerify = async (fields: object = {}, token = admin) => {
  const r = await adminCall(token, 'getvisamasterlistforverify', fields);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { list: Record<string, string>[]; totalcount: number };
};

describe('TG-PASSPORTMASTER', () => {
  it('adds (number sealed, normalised), lists, updates and deletes the caller’s own passport', async () => {
    const added = await passportCall(traveller, 'add', { profileid: '20001', jsondata: PASSPORT });
    expect(added.statusCode, added.body).toBe(200);
    const { recordid } = added.json();
    const stored = await t.store.db.execute(sql`select passport_number from profile_passports where id = ${Number(recordid)}`);
    expect(JSON.stringify(stored)).not.toContain('K1234567');
    const list = (await passportCall(traveller, 'getall')).json().list;
    expect(list).toContainEqual({ recordid, ...PASSPORT, passportnumber: 'K1234567', issuingcountry: 'IN', scanfileid: '' });
    // The seeded passport is there too.
    expect(list).toContainEqual(expect.objectContaining({ passportnumber: 'Z1234567', placeofissue: 'Bengaluru' }));

    const scanfileid = await upload(traveller);
    expect((await passportCall(traveller, 'update', { recordid, jsondata: { ...PASSPORT, placeofissue: 'Pune', scanfileid } })).statusCode).toBe(200);
    expect((await passportCall(traveller, 'getall')).json().list).toContainEqual(expect.objectContaining({ recordid, placeofissue: 'Pune', scanfileid }));
    expect((await passportCall(traveller, 'delete', { recordid })).statusCode).toBe(200);
    expect((await passportCall(traveller, 'getall')).json().list.map((p: { recordid: string }) => p.recordid)).not.toContain(recordid);
  });

  it.each([
    [{ ...PASSPORT, passportnumber: '' }, 'jsondata.passportnumber'],
    [{ ...PASSPORT, issuingcountry: 'XX' }, 'jsondata.issuingcountry'],
    [{ ...PASSPORT, expirydate: '2021-01-01' }, 'jsondata.expirydate'],
    [{ ...PASSPORT, issuedate: '2020-02-30' }, 'jsondata.issuedate'],
    [{ ...PASSPORT, issuedate: '2015-01-01', expirydate: '2025-01-01' }, 'jsondata.expirydate: the passport has expired'],
  ])('refuses bad input with 400 naming the field (%#)', async (jsondata, field) => {
    const r = await passportCall(traveller, 'add', { jsondata });
    expect(r.statusCode).toBe(400);
    expect(messageOf(r)).toContain(field);
  });

  it('refuses a scan that is not the caller’s own upload, or not an image or PDF', async () => {
    const colleagues = await upload(manager);
    expect(messageOf(await passportCall(traveller, 'add', { jsondata: { ...PASSPORT, scanfileid: colleagues } }))).toContain('jsondata.scanfileid');
    const sheet = await upload(traveller, SAMPLES.xlsx, 'xlsx');
    const r = await passportCall(traveller, 'add', { jsondata: { ...PASSPORT, scanfileid: sheet } });
    expect(r.statusCode).toBe(400);
    expect(messageOf(r)).toBe('jsondata.scanfileid: the scan must be an image or a PDF');
  });

  it('answers another person’s recordid as unknown: a colleague, Globex’s admin', async () => {
    const { recordid } = (await passportCall(traveller, 'add', { jsondata: PASSPORT })).json();
    for (const token of [manager, admin, globexAdmin]) {
      expect((await passportCall(token, 'update', { recordid, jsondata: PASSPORT })).statusCode).toBe(403);
      const r = await passportCall(token, 'delete', { recordid });
      expect(r.statusCode).toBe(403);
      expect(messageOf(r)).toBe('recordid: not one of your records');
    }
    expect((await passportCall(globexAdmin, 'getall')).json().list).toEqual([]);
    expect((await passportCall(traveller, 'add', { profileid: '30001', jsondata: PASSPORT })).statusCode).toBe(403);
  });
});

describe('TG-VISAMASTER', () => {
  it('adds a visa as pending (status from the caller ignored) and lists it', async () => {
    const scan = await upload(traveller);
    const recordid = await addVisa(traveller, visaOf(scan, { status: 'verified', remark: 'self-approved' }));
    expect(await myVisas()).toContainEqual({
      recordid,
      country: 'US',
      visatype: 'Business',
      visanumber: 'B1B20099',
      entries: 'multiple',
      validfrom: '2026-02-01',
      validto: '2028-01-31',
      passportrecordid: '',
      scanfileid: scan,
      status: 'pending',
      remark: '',
    });
    expect((await visaCall(traveller, 'delete', { recordid })).statusCode).toBe(200);
    expect((await myVisas()).map((v) => v.recordid)).not.toContain(recordid);
  });

  it.each([
    [{ scanfileid: '' }, 'jsondata.scanfileid'],
    [{ validto: '2026-01-31' }, 'jsondata.validto: validto must be after validfrom'],
    [{ validfrom: '2025-01-01', validto: '2026-02-28' }, 'jsondata.validto: the visa has expired'],
    [{ visatype: 'Diplomatic' }, 'jsondata.visatype'],
    [{ entries: 'double' }, 'jsondata.entries'],
    [{ country: 'United States' }, 'jsondata.country'],
    [{ passportrecordid: 'abc' }, 'jsondata.passportrecordid'],
  ])('refuses bad input with 400 naming the field (%#)', async (change, field) => {
    const r = await visaCall(traveller, 'add', { jsondata: visaOf(await upload(traveller), change) });
    expect(r.statusCode).toBe(400);
    expect(messageOf(r)).toContain(field);
  });

  it('links the caller’s own passport only', async () => {
    const scan = await upload(traveller);
    const { recordid: mine } = (await passportCall(traveller, 'add', { jsondata: PASSPORT })).json();
    const { recordid: theirs } = (await passportCall(manager, 'add', { jsondata: PASSPORT })).json();
    const r = await visaCall(traveller, 'add', { jsondata: visaOf(scan, { passportrecordid: theirs }) });
    expect(r.statusCode).toBe(403);
    expect(messageOf(r)).toBe('jsondata.passportrecordid: not one of your records');
    const recordid = await addVisa(traveller, visaOf(scan, { passportrecordid: mine }));
    // Deleting the passport keeps the visa, no longer naming it.
    await passportCall(traveller, 'delete', { recordid: mine });
    expect((await myVisas()).find((v) => v.recordid === recordid)?.passportrecordid).toBe('');
  });

  it('answers another person’s recordid as unknown, and keeps Globex out', async () => {
    const recordid = await addVisa(traveller, visaOf(await upload(traveller)));
    for (const token of [manager, admin, globexAdmin]) {
      expect((await visaCall(token, 'update', { recordid, jsondata: visaOf('') })).statusCode).toBe(403);
      expect((await visaCall(token, 'delete', { recordid })).statusCode).toBe(403);
    }
    expect((await myVisas(globexAdmin)).map((v) => v.recordid)).not.toContain(recordid);
  });
});

describe('TG-VISAMASTERS verification', () => {
  it('lists the company’s pending visas with the traveller, the seeded one included, and no other company’s', async () => {
    const { list, totalcount } = await listForVerify({ status: 'pending' });
    expect(list).toContainEqual(
      expect.objectContaining({ travellername: 'Rahul Verma', travelleremail: 'traveller@acme.test', country: 'GB', visatype: 'Business', status: 'pending', scanfileid: 'fdemo-visa-scan-gb' }),
    );
    expect(totalcount).toBeGreaterThanOrEqual(list.length);
    expect((await listForVerify({ status: 'pending' }, globexAdmin)).list).toEqual([]);
    expect((await listForVerify({ searchtext: 'verma', pagesize: 1 })).list).toHaveLength(1);
    expect((await listForVerify({ searchtext: 'nobody-at-all' })).totalcount).toBe(0);
    const bad = await adminCall(admin, 'getvisamasterlistforverify', { status: 'approved' });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toContain('status');
  });

  it('verifies and rejects with a remark: audited, the traveller notified', async () => {
    const recordid = await addVisa(traveller, visaOf(await upload(traveller)));
    const missing = await verify(recordid, 'rejected', '  ');
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toMatch(/^remark: /);
    expect(messageOf(await verify(recordid, 'rejected', 'x'.repeat(201)))).toContain('remark');

    expect((await verify(recordid, 'rejected', 'Scan is unreadable')).statusCode).toBe(200);
    expect((await myVisas()).find((v) => v.recordid === recordid)).toMatchObject({ status: 'rejected', remark: 'Scan is unreadable' });
    expect((await verify(recordid, 'verified')).statusCode).toBe(200);
    expect((await listForVerify({ status: 'verified' })).list.map((v) => v.recordid)).toContain(recordid);

    const audit = await t.store.db.select().from(adminAudit).where(and(eq(adminAudit.entity, 'VisaMaster'), eq(adminAudit.entityId, recordid)));
    expect(audit.map((a) => a.after)).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'rejected', remark: 'Scan is unreadable' }), expect.objectContaining({ status: 'verified' })]));
    const notes = await t.store.db.select().from(corporateNotifications).where(eq(corporateNotifications.toProfileId, '20001'));
    expect(notes.map((n) => n.title)).toEqual(expect.arrayContaining(['Visa rejected', 'Visa verified']));
    const bell = (await t.service(traveller, { opid: 'TG-NOTIFICATIONS', action: 'getnotificationsbycorporate', corporateid: '1001' })).json();
    expect(JSON.stringify(bell)).toContain('Scan is unreadable');
  });

  it('sends an edited verified visa back to pending when what was checked changes, not otherwise', async () => {
    const scan = await upload(traveller);
    const recordid = await addVisa(traveller, visaOf(scan));
    await verify(recordid, 'verified', 'Looks right');
    const status = async () => (await myVisas()).find((v) => v.recordid === recordid)!;

    await visaCall(traveller, 'update', { recordid, jsondata: visaOf('', { visatype: 'Tourist', entries: 'single' }) });
    expect(await status()).toMatchObject({ status: 'verified', visatype: 'Tourist', scanfileid: scan });
    for (const change of [{ validto: '2029-01-31' }, { country: 'CA' }, { visanumber: 'NEW123' }, { scanfileid: await upload(traveller) }]) {
      await verify(recordid, 'verified');
      const r = await visaCall(traveller, 'update', { recordid, jsondata: visaOf('', change) });
      expect(r.statusCode, r.body).toBe(200);
      expect(await status(), JSON.stringify(change)).toMatchObject({ status: 'pending', remark: '' });
    }
  });

  it('keeps decisions inside the company and to travel admins', async () => {
    const recordid = await addVisa(traveller, visaOf(await upload(traveller)));
    const foreign = await verify(recordid, 'verified', '', globexAdmin);
    expect(foreign.statusCode).toBe(403);
    expect(messageOf(foreign)).toBe('recordid: visa not found');
    for (const token of [traveller, manager, coordinator]) {
      expect((await verify(recordid, 'verified', '', token)).statusCode).toBe(403);
      expect((await adminCall(token, 'getvisamasterlistforverify')).statusCode).toBe(403);
    }
    const superadmin = await t.token('superadmin@acme.test');
    expect((await verify(recordid, 'verified', '', superadmin)).statusCode).toBe(200);
    // Nobody verifies their own visa.
    const own = await addVisa(admin, visaOf(await upload(admin)));
    expect((await verify(own, 'verified')).statusCode).toBe(403);
  });

  it('lets the owner and the company’s travel admins open a visa scan, nobody else', async () => {
    const scan = await upload(traveller);
    await addVisa(traveller, visaOf(scan));
    expect((await openFile(traveller, scan)).statusCode).toBe(200);
    expect((await openFile(admin, scan)).statusCode).toBe(200);
    expect((await openFile(admin, 'fdemo-visa-scan-gb')).body).toContain('%PDF-');
    for (const token of [manager, coordinator, globexAdmin]) expect((await openFile(token, scan)).statusCode).toBe(403);
    // A file that is no visa's scan stays its uploader's.
    expect((await openFile(admin, await upload(traveller))).statusCode).toBe(403);
  });
});

describe('TG-VISAMASTERS getvisacoverage', () => {
  const coverage = (token: string, fields: object) => adminCall(token, 'getvisacoverage', fields);
  const kinds = async (token: string, fields: object) => {
    const r = await coverage(token, fields);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().warnings as { profileid: string; country: string; kind: string; message: string }[]).map((w) => `${w.profileid}:${w.country}:${w.kind}`);
  };

  it('warns per traveller and country of a trip, for its readers only', async () => {
    const tripid = await insertTrip(t.store.db, { domInt: 'international', destinationCountries: ['GB', 'JP', 'IN'], fromDate: '2030-03-10', toDate: '2030-03-20' });
    await t.store.db.insert(tripTravellers).values({ tripId: tripid, corporateId: '1001', travellerProfileId: '20003', addedAt: new Date() });
    // The traveller's GB visa waits for verification, Japan has none; the home country needs none.
    const expected = ['20001:GB:pending', '20001:JP:novisa', '20003:GB:novisa', '20003:JP:novisa'];
    expect(await kinds(traveller, { tripid })).toEqual(expected);
    expect(await kinds(admin, { tripid })).toEqual(expected);
    const r = await coverage(traveller, { tripid });
    expect(r.json()).toMatchObject({ homecountry: 'IN', warnings: expect.arrayContaining([expect.objectContaining({ travellername: 'Rahul Verma', countryname: 'United Kingdom', message: expect.stringContaining('United Kingdom') })]) });

    // The traveller's manager reads it once the trip is routed to them for approval.
    expect((await coverage(manager, { tripid })).statusCode).toBe(403);
    await insertApproval(t.store.db, tripid, '20002', 'pending');
    expect(await kinds(manager, { tripid })).toEqual(expected);
    expect((await coverage(await t.token('finance@acme.test'), { tripid })).statusCode).toBe(403);
    expect((await coverage(globexAdmin, { tripid })).statusCode).toBe(403);
  });

  it('judges a booking’s stays: covered, not covering the dates, rejected', async () => {
    const scan = await upload(traveller);
    const recordid = await addVisa(traveller, visaOf(scan, { country: 'SG', validfrom: '2026-03-01', validto: '2026-06-30' }));
    const stays = (fromdate: string, todate: string) => ({ stays: [{ country: 'SG', fromdate, todate }, { country: 'IN', fromdate: todate, todate }] });
    expect(await kinds(traveller, stays('2026-04-01', '2026-04-05'))).toEqual(['20001:SG:pending']);
    await verify(recordid, 'verified');
    expect(await kinds(traveller, stays('2026-04-01', '2026-04-05'))).toEqual([]);
    expect(await kinds(traveller, stays('2026-06-25', '2026-07-05'))).toEqual(['20001:SG:notcovering']);
    await verify(recordid, 'rejected', 'Wrong person');
    expect(await kinds(traveller, stays('2026-04-01', '2026-04-05'))).toEqual(['20001:SG:rejected']);
  });

  it('judges others’ visas only for staff who book for them', async () => {
    const body = { stays: [{ country: 'FR', fromdate: '2026-05-01', todate: '2026-05-03' }], travellerprofileids: ['20001'] };
    expect(await kinds(admin, body)).toEqual(['20001:FR:novisa']);
    expect((await coverage(manager, body)).statusCode).toBe(403);
    expect((await coverage(globexAdmin, body)).statusCode).toBe(403);
    expect(await kinds(manager, { stays: body.stays })).toEqual(['20002:FR:novisa']);
  });

  it.each([
    [{}, 'tripid'],
    [{ tripid: '1', stays: [{ country: 'FR', fromdate: '2026-05-01', todate: '2026-05-03' }] }, 'stays'],
    [{ stays: [{ country: 'FR', fromdate: '2026-05-03', todate: '2026-05-01' }] }, 'stays.0.todate'],
    [{ stays: [{ country: 'France', fromdate: '2026-05-01', todate: '2026-05-03' }] }, 'stays.0.country'],
  ])('refuses bad input with 400 naming the field (%#)', async (fields, field) => {
    const r = await coverage(traveller, fields);
    expect(r.statusCode).toBe(400);
    expect(messageOf(r)).toContain(field);
  });
});
