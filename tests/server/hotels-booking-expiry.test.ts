import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { HOLD, JUST_PAST, cardPaymentsOf, expiryPass } from './booking-expiry-fixtures';
import { ACME_WALLET, book, bookingOf, bookingRequest, rateIn, rowOf } from './hotels-booking-fixtures';
import { payOnGateway } from './insurance-booking-fixtures';
import { setBalance } from './wallet-fixtures';

/* Hotel bookings left unpaid at the gateway expire in the shared pass (server/booking/expiry.ts), like insurance. */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
});
// A fresh session per test: the clock moves on in this file.
beforeEach(async () => {
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

async function bookByCard(city: string) {
  const request = bookingRequest(rateIn(city, true).ratekey, { paymentmode: 'creditcard', failureurl: '/hotels' });
  const answer = (await book(t, traveller, request)).json();
  expect(answer.status, answer.message).toBe('OK');
  return { answer, request };
}

describe('unpaid hotel bookings', () => {
  it('expire after the hold time and not before', async () => {
    const { answer } = await bookByCard('in-bengaluru');
    t.clock.advance(HOLD);
    await expiryPass(t);
    expect((await rowOf(t, answer.txid)).status).toBe('paymentpending');
    t.clock.advance(JUST_PAST - HOLD);
    await expiryPass(t);
    expect((await bookingOf(t, traveller, answer.txid)).json().booking.status).toBe('expired');
  });

  it('refuse a card payment finished after expiry; a retry of the same clientref is told to book again', async () => {
    const { answer, request } = await bookByCard('in-delhi');
    t.clock.advance(JUST_PAST);
    await expiryPass(t);
    const late = await payOnGateway(t, answer.paymenturl, 'success');
    expect(late.statusCode).toBe(303);
    expect((await cardPaymentsOf(t, answer.txid)).map((p) => p.status)).toEqual(['failed']);
    expect(await rowOf(t, answer.txid)).toMatchObject({ status: 'expired', paidAt: null });

    const retry = (await book(t, traveller, request)).json();
    expect(retry).toMatchObject({ status: 'NOK', txid: answer.txid, paymenturl: '' });
    expect(retry.message).toMatch(/expired/);
  });
});
