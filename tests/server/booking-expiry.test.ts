import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expiredMessage } from '../../server/booking/expiry';
import { unpaidHoldMinutes } from '../../server/booking/hold-time';
import { SettingError } from '../../server/settings';
import { type TestApp, createTestApp } from './helpers/test-app';
import { MINUTE } from './helpers/clock';
import { call } from './flights-fixtures';
import { ACME_WALLET, adult, answerOf, book } from './flights-booking-fixtures';
import { payOnGateway } from './insurance-booking-fixtures';
import { setBalance } from './wallet-fixtures';
import {
  HOLD,
  JUST_PAST,
  type SeatOffer,
  cardPaymentsOf,
  expiryPass,
  flightRow,
  seatHoldsOf,
  seatOffer,
  withSeat,
} from './booking-expiry-fixtures';

/*
 * Flight bookings left unpaid at the gateway expire after UNPAID_BOOKING_HOLD_MINUTES (default 15)
 * and give their seats back; paid ones never expire; the gateway refuses a payment finished too late.
 */

let t: TestApp;
let traveller: string;
let colleague: string;
let offer: SeatOffer;
/** The same flight as the colleague found it (searches are each user's own). */
let colleagueOffer: SeatOffer;
let nextSeat = 0;
/** A seat of the offer no earlier test has used. */
const freshSeat = () => offer.seats[nextSeat++]!.seatno;

beforeAll(async () => {
  t = await createTestApp();
  await setBalance(t.store.db, ACME_WALLET, 5_000_000_00n);
  offer = await seatOffer(t, await t.token('traveller@acme.test'));
  colleagueOffer = await seatOffer(t, await t.token('manager@acme.test'));
  expect(colleagueOffer.picked.selected[0]!.farekey).toBe(offer.picked.selected[0]!.farekey);
});
// Fresh sessions per test: the clock moves on in this file, past a session's idle time.
beforeEach(async () => {
  traveller = await t.token('traveller@acme.test');
  colleague = await t.token('manager@acme.test');
});
afterEach(() => {
  delete process.env.UNPAID_BOOKING_HOLD_MINUTES;
});
afterAll(() => t.close());

/** A card booking of `seatno` left at the gateway: its answer and request. */
async function abandonedAtGateway(seatno: string, token = traveller) {
  const jsondata = withSeat(offer, seatno);
  const answer = answerOf(await book(t, token, jsondata));
  expect(answer.status, answer.errormessage).toBe('paymentpending');
  expect(await seatHoldsOf(t, answer.txid!)).toHaveLength(1);
  return { answer, jsondata };
}

/** The colleague books the seat by wallet, for themself; their answer. */
async function colleagueBooks(seatno: string) {
  const traveller = adult('Mohan', { profileid: '20002' });
  const response = await book(t, colleague, withSeat(colleagueOffer, seatno, { paymentmode: 'cashcard', travellers: [traveller] }));
  expect(response.statusCode, response.body).toBe(200);
  return answerOf(response);
}

const seatIsFree = async (seatno: string, token = colleague) => {
  const response = await call(t, token, 'GETSEATMAP', {
    flightkey: offer.picked.selected[0]!.farekey,
    supplier: 'SANDBOX',
    triptype: 'oneway',
  });
  const seats = response.json().Root.Result.list.SeatMap[0].rows.flatMap((r: { seats: unknown[] }) => r.seats);
  return (seats as { seatno: string; available: boolean }[]).find((s) => s.seatno === seatno)!.available;
};

describe('unpaid flight bookings', () => {
  it('keep their seat for the hold time, then expire; the seat can be booked by someone else', async () => {
    const seatno = freshSeat();
    const { answer } = await abandonedAtGateway(seatno);
    t.clock.advance(HOLD);
    await expiryPass(t);
    expect((await flightRow(t, answer.txid!)).status).toBe('paymentpending');
    expect(await seatIsFree(seatno)).toBe(false);
    const early = await colleagueBooks(seatno);
    expect(early.errormessage).toBe(`extras[0].code: seat ${seatno} is not available`);

    t.clock.advance(JUST_PAST - HOLD);
    await expiryPass(t);
    expect(await flightRow(t, answer.txid!)).toMatchObject({ status: 'expired', updatedAt: t.clock.now() });
    expect(await seatHoldsOf(t, answer.txid!)).toEqual([]);
    expect(await seatIsFree(seatno)).toBe(true);
    const other = await colleagueBooks(seatno);
    expect(other.status, other.errormessage).toBe('pending');
    expect(await seatHoldsOf(t, other.txid!)).toHaveLength(1);
  });

  it('free their seat between passes: the next booking of it expires the lapsed one in its own transaction', async () => {
    const seatno = freshSeat();
    const { answer } = await abandonedAtGateway(seatno);
    t.clock.advance(JUST_PAST);
    // No pass has run: the seat map and the booking already count the seat free.
    expect(await seatIsFree(seatno)).toBe(true);
    const other = await colleagueBooks(seatno);
    expect(other.status, other.errormessage).toBe('pending');
    expect(await flightRow(t, answer.txid!)).toMatchObject({ status: 'expired', updatedAt: t.clock.now() });
    expect(await seatHoldsOf(t, answer.txid!)).toEqual([]);
    expect((await seatHoldsOf(t, other.txid!)).map((h) => h.seatNo)).toEqual([seatno]);
  });

  it('never expire once paid', async () => {
    const seatno = freshSeat();
    const paid = answerOf(await book(t, traveller, withSeat(offer, seatno, { paymentmode: 'cashcard' })));
    expect(paid.status, paid.errormessage).toBe('pending');
    const { answer: captured } = await abandonedAtGateway(freshSeat());
    expect((await payOnGateway(t, captured.paymenturl!, 'success')).statusCode).toBe(303);
    // Hours, not days: later tests still book from this morning's search.
    t.clock.advance(120 * MINUTE);
    const expired = await expiryPass(t);
    expect(expired?.flight ?? []).not.toContain(paid.txid);
    expect(expired?.flight ?? []).not.toContain(captured.txid);
    expect((await flightRow(t, paid.txid!)).status).not.toBe('expired');
    expect((await flightRow(t, captured.txid!)).status).not.toBe('expired');
    expect(await seatHoldsOf(t, paid.txid!)).toHaveLength(1);
    colleague = await t.token('manager@acme.test');
    expect(await seatIsFree(seatno)).toBe(false);
    // The paid seat stays taken for anyone else.
    expect((await colleagueBooks(seatno)).status).toBe('failed');
  });

  it('refuse a card payment finished after expiry, and a retry of the same clientref is told to book again', async () => {
    const { answer, jsondata } = await abandonedAtGateway(freshSeat());
    t.clock.advance(JUST_PAST);
    await expiryPass(t);
    const late = await payOnGateway(t, answer.paymenturl!, 'success');
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toContain('payment=failed');
    expect((await cardPaymentsOf(t, answer.txid!)).map((p) => p.status)).toEqual(['failed']);
    expect(await flightRow(t, answer.txid!)).toMatchObject({ status: 'expired', tgBookingRef: '' });

    const retry = answerOf(await book(t, traveller, jsondata));
    expect(retry).toMatchObject({ status: 'failed', paymenturl: '' });
    expect(retry.errormessage).toMatch(/expired/);
    expect(await cardPaymentsOf(t, answer.txid!)).toHaveLength(1);
  });

  it('follow UNPAID_BOOKING_HOLD_MINUTES', async () => {
    process.env.UNPAID_BOOKING_HOLD_MINUTES = '5';
    const { answer } = await abandonedAtGateway(freshSeat());
    t.clock.advance(5 * MINUTE);
    await expiryPass(t);
    expect((await flightRow(t, answer.txid!)).status).toBe('paymentpending');
    t.clock.advance(1_000);
    await expiryPass(t);
    expect((await flightRow(t, answer.txid!)).status).toBe('expired');
    expect(expiredMessage('flight')).toBe(
      'This booking expired unpaid after 5 minutes: its seats were released. Please book again.',
    );
  });

  it('are expired by the pass every server process starts (server/app.ts wires the products)', async () => {
    const { answer } = await abandonedAtGateway(freshSeat());
    const later = new Date(t.clock.now().getTime() + JUST_PAST);
    const other = await createTestApp({ now: () => later }, t.store);
    try {
      // The pass runs once the app is ready, without being awaited: wait for its effect.
      await vi.waitFor(async () => expect((await flightRow(t, answer.txid!)).status).toBe('expired'), {
        timeout: 10_000,
        interval: 20,
      });
      expect((await flightRow(t, answer.txid!)).updatedAt).toEqual(later);
    } finally {
      await other.close();
    }
  });
});

describe('the hold time setting', () => {
  it('defaults to 15 minutes and refuses what is not a whole number of minutes from 1 to a day', () => {
    expect(unpaidHoldMinutes({})).toBe(15);
    expect(unpaidHoldMinutes({ UNPAID_BOOKING_HOLD_MINUTES: ' 30 ' })).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'ten', '1441'])
      expect(() => unpaidHoldMinutes({ UNPAID_BOOKING_HOLD_MINUTES: bad }), bad).toThrow(SettingError);
    expect(expiredMessage('insurance', 1)).toBe('This booking expired unpaid after 1 minute. Please book again.');
  });

  it('stops the server from starting when it is wrong', async () => {
    process.env.UNPAID_BOOKING_HOLD_MINUTES = 'soon';
    await expect(createTestApp({}, t.store)).rejects.toThrow('UNPAID_BOOKING_HOLD_MINUTES must be a whole number');
  });
});
