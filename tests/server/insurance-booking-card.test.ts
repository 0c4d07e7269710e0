import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayments } from '../../server/store/schema-wallet';
import { type TestApp, createTestApp } from './helpers/test-app';
import {
  ACME_WALLET,
  balanceOf,
  book,
  bookingRequest,
  bookingRow,
  debitsOf,
  payOnGateway,
  priceFor,
  setBalance,
  ticket,
} from './insurance-booking-fixtures';

/* The card path end to end: booking → gateway page post (as the browser) → booking confirmed once. */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const answerOf = (response: { json(): unknown }) =>
  (response.json() as { FlightBookingResponse: Record<string, string> }).FlightBookingResponse;
const cardRequest = async (overrides: Record<string, unknown> = {}) =>
  bookingRequest(await priceFor(t, traveller), undefined, {
    paymentmode: 'creditcard',
    successurl: '/insurance/done',
    failureurl: '/insurance/book?ins=a;b',
    ...overrides,
  });
const paymentsOf = (txid: string) => t.store.db.select().from(cardPayments).where(eq(cardPayments.reference, txid));

describe('insurance booking by card', () => {
  it('waits for payment, then the gateway success confirms it once and redirects to the e-ticket', async () => {
    await setBalance(t.store.db, ACME_WALLET, 50_000_00n);
    const jsondata = await cardRequest();
    const started = answerOf(await book(t, traveller, jsondata));
    expect(started).toMatchObject({ status: 'OK', tgbookingref: '' });
    expect(started.paymenturl).toMatch(/^\/sandbox-gateway\//);
    expect((await ticket(t, traveller, started.txid!)).insurancerecord.bookingstatus).toBe('paymentpending');
    const [payment] = await paymentsOf(started.txid!);
    expect(payment).toMatchObject({
      purpose: 'insurance',
      amountPaise: BigInt(String(jsondata.insurancerecommendation.totalnet).replace('.', '')),
    });

    const paid = await payOnGateway(t, started.paymenturl!, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/insurance/eticket/${started.txid}`);
    const invoice = await ticket(t, traveller, started.txid!);
    expect(invoice.insurancerecord).toMatchObject({ bookingstatus: 'confirmed', paymentmode: 'creditcard' });
    expect(invoice.insurancerecord.tgbookingref).not.toBe('');

    // The same post again (a reload) and the same booking request again change nothing.
    expect((await payOnGateway(t, started.paymenturl!, 'success')).statusCode).toBe(303);
    const again = answerOf(await book(t, traveller, jsondata));
    expect(again).toMatchObject({
      status: 'OK',
      txid: started.txid,
      tgbookingref: invoice.insurancerecord.tgbookingref,
      paymenturl: '',
    });
    expect(await paymentsOf(started.txid!)).toHaveLength(1);
    expect(await debitsOf(t, started.txid!)).toEqual([]);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(50_000_00n);
  });

  it('after a failed payment, the retry with the same clientref pays the same booking once', async () => {
    const jsondata = await cardRequest({ successurl: '/insurance/eticket' });
    const first = answerOf(await book(t, traveller, jsondata));
    const failed = await payOnGateway(t, first.paymenturl!, 'failure');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toMatch(/^\/insurance\/book\?ins=a(;|%3B)b&payment=failed$/);
    expect((await bookingRow(t, first.txid!))?.status).toBe('paymentpending');

    const retry = answerOf(await book(t, traveller, jsondata));
    expect(retry.txid).toBe(first.txid);
    expect(retry.paymenturl).not.toBe(first.paymenturl);
    expect((await payOnGateway(t, retry.paymenturl!, 'success')).headers.location).toBe(
      `/insurance/eticket/${first.txid}`,
    );
    expect((await bookingRow(t, first.txid!))?.status).toBe('confirmed');
    expect((await paymentsOf(first.txid!)).map((p) => p.status).sort()).toEqual(['failed', 'succeeded']);
    // The page cannot know the txid before booking: its '/insurance/eticket' becomes this booking's e-ticket.
    expect((await paymentsOf(first.txid!)).map((p) => p.successUrl)).toEqual([
      `/insurance/eticket/${first.txid}`,
      `/insurance/eticket/${first.txid}`,
    ]);
  });

  it('a stale card attempt cannot charge a booking already paid by wallet', async () => {
    await setBalance(t.store.db, ACME_WALLET, 50_000_00n);
    const jsondata = await cardRequest();
    const card = answerOf(await book(t, traveller, jsondata));
    const wallet = answerOf(await book(t, traveller, { ...jsondata, paymentmode: 'cashcard' }));
    expect(wallet).toMatchObject({ status: 'OK', txid: card.txid });
    const stale = await payOnGateway(t, card.paymenturl!, 'success');
    expect(stale.headers.location).toContain('payment=failed');
    expect((await paymentsOf(card.txid!)).map((p) => p.status)).toEqual(['failed']);
    expect(await debitsOf(t, card.txid!)).toHaveLength(1);
  });
});
