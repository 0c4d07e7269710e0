import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/outbox';
import { hashToken } from '../../server/auth/tokens';
import { sessions, tripTravellers } from '../../server/store/schema';
import { LOGOUT_PATH } from '../../src/contract/envelope';
import { type TestApp, createTestApp } from './helpers/test-app';
import { insertApproval, insertItem, insertTrip, pdfText } from './trip-actions-fixture';

let t: TestApp;
let traveller: string;
let manager: string;
let globex: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  manager = await t.token('manager@acme.test');
  globex = await t.token('traveller@globex.test');
});
afterAll(() => t.close());

const confirmation = (token: string, actioncode: string, fields: object, headers: Record<string, string> = {}) =>
  t.service(token, { opid: 'TG-TRIPCONFIRMATION', actioncode, ...fields }, headers);
const fetchLink = (url: string) => t.app.inject({ method: 'GET', url });

describe('TG-TRIPCONFIRMATION docket', () => {
  it('GETTRIPDOCUMENTDOCKET answers a real PDF with the trip, items, exact amounts and the tracker', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'approved' });
    await insertItem(t.store.db, tripid, { paise: 12_345_650, txid: `TX${tripid}01` });
    await insertItem(t.store.db, tripid, { paise: 99, itemType: 'hotel' });
    await insertApproval(t.store.db, tripid, '20002');
    await t.store.db.insert(tripTravellers).values({ tripId: tripid, corporateId: '1001', travellerProfileId: '20003', addedAt: new Date() });
    expect((await t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid })).json().status).toBe('ticketed');

    const response = await confirmation(traveller, 'GETTRIPDOCUMENTDOCKET', { tripid });
    expect(response.statusCode, response.body).toBe(200);
    const { Result } = response.json();
    expect(Result).toMatchObject({ filename: `trip-${tripid}-docket.pdf`, mime: 'application/pdf' });
    const bytes = Buffer.from(Result.base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Trip confirmation docket ${tripid}`);
    const text = await pdfText(bytes);
    expect(text).toContain(tripid);
    expect(text).toContain('Acme Industries');
    expect(text).toContain('Mr Rahul Verma');
    expect(text).toContain('Client visit - Q1 review');
    expect(text).toContain('INR 1,23,456.50');
    expect(text).toContain('INR 0.99');
    expect(text).toContain('INR 1,23,457.49');
    expect(text).toContain('Ms Priya Nair');
    expect(text).toContain('Mr Arjun Mehta');
    expect(text).toContain('approved -> ticketed');
    expect(text).toContain(`TX${tripid}02`);
  });

  it('breaks a long docket over pages without losing a row', async () => {
    const tripid = await insertTrip(t.store.db, { status: 'ticketed' });
    for (let n = 1; n <= 80; n++) await insertItem(t.store.db, tripid, { txid: `TXLONG${String(n).padStart(3, '0')}`, status: 'booked', paise: n * 100 });
    const bytes = Buffer.from((await confirmation(traveller, 'GETTRIPDOCUMENTDOCKET', { tripid })).json().Result.base64, 'base64');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    for (let n = 1; n <= 80; n++) expect(text).toContain(`TXLONG${String(n).padStart(3, '0')}`);
    expect(text).toContain('INR 3,240.00');
  });

  it('serves the same document through the short-lived signed link, and refuses forged or expired links', async () => {
    const tripid = await insertTrip(t.store.db);
    const link = (await confirmation(traveller, 'GETPDFLINK', { tripid })).json().Result;
    expect(link.url).toMatch(/^\/api\/trip-pdf\//);
    const got = await fetchLink(link.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(`inline; filename="trip-${tripid}-docket.pdf"`);
    expect(await pdfText(got.rawPayload)).toContain(tripid);

    const forged = link.url.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await fetchLink(forged)).statusCode).toBe(404);
    expect((await fetchLink('/api/trip-pdf/nonsense')).statusCode).toBe(404);
    t.clock.advance(16 * 60_000);
    expect((await fetchLink(link.url)).statusCode).toBe(404);
  });

  it("refuses another company's trip (403) and a colleague who may not read it", async () => {
    const tripid = await insertTrip(t.store.db);
    for (const actioncode of ['GETTRIPDOCUMENTDOCKET', 'GETPDFLINK', 'SENDTRIPDOCUMENTDOCKET', 'GETFOREXLETTERPDF']) {
      const response = await confirmation(globex, actioncode, { tripid });
      expect(response.statusCode, actioncode).toBe(403);
      expect(response.json().ResponseStatus.message).toBe('tripid: trip not found');
      expect((await confirmation(manager, actioncode, { tripid })).statusCode, actioncode).toBe(403);
    }
  });

  it('SENDTRIPDOCUMENTDOCKET mails the traveller a link to the docket, once per action', async () => {
    const tripid = await insertTrip(t.store.db);
    const key = { 'idempotency-key': `send-${tripid}` };
    const sent = await confirmation(traveller, 'SENDTRIPDOCUMENTDOCKET', { tripid }, key);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ ApiStatus: { Status: 'OK' }, sentto: 'traveller@acme.test' });
    expect((await confirmation(traveller, 'SENDTRIPDOCUMENTDOCKET', { tripid }, key)).json()).toEqual(sent.json());
    const mails = (await readOutbox(t.store.db, 'traveller@acme.test', 50)).filter((m) => m.subject === `Trip ${tripid}: confirmation docket`);
    expect(mails).toHaveLength(1);
    const url = /(\/api\/trip-pdf\/\S+)/.exec(mails[0]!.body)![1]!;
    const got = await fetchLink(url);
    expect(got.statusCode).toBe(200);
    expect(await pdfText(got.rawPayload)).toContain(tripid);
  });
});

describe('forex letters', () => {
  it('GETFOREXLETTERPDF writes the letter for a trip with imprest, NOK without', async () => {
    const without = await insertTrip(t.store.db);
    const none = (await confirmation(traveller, 'GETFOREXLETTERPDF', { tripid: without })).json();
    expect(none.ApiStatus).toEqual({ Status: 'NOK', Message: 'This trip has no forex (imprest) request, so there is no forex letter.' });
    expect(none.Result).toBeUndefined();

    const tripid = await insertTrip(t.store.db, { domInt: 'international', imprestPaise: 150_000, imprestCurrency: 'USD' });
    const answer = (await confirmation(traveller, 'GETFOREXLETTERPDF', { tripid })).json();
    expect(answer.ApiStatus.Status).toBe('OK');
    const bytes = Buffer.from(answer.Result.base64, 'base64');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Forex request letter ${tripid}`);
    const text = await pdfText(bytes);
    expect(text).toContain(tripid);
    expect(text).toContain('USD 1,500.00');
    expect((await fetchLink(answer.Result.url)).statusCode).toBe(200);
  });
});

describe('links tied to the session they were handed to', () => {
  const refusedBody = { ResponseStatus: { status: 'NOK', message: 'This link is invalid or has expired. Ask for a new one from the trip.' } };
  const logout = (token: string) => t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: { authorization: `Bearer ${token}` } });

  it('stop working at logout (GETPDFLINK and the docket answer’s link), with the uniform body', async () => {
    const tripid = await insertTrip(t.store.db);
    const session = await t.token('traveller@acme.test');
    const link = (await confirmation(session, 'GETPDFLINK', { tripid })).json().Result.url as string;
    const docketLink = (await confirmation(session, 'GETTRIPDOCUMENTDOCKET', { tripid })).json().Result.url as string;
    expect((await fetchLink(link)).statusCode).toBe(200);
    expect((await logout(session)).statusCode).toBe(200);
    for (const url of [link, docketLink]) {
      const refused = await fetchLink(url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(refusedBody);
    }
  });

  it('stop working once the session has idled out, while a mailed link (tied to no session) still opens', async () => {
    const tripid = await insertTrip(t.store.db);
    const session = await t.token('traveller@acme.test');
    const link = (await confirmation(session, 'GETPDFLINK', { tripid })).json().Result.url as string;
    expect((await confirmation(session, 'SENDTRIPDOCUMENTDOCKET', { tripid }, { 'idempotency-key': `idle-${tripid}` })).statusCode).toBe(200);
    const mail = (await readOutbox(t.store.db, 'traveller@acme.test', 50)).find((m) => m.subject === `Trip ${tripid}: confirmation docket`)!;
    const mailed = /(\/api\/trip-pdf\/\S+)/.exec(mail.body)![1]!;
    expect((await fetchLink(link)).statusCode).toBe(200);
    t.clock.advance(14 * 60_000);
    expect((await fetchLink(link)).statusCode).toBe(200);
    // Still within the link's 15 minutes, but the session was last used over 30 minutes ago.
    t.clock.advance(60_000 * 0.5);
    await t.store.db.update(sessions).set({ lastSeenAt: new Date(t.clock.now().getTime() - 31 * 60_000) }).where(eq(sessions.tokenHash, hashToken(session)));
    expect((await fetchLink(link)).statusCode).toBe(404);
    expect((await fetchLink(mailed)).statusCode).toBe(200);
  });
});
