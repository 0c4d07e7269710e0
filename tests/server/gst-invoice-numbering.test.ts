import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoiceNumber } from '../../server/booking/invoice-number';
import { invoiceNumberText } from '../../src/domain/gst-invoice';
import { gstInvoiceCounters, gstInvoices } from '../../server/store/schema-gst-invoices';
import { type TestApp, createTestApp } from './helpers/test-app';
import { HOUR, MINUTE } from './helpers/clock';
import { oneway } from './flights-fixtures';
import { bookCheapest } from './flights-booking-fixtures';
import { ACME_WALLET, book, bookingRequest, cancel, payOnGateway, priceFor, setBalance } from './insurance-booking-fixtures';

/*
 * The GST invoice number is issued in the transaction that pays the booking (wallet, company
 * account, card capture), so numbers follow the order of payment with no gaps, even when a
 * company's payments run at once; a payment that fails or rolls back takes none. Acme is 1001;
 * the test clock starts on 1 Mar 2026 (financial year 2025-26).
 */

let t: TestApp;
let traveller: string;
const ACME = '1001';
const BLR_DEL = oneway('BLR', 'DEL', '2026-03-20');

beforeAll(async () => {
  t = await createTestApp();
  await setBalance(t.store.db, ACME_WALLET, 5_000_000_00n);
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const keptNumber = async (product: 'flight' | 'insurance', txid: string) =>
  (
    await t.store.db
      .select({ number: gstInvoices.number })
      .from(gstInvoices)
      .where(and(eq(gstInvoices.product, product), eq(gstInvoices.txid, txid)))
  )[0]?.number;

const sequenceOf = (number: string | undefined) => Number(number!.slice(-6));

const lastSequence = async (financialYear = '2025-26') =>
  (
    await t.store.db
      .select({ last: gstInvoiceCounters.lastSequence })
      .from(gstInvoiceCounters)
      .where(and(eq(gstInvoiceCounters.corporateId, ACME), eq(gstInvoiceCounters.financialYear, financialYear)))
  )[0]?.last ?? 0;

const downloadedNumber = async (product: string, txid: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/invoices/${product}/${txid}.pdf`,
    headers: { authorization: `Bearer ${traveller}` },
  });
  expect(response.statusCode).toBe(200);
  return /filename="invoice-(VOY-\d{4}-\d{2}-\d{6})\.pdf"/.exec(String(response.headers['content-disposition']))?.[1];
};

type InsuranceAnswer = { FlightBookingResponse: { status: string; txid: string; paymenturl: string } };

/** Books a policy priced once per call; card bookings answer their gateway address. */
async function bookInsurance(paymentmode: 'cashcard' | 'creditcard', recommendation?: Record<string, unknown>) {
  const jsondata = bookingRequest(recommendation ?? (await priceFor(t, traveller)), undefined, {
    paymentmode,
    successurl: '/insurance/done',
    failureurl: '/insurance/book?ins=a',
  });
  const answer = ((await book(t, traveller, jsondata)).json() as InsuranceAnswer).FlightBookingResponse;
  expect(answer.status).toBe('OK');
  return answer;
}

async function cardFlight() {
  const { answer } = await bookCheapest(t, traveller, BLR_DEL, { paymentmode: 'creditcard' });
  expect(answer.paymenturl).toMatch(/^\/sandbox-gateway\//);
  return { txid: answer.txid!, paymenturl: answer.paymenturl! };
}

describe('GST invoice numbering at payment', () => {
  it('numbers a booking when it is paid, before any download, and the download shows that number', async () => {
    const before = await lastSequence();
    const { answer } = await bookCheapest(t, traveller, BLR_DEL);
    expect(answer.status).toBe('pending');
    const kept = await keptNumber('flight', answer.txid!);
    expect(kept).toBe(`VOY/2025-26/${String(before + 1).padStart(6, '0')}`);
    // The file name shows it with dashes for slashes.
    expect(await downloadedNumber('flight', answer.txid!)).toBe(kept!.replaceAll('/', '-'));
    expect(await downloadedNumber('flight', answer.txid!)).toBe(kept!.replaceAll('/', '-'));
  });

  it('numbers in the order of payment, not of booking or download; a failed card payment takes none', async () => {
    const first = await cardFlight();
    const failed = await bookInsurance('creditcard');
    expect(await keptNumber('flight', first.txid)).toBeUndefined();
    const walletPaid = await bookInsurance('cashcard');
    expect((await payOnGateway(t, failed.paymenturl, 'failure')).statusCode).toBe(303);
    expect((await payOnGateway(t, first.paymenturl, 'success')).statusCode).toBe(303);
    expect(await keptNumber('insurance', failed.txid)).toBeUndefined();
    const cardNumber = await downloadedNumber('flight', first.txid);
    const walletNumber = await downloadedNumber('insurance', walletPaid.txid);
    expect(sequenceOf(cardNumber)).toBe(sequenceOf(walletNumber) + 1);
    expect(await lastSequence()).toBe(sequenceOf(cardNumber));
  });

  it('gives concurrent payments of one company the next numbers, each once, with no gap', async () => {
    const before = await lastSequence();
    const recommendation = await priceFor(t, traveller);
    const cards = [await cardFlight(), await cardFlight(), await cardFlight()];
    const paid = await Promise.all([
      ...cards.map(async (card) => {
        expect((await payOnGateway(t, card.paymenturl, 'success')).statusCode).toBe(303);
        return keptNumber('flight', card.txid);
      }),
      ...Array.from({ length: 9 }, async () => keptNumber('insurance', (await bookInsurance('cashcard', recommendation)).txid)),
    ]);
    // Each number once, the next ones in a row, written as the domain writes them.
    const expected = Array.from({ length: paid.length }, (_, i) => invoiceNumberText('2025-26', before + 1 + i));
    expect([...paid].sort()).toEqual(expected);
    expect(await lastSequence()).toBe(before + paid.length);
  });

  it('burns no number when the paying transaction rolls back', async () => {
    const before = await lastSequence();
    const invoice = { product: 'flight' as const, txid: 'FLROLLBACK', corporateId: ACME, paidAt: t.clock.now() };
    const rolledBack = t.store.db.transaction(async (tx) => {
      await issueInvoiceNumber(tx, invoice, t.clock.now());
      throw new Error('the payment failed after numbering');
    });
    await expect(rolledBack).rejects.toThrow('the payment failed after numbering');
    expect(await lastSequence()).toBe(before);
    expect(await keptNumber('flight', 'FLROLLBACK')).toBeUndefined();
  });

  it('numbers a booking paid before numbering moved to payment at its first download, once', async () => {
    const { answer } = await bookCheapest(t, traveller, BLR_DEL);
    await t.store.db.delete(gstInvoices).where(and(eq(gstInvoices.product, 'flight'), eq(gstInvoices.txid, answer.txid!)));
    const before = await lastSequence();
    const number = await downloadedNumber('flight', answer.txid!);
    expect(sequenceOf(number)).toBe(before + 1);
    expect(await downloadedNumber('flight', answer.txid!)).toBe(number);
    expect(await lastSequence()).toBe(before + 1);
  });

  it('keeps the number of a booking cancelled after payment', async () => {
    const { txid } = await bookInsurance('cashcard');
    const kept = await keptNumber('insurance', txid);
    expect(kept).toMatch(/^VOY\/2025-26\/\d{6}$/);
    expect((await cancel(t, traveller, txid, '1')).json().ResponseStatus.status).toBe('OK');
    expect(await downloadedNumber('insurance', txid)).toBe(kept!.replaceAll('/', '-'));
  });

  it('takes the financial year of the payment: claimed on 31 March, paid on 1 April, numbered in the new year', async () => {
    // 23:55 on 31 Mar 2026 in India (18:25 UTC); the session is renewed after the jump.
    t.clock.advance(30 * 24 * HOUR + 9 * HOUR + 25 * MINUTE);
    traveller = await t.token('traveller@acme.test');
    const card = await bookInsurance('creditcard');
    t.clock.advance(10 * MINUTE);
    expect((await payOnGateway(t, card.paymenturl, 'success')).statusCode).toBe(303);
    expect(await keptNumber('insurance', card.txid)).toBe('VOY/2026-27/000001');
    expect(await downloadedNumber('insurance', card.txid)).toBe('VOY-2026-27-000001');
  });
});
