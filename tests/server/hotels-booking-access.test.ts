import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstInvoiceLines } from '../../src/domain/gst-invoice';
import { hotelInvoiceFacts } from '../../server/features/hotels/invoice-facts';
import { cardRefunds } from '../../server/store/schema-wallet';
import { type TestApp, createTestApp } from './helpers/test-app';
import { ACME_WALLET, book, bookByWallet, bookingOf, bookingRequest, call, rateIn, totalOf } from './hotels-booking-fixtures';
import { payOnGateway } from './insurance-booking-fixtures';
import { sessionOf, setBalance } from './wallet-fixtures';

/*
 * Who may read, download and cancel a hotel booking (server/booking/read-access.ts), the voucher
 * PDF, the GST invoice through the shared route, the card path through the sandbox gateway, and
 * "My bookings".
 */

let t: TestApp;
let traveller: string;
let txid: string;
const GST = { gstin: '27AABCA1234B1ZH', companyname: 'Acme Travel Pvt Ltd', address: 'Pune, Maharashtra' };
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
  txid = await bookByWallet(t, traveller, rateIn('in-bengaluru', true), { gstdetails: GST });
});
afterAll(() => t.close());

const invoice = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/invoices/hotel/${id}.pdf`, headers: { authorization: `Bearer ${token}` } });

describe('read access', () => {
  it.each([
    ['a colleague', 'unverified@acme.test'],
    ['another company', 'traveller@globex.test'],
  ])('answers %s like an unknown booking, for every operation', async (_who, userid) => {
    const token = await t.token(userid);
    for (const action of ['gethotelbooking', 'gethotelvoucherpdf', 'quotehotelcancellation']) {
      const response = await call(t, token, action, { txid });
      expect(response.statusCode, action).toBe(403);
      expect(response.json().ResponseStatus.message).toBe('txid: hotel booking not found');
    }
    expect((await call(t, token, 'cancelhotel', { txid, reason: 'x' })).statusCode).toBe(403);
    expect((await invoice(token, txid)).statusCode).toBe(404);
    expect((await call(t, traveller, 'gethotelbooking', { txid: 'HTL1' })).statusCode).toBe(403);
  });

  it('lets travel staff and finance of the company read it; finance may not cancel it', async () => {
    for (const userid of ['traveladmin@acme.test', 'finance@acme.test', 'manager@acme.test']) {
      const response = await call(t, await t.token(userid), 'gethotelbooking', { txid });
      expect(response.statusCode, userid).toBe(200);
    }
    const finance = await t.token('finance@acme.test');
    expect((await call(t, finance, 'quotehotelcancellation', { txid })).statusCode).toBe(403);
    expect((await call(t, await t.token('traveladmin@acme.test'), 'quotehotelcancellation', { txid })).statusCode).toBe(200);
  });
});

describe('voucher and invoice', () => {
  it('renders the voucher as a PDF', async () => {
    const answer = (await call(t, traveller, 'gethotelvoucherpdf', { txid })).json();
    expect(answer.filename).toBe(`Hotel-${txid}.pdf`);
    expect(Buffer.from(answer.pdfbase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves the GST invoice of a paid stay through the shared route, to the company GSTIN given', async () => {
    const response = await invoice(traveller, txid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('invoices SAC 9963 to the GSTIN given, its state the place of supply, lines adding up to the total', async () => {
    const session = await sessionOf(t.store.db, '20001');
    const facts = await t.store.db.transaction((tx) => hotelInvoiceFacts(tx, session, txid));
    if (!facts || facts === 'unpaid') throw new Error('no invoice facts');
    expect(facts).toMatchObject({ product: 'hotel', sac: { code: '9963' }, placeOfSupply: { code: '27' } });
    expect(facts.customer).toEqual({ name: GST.companyname, address: GST.address, gstin: GST.gstin });
    const lines = gstInvoiceLines(facts);
    expect(lines.intraState).toBe(false);
    expect(lines.taxableValue + lines.igst).toBe(facts.total);
    expect(lines.taxed.every((line) => line.ratePct === 5 || line.ratePct === 18)).toBe(true);
  });
});

describe('paying by card', () => {
  it('waits for the gateway, is booked once on success, has no invoice before, and refunds to the card', async () => {
    const rate = rateIn('in-hyderabad', true);
    const started = (await book(t, traveller, bookingRequest(rate.ratekey, { paymentmode: 'creditcard' }))).json();
    expect(started).toMatchObject({ status: 'OK', bookingstatus: 'paymentpending' });
    expect(started.paymenturl).toMatch(/^\/sandbox-gateway\//);
    expect((await invoice(traveller, started.txid)).statusCode).toBe(409);

    const paid = await payOnGateway(t, started.paymenturl, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/hotels/voucher/${started.txid}`);
    expect((await bookingOf(t, traveller, started.txid)).json().booking).toMatchObject({ status: 'booked', paymentmode: 'creditcard' });
    expect((await invoice(traveller, started.txid)).statusCode).toBe(200);

    const cancelled = (await call(t, traveller, 'cancelhotel', { txid: started.txid, reason: 'trip off' })).json();
    expect(cancelled).toMatchObject({ refundmode: 'card' });
    const refunds = await t.store.db.select().from(cardRefunds).where(eq(cardRefunds.reference, started.txid));
    expect(refunds.map((r) => BigInt(r.amountPaise))).toEqual([totalOf(rate)]);
  });
});

describe('my bookings', () => {
  it('lists the stay with the hotel and its guests', async () => {
    const answer = (await t.service(traveller, { opid: 'TG-MYBOOKINGS', action: 'list', product: 'hotel' })).json();
    const row = answer.list.find((b: { txid: string }) => b.txid === txid);
    expect(row).toMatchObject({ product: 'hotel', ticketpath: `/hotels/voucher/${txid}` });
  });
});
