import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { MINUTE } from './helpers/clock';
import {
  ACME_WALLET,
  book,
  bookingRequest,
  bookingRow,
  payOnGateway,
  priceFor,
  setBalance,
  ticket,
} from './insurance-booking-fixtures';
import { HOLD, JUST_PAST, cardPaymentsOf, expiryPass } from './booking-expiry-fixtures';

/* Insurance bookings left unpaid at the gateway expire like flights (without seats to give back). */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  await setBalance(t.store.db, ACME_WALLET, 50_000_00n);
});
// A fresh session per test: the clock moves on in this file.
beforeEach(async () => {
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const answerOf = (response: { json(): unknown }) =>
  (response.json() as { FlightBookingResponse: Record<string, string> }).FlightBookingResponse;

async function bookInsurance(paymentmode: 'creditcard' | 'cashcard') {
  const jsondata = bookingRequest(await priceFor(t, traveller), undefined, {
    paymentmode,
    successurl: '/insurance/done',
    failureurl: '/insurance/book?ins=a',
  });
  const answer = answerOf(await book(t, traveller, jsondata));
  expect(answer.status, answer.message).toBe('OK');
  return { answer, jsondata };
}

describe('unpaid insurance bookings', () => {
  it('expire after the hold time and not before', async () => {
    const { answer } = await bookInsurance('creditcard');
    t.clock.advance(HOLD);
    await expiryPass(t);
    expect((await bookingRow(t, answer.txid!))!.status).toBe('paymentpending');
    t.clock.advance(JUST_PAST - HOLD);
    await expiryPass(t);
    expect(await bookingRow(t, answer.txid!)).toMatchObject({ status: 'expired', updatedAt: t.clock.now() });
    expect((await ticket(t, traveller, answer.txid!)).insurancerecord.bookingstatus).toBe('expired');
  });

  it('never expire once paid, by wallet or by card', async () => {
    const { answer: wallet } = await bookInsurance('cashcard');
    const { answer: card } = await bookInsurance('creditcard');
    expect((await payOnGateway(t, card.paymenturl!, 'success')).statusCode).toBe(303);
    t.clock.advance(120 * MINUTE);
    await expiryPass(t);
    expect((await bookingRow(t, wallet.txid!))!.status).toBe('confirmed');
    expect((await bookingRow(t, card.txid!))!.status).toBe('confirmed');
  });

  it('refuse a card payment finished after expiry; a retry of the same clientref is told to book again', async () => {
    const { answer, jsondata } = await bookInsurance('creditcard');
    t.clock.advance(JUST_PAST);
    await expiryPass(t);
    const late = await payOnGateway(t, answer.paymenturl!, 'success');
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe('/insurance/book?ins=a&payment=failed');
    expect((await cardPaymentsOf(t, answer.txid!)).map((p) => p.status)).toEqual(['failed']);
    expect(await bookingRow(t, answer.txid!)).toMatchObject({ status: 'expired', policyNumber: '' });

    const retry = answerOf(await book(t, await t.token('traveller@acme.test'), jsondata));
    expect(retry).toMatchObject({ status: 'NOK', txid: answer.txid, paymenturl: '' });
    expect(retry.message).toMatch(/expired/);
    expect(await cardPaymentsOf(t, answer.txid!)).toHaveLength(1);
  });
});
