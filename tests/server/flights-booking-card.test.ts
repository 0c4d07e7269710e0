import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightBookings } from '../../server/store/schema-flight-bookings';
import { cardPayments } from '../../server/store/schema-wallet';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway, paise } from './flights-fixtures';
import {
  ACME_WALLET,
  answerOf,
  book,
  bookingRequest,
  debitsOf,
  eticket,
  reprice,
  searchAndPick,
} from './flights-booking-fixtures';
import { payOnGateway } from './insurance-booking-fixtures';
import { balanceOf, setBalance } from './wallet-fixtures';

/* The card path: booking → gateway page post (as the browser) → booking paid once, then ticketing. */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 500_000_00n);
});
afterAll(() => t.close());

const rowOf = async (txid: string) =>
  (await t.store.db.select().from(flightBookings).where(eq(flightBookings.txid, txid)))[0];
const paymentsOf = (txid: string) => t.store.db.select().from(cardPayments).where(eq(cardPayments.reference, txid));

async function cardRequest(overrides: Record<string, unknown> = {}) {
  const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
  const priced = await reprice(t, traveller, picked);
  return { priced, jsondata: bookingRequest(picked, priced.totalfare, { paymentmode: 'creditcard', ...overrides }) };
}

describe('flight booking by card', () => {
  it('waits for payment, is paid once on capture, then goes to ticketing; no wallet debit', async () => {
    const { priced, jsondata } = await cardRequest({ successurl: '/flights/eticket' });
    const started = answerOf(await book(t, traveller, jsondata));
    expect(started).toMatchObject({ status: 'paymentpending', tgbookingref: '', errormessage: '' });
    expect(started.paymenturl).toMatch(/^\/sandbox-gateway\//);
    expect((await eticket(t, traveller, started.txid!)).flightRecord.booking_status).toBe('paymentpending');
    const [payment] = await paymentsOf(started.txid!);
    expect(payment).toMatchObject({
      purpose: 'flight',
      amountPaise: paise(priced.totalfare),
      successUrl: `/flights/eticket/${started.txid}`,
    });

    const paid = await payOnGateway(t, started.paymenturl!, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/flights/eticket/${started.txid}`);
    expect(await rowOf(started.txid!)).toMatchObject({ status: 'pending', paymentMode: 'creditcard' });

    const again = answerOf(await book(t, traveller, jsondata));
    expect(again).toMatchObject({ status: 'pending', txid: started.txid, paymenturl: '' });
    expect(again.tgbookingref).toMatch(/^TGF\d+$/);
    expect(await paymentsOf(started.txid!)).toHaveLength(1);
    expect(await debitsOf(t, started.txid!)).toEqual([]);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(500_000_00n);
    t.clock.advance(20_000);
    expect((await eticket(t, traveller, started.txid!)).flightRecord.booking_status).toBe('ticketed');
  });

  it('after a failed payment the same clientref retries the same booking; a stale card attempt cannot charge it twice', async () => {
    const { jsondata } = await cardRequest({ failureurl: '/flights/book?rid=x' });
    const first = answerOf(await book(t, traveller, jsondata));
    const failed = await payOnGateway(t, first.paymenturl!, 'failure');
    expect(failed.headers.location).toBe('/flights/book?rid=x&payment=failed');
    expect((await rowOf(first.txid!))?.status).toBe('paymentpending');

    const retry = answerOf(await book(t, traveller, jsondata));
    expect(retry.txid).toBe(first.txid);
    expect(retry.paymenturl).not.toBe(first.paymenturl);
    // Paid by wallet meanwhile: the card attempt is refused at the gateway.
    const wallet = answerOf(await book(t, traveller, { ...jsondata, paymentmode: 'cashcard' }));
    expect(wallet).toMatchObject({ status: 'pending', txid: first.txid });
    const stale = await payOnGateway(t, retry.paymenturl!, 'success');
    expect(stale.headers.location).toContain('payment=failed');
    expect(await debitsOf(t, first.txid!)).toHaveLength(1);
  });
});
