import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hotelSupplier } from '../../server/features/hotels/supplier';
import { cardPayments, cardRefunds } from '../../server/store/schema-wallet';
import { tripItems } from '../../server/store/schema';
import { parseMinorUnits } from '../../src/domain/money';
import { JUST_PAST, expiryPass } from './booking-expiry-fixtures';
import { HOUR, MINUTE } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';
import { NEW_DATES, changeStay, quoteChange, sameRoomAt } from './hotel-stay-change-fixtures';
import { ACME_WALLET, STAY, book, bookingOf, bookingRequest, call, rateIn, rowOf, totalOf } from './hotels-booking-fixtures';
import { payOnGateway } from './insurance-booking-fixtures';
import { createTrip } from './trips-fixtures';
import { setBalance } from './wallet-fixtures';

/*
 * changehotelstay for a stay paid by card (docs/features/hotels-change.md): the new booking waits
 * for the card at the gateway; only its capture cancels the old stay, refunding it to the card,
 * once. An abandoned, expired or failed payment leaves the old stay booked.
 */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
  // Starting a seeded PGlite takes over a minute on a loaded machine.
}, 180_000);
// A fresh session per test: the clock moves on in this file.
beforeEach(async () => {
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const cardRefundsOf = async (txid: string) =>
  (await t.store.db.select().from(cardRefunds).where(eq(cardRefunds.reference, txid))).map((r) => BigInt(r.amountPaise));
const cardPaymentsOf = (txid: string) => t.store.db.select().from(cardPayments).where(eq(cardPayments.reference, txid));

/** A stay booked and paid by card; answers its txid. */
async function bookByCard(city: string, overrides: Record<string, unknown> = {}, stay = STAY): Promise<string> {
  const request = bookingRequest(rateIn(city, true, stay).ratekey, { paymentmode: 'creditcard', ...overrides });
  const started = (await book(t, traveller, request)).json();
  expect(started.bookingstatus, started.message).toBe('paymentpending');
  expect((await payOnGateway(t, started.paymenturl, 'success')).statusCode).toBe(303);
  expect((await rowOf(t, started.txid)).status).toBe('booked');
  return started.txid;
}

/** Quotes and asks for the change; answers the quote and the change's answer. */
async function startChange(txid: string) {
  const { quote } = (await quoteChange(t, traveller, txid)).json();
  const response = await changeStay(t, traveller, txid, quote.newtotal);
  expect(response.statusCode, response.body).toBe(200);
  return { quote, changed: response.json() };
}

describe('changing a card-paid stay', () => {
  it('quotes the new total paid in full by card and the whole refund back to the card', async () => {
    const rate = rateIn('in-bengaluru', true);
    const txid = await bookByCard('in-bengaluru');
    const { quote } = (await quoteChange(t, traveller, txid)).json();
    expect(quote).toMatchObject({ paidby: 'card', charge: '0.00' });
    expect(parseMinorUnits(quote.topay)).toBe(totalOf(sameRoomAt(rate)));
    expect(parseMinorUnits(quote.toreturn)).toBe(totalOf(rate));
  });

  it('waits for the card, then cancels the old stay in the capture and refunds it to the card once', async () => {
    const rate = rateIn('in-bengaluru', true);
    const txid = await bookByCard('in-bengaluru');
    const { quote, changed } = await startChange(txid);
    expect(changed).toMatchObject({ replaced: txid, bookingstatus: 'paymentpending', topay: quote.topay, toreturn: quote.toreturn });
    expect(changed.paymenturl).toMatch(/^\/sandbox-gateway\//);
    expect(await rowOf(t, txid)).toMatchObject({ status: 'booked', replacedByTxid: '' });
    expect(await rowOf(t, changed.txid)).toMatchObject({ status: 'paymentpending', paymentMode: 'creditcard', replacesTxid: txid });

    const paid = await payOnGateway(t, changed.paymenturl, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/hotels/voucher/${changed.txid}`);
    expect(await rowOf(t, changed.txid)).toMatchObject({ status: 'booked', paymentMode: 'creditcard' });
    const old = await rowOf(t, txid);
    expect(old).toMatchObject({ status: 'cancellationrequested', replacedByTxid: changed.txid, refundMode: 'card' });
    expect(await cardRefundsOf(txid)).toEqual([totalOf(rate) - BigInt(old.penaltyPaise)]);
    expect(BigInt(old.refundPaise)).toBe(parseMinorUnits(quote.toreturn));
    const [payment] = await cardPaymentsOf(changed.txid);
    expect(payment).toMatchObject({ status: 'succeeded', amountPaise: parseMinorUnits(quote.topay) });
    expect(await cardRefundsOf(changed.txid)).toEqual([]);

    // A second visit to the paid gateway page settles nothing again.
    await payOnGateway(t, changed.paymenturl, 'success');
    expect(await cardRefundsOf(txid)).toEqual([totalOf(rate) - BigInt(old.penaltyPaise)]);
  });

  it("replaces the trip's item when the capture settles a stay on a trip", async () => {
    const tripid = await createTrip(t, traveller);
    const txid = await bookByCard('in-delhi');
    // Only a stay the hotel has confirmed (20 s after payment, applied when read) goes on a trip.
    t.clock.advance(20_000);
    expect((await bookingOf(t, traveller, txid)).json().booking.status).toBe('confirmed');
    const added = await t.service(traveller, { opid: 'TG-MYBOOKINGS', action: 'addtotrip', product: 'hotel', txid, tripid });
    expect(added.statusCode, added.body).toBe(200);
    const items = () => t.store.db.select().from(tripItems).where(eq(tripItems.tripId, tripid));
    const { changed } = await startChange(txid);
    expect((await items()).find((i) => i.txid === txid)?.status).toBe('booked');
    expect((await payOnGateway(t, changed.paymenturl, 'success')).statusCode).toBe(303);
    const after = await items();
    expect(after.find((i) => i.txid === txid)?.status).toBe('rescheduled');
    expect(after.find((i) => i.txid === changed.txid)).toMatchObject({ status: 'booked', refTxid: txid });
  });

  it('leaves the old stay booked when the card payment fails; the same change then pays in a new gateway visit', async () => {
    const txid = await bookByCard('in-hyderabad');
    const { quote } = (await quoteChange(t, traveller, txid)).json();
    const clientref = randomUUID();
    const changed = (await changeStay(t, traveller, txid, quote.newtotal, { clientref })).json();
    const failed = await payOnGateway(t, changed.paymenturl, 'failure');
    expect(failed.headers.location).toBe(`/hotels/voucher/${txid}?change=1&checkin=${NEW_DATES.checkin}&checkout=${NEW_DATES.checkout}&payment=failed`);
    expect(await rowOf(t, changed.txid)).toMatchObject({ status: 'paymentpending' });
    expect(await rowOf(t, txid)).toMatchObject({ status: 'booked', replacedByTxid: '' });
    expect(await cardRefundsOf(txid)).toEqual([]);

    const again = (await changeStay(t, traveller, txid, quote.newtotal, { clientref })).json();
    expect(again).toMatchObject({ txid: changed.txid, bookingstatus: 'paymentpending' });
    expect(again.paymenturl).not.toBe(changed.paymenturl);
    expect((await payOnGateway(t, again.paymenturl, 'success')).statusCode).toBe(303);
    expect(await rowOf(t, txid)).toMatchObject({ status: 'cancellationrequested', replacedByTxid: changed.txid });
    expect(await cardRefundsOf(txid)).toEqual([parseMinorUnits(quote.toreturn)]);
  });

  it('lets a second change supersede one still waiting for the card: the first lapses and its payment is refused', async () => {
    const rate = rateIn('in-chennai', true);
    const txid = await bookByCard('in-chennai');
    const { changed: first } = await startChange(txid);
    const { quote, changed: second } = await startChange(txid);
    expect(second.txid).not.toBe(first.txid);
    expect(await rowOf(t, first.txid)).toMatchObject({ status: 'expired' });
    const late = await payOnGateway(t, first.paymenturl, 'success');
    expect(late.headers.location).toContain('payment=failed');
    expect(await rowOf(t, txid)).toMatchObject({ status: 'booked', replacedByTxid: '' });

    expect((await payOnGateway(t, second.paymenturl, 'success')).statusCode).toBe(303);
    expect(await rowOf(t, txid)).toMatchObject({ status: 'cancellationrequested', replacedByTxid: second.txid });
    expect(await cardRefundsOf(txid)).toEqual([parseMinorUnits(quote.toreturn)]);
    expect(parseMinorUnits(quote.toreturn)).toBeLessThanOrEqual(totalOf(rate));
  });

  it('lets the new booking stand when the old stay was cancelled meanwhile, refunded once by its own cancellation', async () => {
    const rate = rateIn('in-mumbai', true);
    const txid = await bookByCard('in-mumbai');
    const { changed } = await startChange(txid);
    const cancelled = await call(t, traveller, 'cancelhotel', { txid, reason: 'plans changed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await payOnGateway(t, changed.paymenturl, 'success');
    expect(await rowOf(t, changed.txid)).toMatchObject({ status: 'booked' });
    expect(await rowOf(t, txid)).toMatchObject({ replacedByTxid: '' });
    expect(await cardRefundsOf(txid)).toEqual([totalOf(rate)]);
  });

  it("refuses another user's and another company's stay like an unknown one", async () => {
    const txid = await bookByCard('in-bengaluru');
    const { quote } = (await quoteChange(t, traveller, txid)).json();
    for (const user of ['finance@acme.test', 'traveller@globex.test']) {
      const response = await changeStay(t, await t.token(user), txid, quote.newtotal);
      expect(response.statusCode, user).toBe(403);
    }
    expect(await rowOf(t, txid)).toMatchObject({ status: 'booked', replacedByTxid: '' });
  });

  it('leaves the old stay booked when the payment is abandoned and the new booking expires', async () => {
    const txid = await bookByCard('in-delhi');
    const { changed } = await startChange(txid);
    t.clock.advance(JUST_PAST);
    await expiryPass(t);
    expect(await rowOf(t, changed.txid)).toMatchObject({ status: 'expired' });
    expect(await rowOf(t, txid)).toMatchObject({ status: 'booked', replacedByTxid: '' });
    const late = await payOnGateway(t, changed.paymenturl, 'success');
    expect(late.statusCode).toBe(303);
    expect(await rowOf(t, txid)).toMatchObject({ status: 'booked', replacedByTxid: '' });
    expect(await cardRefundsOf(txid)).toEqual([]);
  });

  // Last: the clock moves on to days before the stay.
  it("keeps the old stay's penalty tier as at the change, however late the card is paid, and balances to the paise", async () => {
    const stay = { ...STAY, checkin: '2026-03-04', checkout: '2026-03-05' };
    const rate = rateIn('in-hyderabad', true, stay);
    const txid = await bookByCard('in-hyderabad', {}, stay);
    // Five minutes before the 50 % tier (24 to 72 hours before check-in) turns into 100 %.
    const fiftyPercentEnds = hotelSupplier().cancel.checkInAt(rate).getTime() - 24 * HOUR;
    t.clock.advance(fiftyPercentEnds - t.clock.now().getTime() - 5 * MINUTE);
    traveller = await t.token('traveller@acme.test');
    const { quote, changed } = await startChange(txid);
    expect(parseMinorUnits(quote.charge)).toBe(totalOf(rate) - parseMinorUnits(quote.refund));
    expect(parseMinorUnits(quote.charge)).toBeGreaterThan(0n);
    expect(parseMinorUnits(quote.refund)).toBeGreaterThan(0n);

    t.clock.advance(10 * MINUTE);
    expect((await payOnGateway(t, changed.paymenturl, 'success')).statusCode).toBe(303);
    const old = await rowOf(t, txid);
    expect(old).toMatchObject({ status: 'cancellationrequested', penaltyPercent: 50, replacedByTxid: changed.txid });
    expect(BigInt(old.penaltyPaise) + BigInt(old.refundPaise)).toBe(totalOf(rate));
    expect(await cardRefundsOf(txid)).toEqual([parseMinorUnits(quote.refund)]);
    const [payment] = await cardPaymentsOf(changed.txid);
    expect(payment?.amountPaise).toBe(parseMinorUnits(quote.newtotal));
  });
});
