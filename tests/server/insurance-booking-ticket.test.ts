import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { ACME_WALLET, PAX, bookByWallet, setBalance, ticket } from './insurance-booking-fixtures';

/* Who sees an insurance e-ticket (and its PDF): the booker and their company's travel admins; nobody else learns it exists. */

let t: TestApp;
let traveller: string;
let txid: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 50_000_00n);
  txid = await bookByWallet(t, traveller, PAX.slice(0, 2));
});
afterAll(() => t.close());

const pdf = (token: string, id: string) =>
  t.service(token, { opid: 'TG-INSURANCE', actioncode: 'ticketpdf', txid: id });

describe('insurance e-ticket', () => {
  it('maps the policy onto the spec’s InsuranceInvoice fields', async () => {
    const invoice = await ticket(t, traveller, txid);
    expect(invoice.insurancerecord).toMatchObject({
      txid,
      tripid: '',
      trainname: 'Domestic Travel Secure',
      fromstnname: 'Domestic (India)',
      fromstncode: 'DOM',
      tostnname: '',
      tostncode: '',
      deptime: '2026-04-10',
      arrtime: '2026-04-15',
      jdate: '2026-04-10',
      trainclass: 'DOMBASIC',
      quota: 'domestic',
      base_currency: 'INR',
      refunds: [],
    });
    expect(invoice.insurancerecord.trainnumber).not.toBe('');
    expect(
      invoice.passengers.map((p: { paxsno: number; firstname: string; status: string }) => [
        p.paxsno,
        p.firstname,
        p.status,
      ]),
    ).toEqual([
      [1, 'Asha', 'confirmed'],
      [2, 'Bimal', 'confirmed'],
    ]);
  });

  it.each([
    ['a colleague (not the manager: ticket-read-access.test.ts)', 'unverified@acme.test'],
    ['a travel coordinator (not an admin)', 'coordinator@acme.test'],
    ['another company', 'traveller@globex.test'],
  ])('answers "" to %s, exactly as for an unknown id', async (_who, userid) => {
    const token = await t.token(userid);
    expect(await ticket(t, token, txid)).toBe('');
    expect(await ticket(t, token, 'INS999999999')).toBe('');
    expect((await pdf(token, txid)).json()).toMatchObject({
      ApiStatus: { Status: 'NOK', Message: `No Ticket found for the Transaction No: ${txid}` },
      pdfbase64: '',
    });
  });

  it.each(['traveladmin@acme.test', 'superadmin@acme.test'])('lets %s of the same company read it', async (userid) => {
    const invoice = await ticket(t, await t.token(userid), txid);
    expect(invoice.insurancerecord.txid).toBe(txid);
  });

  it('renders a real PDF of the ticket', async () => {
    const response = await pdf(traveller, txid);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ApiStatus: { Status: 'OK' }, filename: `Insurance-${txid}.pdf` });
    const bytes = Buffer.from(body.pdfbase64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(0);
    expect(doc.getTitle()).toContain(txid);
  });
});
