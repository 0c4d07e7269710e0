import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightBookings } from '../../server/store/schema-flight-bookings';
import { isValidGstin } from '../../src/domain/gstin';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway } from './flights-fixtures';
import { ACME_WALLET, bookCheapest } from './flights-booking-fixtures';
import { bookByWallet } from './insurance-booking-fixtures';
import { pdfText } from './trip-actions-fixture';
import { setBalance } from './wallet-fixtures';

/*
 * GET /api/invoices/<product>/<txid>.pdf: the GST tax invoice of a paid booking, booked through the
 * real operations. The PDF is read back through its content streams (pdfText); numbers are issued
 * at payment and run per company per financial year (the test clock's 1 Mar 2026 is in 2025-26;
 * gst-invoice-numbering.test.ts covers the numbering itself).
 */

let t: TestApp;
let traveller: string;
// A Maharashtra company booking a flight from Bengaluru: the airline is in Karnataka, so IGST.
const GST = {
  gstin: '27AAPFU0939F1ZV',
  gstcompanyname: 'Acme Industries Pvt Ltd',
  gstaddress: '12 Marine Drive, Mumbai 400020',
};
const BLR_DEL = oneway('BLR', 'DEL', '2026-03-20');

beforeAll(async () => {
  t = await createTestApp();
  await setBalance(t.store.db, ACME_WALLET, 5_000_000_00n);
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const download = (token: string | null, product: string, txid: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/invoices/${product}/${txid}.pdf`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const numberOf = (response: { headers: Record<string, unknown> }) =>
  /filename="invoice-(VOY-\d{4}-\d{2}-\d{6})\.pdf"/.exec(String(response.headers['content-disposition']))?.[1];

async function paidFlight(overrides: Record<string, unknown> = {}): Promise<string> {
  const { answer } = await bookCheapest(t, traveller, BLR_DEL, overrides);
  expect(answer.status).toBe('pending');
  return answer.txid!;
}

describe('GST invoice PDF', () => {
  it('invoices a flight booked with GST details: the airline as supplier, IGST to another state, exact total in words', async () => {
    expect(isValidGstin(GST.gstin)).toBe(true);
    const txid = await paidFlight(GST);
    const response = await download(traveller, 'flight', txid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const text = await pdfText(response.rawPayload);
    const [row] = await t.store.db.select().from(flightBookings).where(eq(flightBookings.txid, txid));
    for (const expected of [
      'Tax Invoice',
      'Sandbox Airline Services Ltd',
      '29AABCS1234K1ZC',
      GST.gstin,
      GST.gstcompanyname,
      GST.gstaddress,
      'Maharashtra (27)',
      'SAC 996425 - Air passenger transport services',
      'IGST %',
      '5%',
      '1 Mar 2026',
      txid,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('CGST');
    const total = BigInt(row!.totalPaise);
    expect(text).toContain(`INR ${new Intl.NumberFormat('en-IN').format(total / 100n)}`);
    expect(text).toMatch(/Rupees [A-Za-z -]+ Only/);
  });

  it("splits CGST and SGST for a traveller without GST details embarking in the airline's state", async () => {
    const txid = await paidFlight();
    const text = await pdfText((await download(traveller, 'flight', txid)).rawPayload);
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('Mr Rahul Verma');
    expect(text).toContain('2.5%');
    expect(text).toContain('SGST');
    expect(text).toContain('Airport fees and other taxes');
  });

  it('keeps the number across downloads and numbers the next booking of the company next', async () => {
    const first = await paidFlight();
    const a = numberOf(await download(traveller, 'flight', first));
    const again = numberOf(await download(traveller, 'flight', first));
    expect(a).toMatch(/^VOY-2025-26-\d{6}$/);
    expect(again).toBe(a);
    const second = await paidFlight();
    const b = numberOf(await download(traveller, 'flight', second));
    expect(Number(b!.slice(-6))).toBe(Number(a!.slice(-6)) + 1);
    // The company's travel admin reads the same invoice.
    expect(numberOf(await download(await t.token('traveladmin@acme.test'), 'flight', first))).toBe(a);
  });

  it('invoices an insurance policy: the insurer, 18 % GST on the premium as CGST + SGST', async () => {
    const txid = await bookByWallet(t, traveller);
    const response = await download(traveller, 'insurance', txid);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Tax Invoice',
      'Sandbox General Insurance Co Ltd',
      '27AABCG5678L1Z2',
      'SAC 997133',
      '9%',
      'Maharashtra (27)',
      'Rupees',
    ])
      expect(text).toContain(expected);
    // Numbers run per company, across products.
    expect(numberOf(response)).toMatch(/^VOY-2025-26-\d{6}$/);
  });

  it("answers 404 for another user's or another company's booking, and for the wrong product", async () => {
    const txid = await paidFlight();
    for (const who of ['coordinator@acme.test', 'traveller@globex.test']) {
      const response = await download(await t.token(who), 'flight', txid);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Tax Invoice');
    }
    expect((await download(traveller, 'insurance', txid)).statusCode).toBe(404);
    expect((await download(traveller, 'hotel', txid)).statusCode).toBe(404);
    expect((await download(traveller, 'flight', 'FL0')).statusCode).toBe(404);
  });

  it('answers 409 for a booking not paid yet and 401 without a session', async () => {
    const { answer } = await bookCheapest(t, traveller, BLR_DEL, { paymentmode: 'creditcard' });
    expect(answer.paymenturl).toMatch(/^\/sandbox-gateway\//);
    const unpaid = await download(traveller, 'flight', answer.txid!);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().ApiStatus?.Message ?? unpaid.body).toContain('No invoice until the booking is paid');
    expect((await download(null, 'flight', answer.txid!)).statusCode).toBe(401);
  });
});
