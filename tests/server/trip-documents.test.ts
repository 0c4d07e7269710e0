import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripDocuments, uploadedFiles } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { SAMPLES, insertTrip, multipart } from './trip-actions-fixture';

let t: TestApp;
let traveller: string;
let coordinator: string;
let manager: string;
let traveladmin: string;
let globex: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  coordinator = await t.token('coordinator@acme.test');
  manager = await t.token('manager@acme.test');
  traveladmin = await t.token('traveladmin@acme.test');
  globex = await t.token('traveller@globex.test');
});
afterAll(() => t.close());

const upload = (token: string | null, file: { name: string; bytes: Buffer } | null, fields: Record<string, string> = {}) => {
  const { payload, headers } = multipart(file, fields);
  return t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
};
const uploaded = async (token: string, name: string, bytes: Buffer) => {
  const response = await upload(token, { name, bytes });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Result as { fileid: string; name: string; url: string; mime: string; size: number };
};
const expense = (token: string, action: string, fields: object, headers: Record<string, string> = {}) =>
  t.service(token, { opid: 'TG-EXPENSE', action, ...fields }, headers);
const attach = (token: string, tripid: string, fileid: string, documenttype = 'other', headers: Record<string, string> = {}) =>
  expense(token, 'addcorporatetripdocuments', { jsondata: { CorporateTripDocumentList: [{ tripid, fileid, documenttype }] } }, headers);
const download = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('POST /api/upload', () => {
  it('needs a live session: 401 with statuscode 900', async () => {
    const response = await upload(null, { name: 'a.pdf', bytes: SAMPLES.pdf });
    expect(response.statusCode).toBe(401);
    expect(response.json().statuscode).toBe(900);
    expect((await upload('x'.repeat(43), { name: 'a.pdf', bytes: SAMPLES.pdf })).statusCode).toBe(401);
  });

  it('is refused while the password must be changed, like any service call', async () => {
    const newhire = await t.token('newhire@acme.test');
    const response = await upload(newhire, { name: 'a.pdf', bytes: SAMPLES.pdf });
    expect(response.statusCode).toBe(403);
    expect(response.json().ResponseStatus.message).toBe('Password change required');
  });

  it.each(Object.entries(SAMPLES).filter(([ext]) => ext !== 'gif'))('accepts a genuine .%s document and answers ApiStatus and Result', async (ext, bytes) => {
    const response = await upload(traveller, { name: `sample.${ext}`, bytes });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.ApiStatus.Status).toBe('OK');
    expect(body.Result).toMatchObject({ name: `sample.${ext}`, size: bytes.length, url: `/api/files/${body.Result.fileid}` });
  });

  it('refuses a type outside the document list, naming the file', async () => {
    const response = await upload(traveller, { name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00') });
    expect(response.statusCode).toBe(415);
    expect(response.json().ApiStatus).toEqual({ Status: 'NOK', Message: expect.stringContaining('setup.exe: file type .exe is not allowed') });
    expect((await upload(traveller, { name: 'photo.gif', bytes: SAMPLES.gif })).statusCode).toBe(415);
    expect((await upload(traveller, { name: 'photo.gif', bytes: SAMPLES.gif }, { category: 'image' })).statusCode).toBe(200);
    expect((await upload(traveller, { name: 'scan.pdf', bytes: SAMPLES.pdf }, { category: 'image' })).statusCode).toBe(415);
  });

  it('refuses bytes that are not what the extension says (magic bytes)', async () => {
    const cases = [
      ['photo.png', SAMPLES.pdf],
      ['report.pdf', Buffer.from('<html>not a pdf</html>')],
      ['sheet.xlsx', SAMPLES.docx],
      ['letter.doc', SAMPLES.xls],
      ['empty.pdf', Buffer.alloc(0)],
    ] as const;
    for (const [name, bytes] of cases) {
      const response = await upload(traveller, { name, bytes });
      expect(response.statusCode, name).toBe(415);
      expect(response.json().ResponseStatus.message).toContain(name);
    }
  });

  it('refuses a file over 5 MiB with 413 naming it, and stores nothing', async () => {
    const big = Buffer.concat([SAMPLES.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(traveller, { name: 'huge-scan.pdf', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().ApiStatus.Message).toBe('huge-scan.pdf: file is too large (limit 5 MiB)');
    expect(await t.store.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.name, 'huge-scan.pdf'))).toHaveLength(0);
  });

  it('accepts a file just under the limit (larger than the JSON body limit)', async () => {
    const file = await uploaded(traveller, 'big-scan.pdf', Buffer.concat([SAMPLES.pdf, Buffer.alloc(4 * 1024 * 1024)]));
    expect(file.size).toBeGreaterThan(4 * 1024 * 1024);
  });

  it('answers a repeated upload of the same file with the same file id (one stored copy)', async () => {
    const first = await uploaded(traveller, 'boarding-pass.pdf', SAMPLES.pdf);
    const again = await uploaded(traveller, 'boarding-pass.pdf', SAMPLES.pdf);
    expect(again.fileid).toBe(first.fileid);
    expect(await t.store.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.name, 'boarding-pass.pdf'))).toHaveLength(1);
  });

  it('keeps only the base name of a file, without folders', async () => {
    const file = await uploaded(traveller, '..\\..\\secret\\odd name.pdf', SAMPLES.pdf);
    expect(file.name).toBe('odd name.pdf');
  });

  it('refuses a request without a file, and a non-multipart body', async () => {
    expect((await upload(traveller, null)).json().ApiStatus.Message).toBe('file is required');
    const json = await t.app.inject({ method: 'POST', url: '/api/upload', payload: {}, headers: { authorization: `Bearer ${traveller}` } });
    expect(json.statusCode).toBe(400);
  });
});

describe('trip documents', () => {
  it('attaches, lists, downloads and deletes a document; replays make one record', async () => {
    const tripid = await insertTrip(t.store.db);
    const file = await uploaded(traveller, 'hotel invoice ₹.pdf', SAMPLES.pdf);
    const key = { 'idempotency-key': `attach-${tripid}` };
    const added = await attach(traveller, tripid, file.fileid, 'invoice', key);
    expect(added.statusCode, added.body).toBe(200);
    const replay = await attach(traveller, tripid, file.fileid, 'invoice', key);
    expect(replay.json().list).toEqual(added.json().list);
    const again = await attach(traveller, tripid, file.fileid, 'invoice');
    expect(again.json().list[0].recordid).toBe(added.json().list[0].recordid);
    expect(await t.store.db.select().from(tripDocuments).where(eq(tripDocuments.tripId, tripid))).toHaveLength(1);

    const list = (await expense(traveller, 'getcorporatetripdocuments', { tripid })).json().list;
    expect(list).toEqual([expect.objectContaining({ tripid, fileid: file.fileid, documenttype: 'invoice', name: 'hotel invoice ₹.pdf', addedby: '20001' })]);

    const got = await download(traveller, list[0].url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="hotel invoice _.pdf"; filename*=UTF-8''hotel%20invoice%20%E2%82%B9.pdf`);
    expect(got.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    // Travel staff read every trip of the company; the manager is no approver of this trip.
    expect((await download(traveladmin, list[0].url)).statusCode).toBe(200);
    expect((await download(manager, list[0].url)).statusCode).toBe(403);
    expect((await download(globex, list[0].url)).statusCode).toBe(403);

    const recordid = list[0].recordid;
    expect((await expense(traveller, 'deletecorporatetripdocuments', { tripid, corporateid: '1001', recordid })).json().ApiStatus.Status).toBe('OK');
    expect((await expense(traveller, 'getcorporatetripdocuments', { tripid })).json().list).toEqual([]);
    expect((await expense(traveller, 'deletecorporatetripdocuments', { tripid, recordid })).statusCode).toBe(403);
  });

  it("refuses another user's file and another company's trip (403)", async () => {
    const tripid = await insertTrip(t.store.db);
    const theirs = await uploaded(coordinator, 'coordinator-notes.pdf', SAMPLES.pdf);
    const refused = await attach(traveller, tripid, theirs.fileid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().ResponseStatus.message).toBe('fileid: not one of your uploads');
    expect((await download(traveller, theirs.url)).statusCode).toBe(403);

    const globexFile = await uploaded(globex, 'globex.pdf', SAMPLES.pdf);
    const foreign = await attach(globex, tripid, globexFile.fileid);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().ResponseStatus.message).toBe('tripid: trip not found');
    expect((await expense(globex, 'getcorporatetripdocuments', { tripid })).statusCode).toBe(403);
    expect((await expense(globex, 'getrequireuploaddocumentfortrip', { tripid })).statusCode).toBe(403);
    // A colleague who may not change the trip cannot attach to it either.
    const managerFile = await uploaded(manager, 'manager.pdf', SAMPLES.pdf);
    expect((await attach(manager, tripid, managerFile.fileid)).statusCode).toBe(403);
  });

  it('international trips require a passport and a visa; domestic trips nothing', async () => {
    const abroad = await insertTrip(t.store.db, { domInt: 'international' });
    const before = (await expense(traveller, 'getrequireuploaddocumentfortrip', { tripid: abroad, corporateid: '1001', profileid: '20001' })).json();
    expect(before).toMatchObject({ international: true, complete: false, required: [{ documenttype: 'passport', present: false }, { documenttype: 'visa', present: false }] });
    const passport = await uploaded(traveller, 'passport.jpg', SAMPLES.jpg);
    const visa = await uploaded(traveller, 'visa.png', SAMPLES.png);
    await attach(traveller, abroad, passport.fileid, 'Passport');
    const half = (await expense(traveller, 'getrequireuploaddocumentfortrip', { tripid: abroad })).json();
    expect(half.required.map((r: { present: boolean }) => r.present)).toEqual([true, false]);
    await attach(traveller, abroad, visa.fileid, 'visa');
    expect((await expense(traveller, 'getrequireuploaddocumentfortrip', { tripid: abroad })).json().complete).toBe(true);

    const home = await insertTrip(t.store.db, { destinationCountries: ['IN'] });
    expect((await expense(traveller, 'getrequireuploaddocumentfortrip', { tripid: home })).json()).toMatchObject({ international: false, required: [], complete: true });
  });
});
