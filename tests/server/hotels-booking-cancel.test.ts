import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMinorUnits } from '../../src/domain/money';
import { bookingFacts } from '../../server/store/schema-dashboards';
import { type TestApp, createTestApp } from './helpers/test-app';
import { ACME_WALLET, STAY, bookByWallet, bookingOf, call, ledgerOf, rateIn, totalOf } from './hotels-booking-fixtures';
import { balanceOf, setBalance } from './wallet-fixtures';

/*
 * TG-HOTEL quotehotelcancellation and cancelhotel (docs/features/hotels.md "Bookings"): the
 * supplier's penalty tiers, the refund to the wallet, the hotel's confirmation of the cancellation,
 * and the dashboards' facts of the stay.
 */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
});
afterAll(() => t.close());
afterEach(() => {
  delete process.env.HOTEL_CONFIRMATION_DELAY_MS;
});

const factsOf = async (txid: string) => (await t.store.db.select().from(bookingFacts).where(eq(bookingFacts.txid, txid)))[0];
// Check-in two days ahead of the test clock (2026-03-01 09:00 UTC): between 24 and 72 hours before it.
const SOON = { ...STAY, checkin: '2026-03-03', checkout: '2026-03-04' };

describe('cancelling a hotel booking', () => {
  it('refunds a refundable stay in full 72 h or more before check-in, to the wallet, and is cancelled once the hotel confirms', async () => {
    const rate = rateIn('in-bengaluru', true);
    const txid = await bookByWallet(t, traveller, rate);
    expect(await factsOf(txid)).toMatchObject({ product: 'hotel', nights: 2, spendPaise: Number(totalOf(rate)), state: 'standing' });

    const quote = (await call(t, traveller, 'quotehotelcancellation', { txid })).json();
    expect(quote).toMatchObject({ percent: 0, penalty: '0.00', refundmode: 'wallet', text: '72 hours or more before check-in: free' });
    expect(parseMinorUnits(quote.refund)).toBe(totalOf(rate));

    const before = await balanceOf(t.store.db, ACME_WALLET);
    const cancelled = (await call(t, traveller, 'cancelhotel', { txid, reason: 'meeting moved' })).json();
    expect(cancelled).toMatchObject({ bookingstatus: 'cancellationrequested', refundmode: 'wallet', refund: quote.refund });
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + totalOf(rate));
    expect(await ledgerOf(t, txid)).toEqual([-totalOf(rate), totalOf(rate)]);
    expect(await factsOf(txid)).toMatchObject({ state: 'cancelled', refundPaise: Number(totalOf(rate)) });

    expect((await bookingOf(t, traveller, txid)).json().booking.status).toBe('cancellationrequested');
    t.clock.advance(20_000);
    const booking = (await bookingOf(t, traveller, txid)).json().booking;
    expect(booking).toMatchObject({ status: 'cancelled', cancellation: { reason: 'meeting moved', percent: 0 } });

    const twice = await call(t, traveller, 'cancelhotel', { txid, reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + totalOf(rate));
  });

  it('keeps half of a refundable stay between 24 and 72 hours before check-in', async () => {
    const rate = rateIn('in-bengaluru', true, SOON);
    const txid = await bookByWallet(t, traveller, rate);
    const cancelled = (await call(t, traveller, 'cancelhotel', { txid, reason: 'plans changed' })).json();
    const total = totalOf(rate);
    const penalty = (total * 50n + 50n) / 100n;
    expect(parseMinorUnits(cancelled.penalty)).toBe(penalty);
    expect(parseMinorUnits(cancelled.refund)).toBe(total - penalty);
  });

  it('refunds nothing of a non-refundable stay', async () => {
    const rate = rateIn('in-bengaluru', false);
    const txid = await bookByWallet(t, traveller, rate);
    const quote = (await call(t, traveller, 'quotehotelcancellation', { txid })).json();
    expect(quote).toMatchObject({ percent: 100, refund: '0.00' });
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const cancelled = (await call(t, traveller, 'cancelhotel', { txid, reason: 'plans changed' })).json();
    expect(parseMinorUnits(cancelled.penalty)).toBe(totalOf(rate));
    expect(cancelled.refund).toBe('0.00');
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
  });

  it('refuses a reason left empty, naming it', async () => {
    const txid = await bookByWallet(t, traveller, rateIn('in-delhi', true));
    const response = await call(t, traveller, 'cancelhotel', { txid, reason: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe('reason is required');
  });
});
