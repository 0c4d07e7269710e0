import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleDueCancellations } from '../../server/features/flights/cancel-processing';
import { flightBookings, flightSeatHolds } from '../../server/store/schema-flight-bookings';
import { cardRefunds, walletLedgerEntries } from '../../server/store/schema-wallet';
import { trips } from '../../server/store/schema';
import { setSeededFlightRules } from './helpers/policy-rules';
import { extrasOfOffer } from '../../server/suppliers/airline/extras';
import { findOffer } from '../../server/suppliers/airline/find';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { type TestApp, createTestApp } from './helpers/test-app';
import { HOUR } from './helpers/clock';
import { type SearchInput, call, oneway, paise } from './flights-fixtures';
import {
  ACME_WALLET,
  adult,
  answerOf,
  book,
  bookingRequest,
  eticket,
  reprice,
  searchAndPick,
} from './flights-booking-fixtures';
import { payOnGateway } from './insurance-booking-fixtures';
import { capturePushes } from './approval-fixtures';
import { createTrip, fullTrip } from './trips-fixtures';
import { balanceOf, setBalance } from './wallet-fixtures';

/*
 * TG-FLIGHTCANCELLATIONQUOTE and TG-FLIGHTCANCELLATIONREQUEST: penalties from the fare rules'
 * ladder, refunds to the wallet or card that paid (once), statuses through the airline's
 * processing, seats freed, and who may cancel. The test clock's today is 2026-03-01.
 */

let t: TestApp;
let traveller: string;
let pushes: Awaited<ReturnType<typeof capturePushes>>;
beforeAll(async () => {
  t = await createTestApp();
  pushes = await capturePushes(t.store.db, t.clock.now());
  // Flexi and corporate fares are out of Acme's policy: booked here with a reason, no approval round.
  await setSeededFlightRules(t, '1001', { approvalwhenoutofpolicy: false });
});
afterAll(() => t.close());
beforeEach(async () => {
  // A fresh session per test: the clock moves on in this file.
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 5_000_000_00n);
});

const CANCEL_DELAY_MS = 20_000;
const BLR_DEL = oneway('BLR', 'DEL', '2026-03-20', { adults: 2 });
const TWO = [adult('Rahul', { profileid: '20001' }), adult('Meera', { title: 'Mrs', gender: 'female' })];

/** The fare of a family on the first offer that sells it (for a known ladder). */
const family = (label: string) => (list: FlightOffer[]) => {
  const o = list.find((x) => x.fares.some((f) => f.farelabel === label))!;
  return { o, f: o.fares.find((f) => f.farelabel === label)! };
};

async function bookTwo(input: SearchInput = BLR_DEL, label = 'flexi', overrides: Record<string, unknown> = {}) {
  const picked = await searchAndPick(t, traveller, input, family(label));
  const priced = await reprice(t, traveller, picked);
  const answer = answerOf(await book(t, traveller, bookingRequest(picked, priced.totalfare, { travellers: TWO, policyreason: 'Flexible fare needed', ...overrides })));
  expect(answer.status, answer.errormessage).toMatch(/pending/);
  return { txid: answer.txid!, picked, priced, answer };
}

const quote = (token: string, reftxid: string, paxsno: number[]) =>
  t.service(token, { opid: 'TG-FLIGHTCANCELLATIONQUOTE', jsondata: { reftxid, paxsno } });
const cancel = (token: string, reftxid: string, paxsno: number[], remarks = 'Meeting moved') =>
  t.service(token, { opid: 'TG-FLIGHTCANCELLATIONREQUEST', jsondata: { reftxid, paxsno, remarks } });
const status = (response: { json(): unknown }) =>
  (response.json() as { ResponseStatus: { status: string; message: string } }).ResponseStatus;
const credits = async (txid: string) =>
  (await t.store.db.select().from(walletLedgerEntries).where(eq(walletLedgerEntries.reference, txid)))
    .map((e) => BigInt(e.amountPaise))
    .filter((a) => a > 0n);
const bookingStatus = async (txid: string) =>
  (await t.store.db.select({ s: flightBookings.status }).from(flightBookings).where(eq(flightBookings.txid, txid)))[0]!.s;
const paxStatuses = async (txid: string) =>
  [...new Map((await eticket(t, traveller, txid)).passengerRecords.map((p: { paxid: string; status: string }) => [p.paxid, p.status])).values()];

describe('flight cancellation of a wallet booking', () => {
  it('cancels one traveller then the rest: exact refunds to the wallet and ledger, canxprocessing → refunded, a push', async () => {
    const { txid } = await bookTwo();
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const q1 = (await quote(traveller, txid, [2])).json().quote;
    // Flexi, domestic, more than 72 hours out: free, so the whole share comes back.
    expect(q1).toMatchObject({ txid, refundto: 'wallet', totalpenalty: '0.00' });
    expect(q1.travellers).toHaveLength(1);
    const meera = q1.travellers[0];
    expect(meera).toMatchObject({ paxsno: 2, name: 'Mrs Meera Verma', penalty: '0.00', refund: meera.paid });

    const first = await cancel(traveller, txid, [2]);
    expect(status(first)).toEqual({
      status: 'OK',
      message: `Traveller 2 is cancelled. INR ${meera.refund} will be refunded to your wallet.`,
    });
    expect(first.json().refundamount).toBe(meera.refund);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + paise(meera.refund));
    expect(await credits(txid)).toEqual([paise(meera.refund)]);
    expect(await bookingStatus(txid)).toBe('pending');
    expect(await paxStatuses(txid)).toEqual(['pending', 'canxprocessing']);
    const sent = await pushes.settled();
    expect(sent.filter((s) => s.payload.tag === `flight-cancel-${txid}`)).toEqual([
      expect.objectContaining({
        profileId: '20001',
        payload: expect.objectContaining({ title: 'Flight cancelled', url: `/flights/eticket/${txid}` }),
      }),
    ]);

    expect(status(await cancel(traveller, txid, [2]))).toEqual({
      status: 'NOK',
      message: 'Traveller 2 (Meera Verma) is already cancelled',
    });
    t.clock.advance(CANCEL_DELAY_MS);
    const partly = await eticket(t, traveller, txid);
    expect(partly.flightRecord.booking_status).toBe('ticketed');
    expect(partly.flightRecord.refund_amount).toBe(meera.refund);
    expect(await paxStatuses(txid)).toEqual(['ticketed', 'refunded']);
    // Only the traveller still flying has tickets.
    expect(partly.flightTickets.map((x: { paxid: string }) => x.paxid)).toEqual(['1']);

    const rahul = (await quote(traveller, txid, [1])).json().quote.travellers[0];
    expect(status(await cancel(traveller, txid, [1]))).toMatchObject({ status: 'OK' });
    expect(await bookingStatus(txid)).toBe('canxprocessing');
    expect((await eticket(t, traveller, txid)).flightRecord.booking_status).toBe('canxprocessing');
    expect(await credits(txid)).toEqual([paise(meera.refund), paise(rahul.refund)]);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + paise(meera.refund) + paise(rahul.refund));
    t.clock.advance(CANCEL_DELAY_MS);
    expect((await eticket(t, traveller, txid)).flightRecord.booking_status).toBe('refunded');
    expect(status(await cancel(traveller, txid, [1, 2]))).toEqual({ status: 'NOK', message: 'This booking is already cancelled' });
  });

  it('refunds the whole of what was charged when cancelling all travellers free of penalty, once', async () => {
    const { txid, priced } = await bookTwo();
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const response = await cancel(traveller, txid, [1, 2]);
    expect(response.json().refundamount).toBe(priced.totalfare);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + paise(priced.totalfare));
    const [line] = await t.store.db.select().from(walletLedgerEntries).where(eq(walletLedgerEntries.reference, txid)).orderBy(walletLedgerEntries.id).then((rows) => rows.slice(-1));
    expect(line).toMatchObject({ description: `Refund: flight BLR-DEL (${txid}), travellers 1, 2` });
    expect(await settleDueCancellations(t.store.db, new Date(t.clock.now().getTime() + CANCEL_DELAY_MS))).toBeGreaterThanOrEqual(1);
    expect(await bookingStatus(txid)).toBe('refunded');
  });

  it('refunds once when two requests race', async () => {
    const { txid, priced } = await bookTwo();
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const both = await Promise.all([cancel(traveller, txid, [1, 2]), cancel(traveller, txid, [1, 2])]);
    const oks = both.filter((r) => r.statusCode === 200 && status(r).status === 'OK');
    expect(oks).toHaveLength(1);
    const loser = both.find((r) => r !== oks[0])!;
    expect(status(loser)).toMatchObject({ status: 'NOK', message: expect.stringMatching(/already cancelled/) });
    expect(await credits(txid)).toEqual([paise(priced.totalfare)]);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + paise(priced.totalfare));
  });

  it('frees a cancelled traveller’s seat for a new booking', async () => {
    const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    const key = picked.selected[0]!;
    const offer = await findOffer(t.store.db, key.flightkey, { pax: { adults: 1, children: 0, infants: 0 }, today: '2026-03-01' }, true);
    const seat = extrasOfOffer(offer!, key.farekey)!.segments[0]!.seats.filter((x) => x.available)[3]!;
    const priced = await reprice(t, traveller, picked);
    const withSeat = () =>
      bookingRequest(picked, priced.totalfare, {
        extras: [{ paxindex: 0, tripnumber: 1, segmentindex: 0, selectedindex: 0, ssrtype: 'seat', code: seat.seatno }],
        extrastotal: (Number(seat.amountPaise) / 100).toFixed(2),
      });
    const booked = await book(t, traveller, withSeat());
    expect(booked.statusCode, booked.body).toBe(200);
    const first = answerOf(booked);
    expect(first.status, first.errormessage).toBe('pending');
    expect(answerOf(await book(t, traveller, withSeat())).errormessage).toBe(`extras[0].code: seat ${seat.seatno} is not available`);
    const q = (await quote(traveller, first.txid!, [1])).json().quote;
    // The seat is the traveller's extra: part of what they paid.
    expect(paise(q.travellers[0].paid)).toBe(paise(priced.totalfare) + seat.amountPaise);
    expect(status(await cancel(traveller, first.txid!, [1])).status).toBe('OK');
    expect(await t.store.db.select().from(flightSeatHolds).where(eq(flightSeatHolds.txid, first.txid!))).toEqual([]);
    const again = answerOf(await book(t, traveller, withSeat()));
    expect(again.status, again.errormessage).toBe('pending');
  });
});

describe('who and what may be cancelled', () => {
  it("answers another user's, another company's and an unknown txid alike; a travel admin of the company may cancel", async () => {
    const { txid } = await bookTwo();
    const notFound = { status: 'NOK', message: `No flight booking ${txid} found` };
    for (const userid of ['manager@acme.test', 'traveller@globex.test']) {
      const other = await t.token(userid);
      expect(status(await cancel(other, txid, [1]))).toEqual(notFound);
      expect((await quote(other, txid, [1])).json()).toEqual({ ResponseStatus: notFound, quote: null });
    }
    expect(status(await cancel(traveller, 'FL1', [1]))).toEqual({ status: 'NOK', message: 'No flight booking FL1 found' });
    expect(await bookingStatus(txid)).toBe('pending');
    const admin = await t.token('traveladmin@acme.test');
    expect(status(await cancel(admin, txid, [1])).status).toBe('OK');
  });

  it('asks for travellers, refuses unknown ones and names a bad field', async () => {
    const { txid } = await bookTwo();
    expect(status(await cancel(traveller, txid, []))).toEqual({ status: 'NOK', message: 'Please select traveller to cancel' });
    expect(status(await cancel(traveller, txid, [3]))).toEqual({ status: 'NOK', message: 'Traveller 3 is not on this booking' });
    const bad = await t.service(traveller, { opid: 'TG-FLIGHTCANCELLATIONREQUEST', jsondata: { reftxid: txid, paxsno: ['x'] } });
    expect(bad.statusCode).toBe(400);
    expect(status(bad).message).toMatch(/^jsondata\.paxsno.*paxsno must be a list of traveller numbers/);
  });

  it('refuses an unpaid booking; a card booking gets a card refund record and leaves the wallet alone', async () => {
    const { txid, answer } = await bookTwo(BLR_DEL, 'flexi', { paymentmode: 'creditcard' });
    expect(answer.status).toBe('paymentpending');
    expect(status(await cancel(traveller, txid, [1]))).toEqual({
      status: 'NOK',
      message: 'This booking is not paid: there is nothing to cancel',
    });
    await payOnGateway(t, answer.paymenturl!, 'success');
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const q = (await quote(traveller, txid, [1])).json().quote;
    expect(q.refundto).toBe('card');
    const response = await cancel(traveller, txid, [1]);
    expect(status(response).message).toContain('to the card used for payment');
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
    const refunds = await t.store.db.select().from(cardRefunds).where(eq(cardRefunds.reference, txid));
    expect(refunds).toEqual([expect.objectContaining({ purpose: 'flight', amountPaise: paise(q.totalrefund) })]);
  });

  it('moves no money for a trip’s company-billed flight, and the trip item shows it cancelled', async () => {
    const tripid = await createTrip(t, traveller);
    const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-21'));
    const priced = await reprice(t, traveller, picked);
    const added = await call(t, traveller, 'ADDTOTRIP', { jsondata: bookingRequest(picked, priced.totalfare, { tripid }) });
    expect(added.statusCode, added.body).toBe(200);
    await t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
    expect((await t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid })).statusCode).toBe(200);
    const txid = (await fullTrip(t, traveller, tripid)).items[0].txid as string;
    const before = await balanceOf(t.store.db, ACME_WALLET);

    expect((await quote(traveller, txid, [1])).json().quote).toMatchObject({ refundto: 'trip', totalrefund: '0.00' });
    const response = await cancel(traveller, txid, [1]);
    expect(status(response).message).toBe(`Traveller 1 is cancelled. Nothing is paid back: the booking is billed to the company with trip ${tripid}.`);
    expect(response.json().refundamount).toBe('0.00');
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
    expect((await fullTrip(t, traveller, tripid)).items[0]).toMatchObject({ txid, status: 'cancelled' });
    t.clock.advance(CANCEL_DELAY_MS);
    expect((await eticket(t, traveller, txid)).flightRecord.booking_status).toBe('cancelled');
  });
});

describe('the penalty ladder', () => {
  // Last in the file: the clock moves to the day of the flight.
  it('follows the fare rules window by window: more than 72 hours, 72 to 4, less than 4', async () => {
    const { txid, picked } = await bookTwo(oneway('BLR', 'DEL', '2026-03-05', { adults: 2 }), 'corporate');
    const rules = (await call(t, traveller, 'GETFARERULES', { flightkey: picked.selected[0]!.farekey, supplier: 'SANDBOX' })).json();
    const ladder = rules.FareRules[0].cancellation.map((w: { penalty: string }) =>
      w.penalty === 'Free' ? 0n : BigInt(w.penalty.replace(/[^\d]/g, '')) * 100n,
    );
    const first = (await quote(traveller, txid, [1])).json().quote.travellers[0];
    const departs = Date.parse(`${first.sectors[0].departure}:00Z`) - 330 * 60_000;
    const seen: bigint[] = [paise(first.penalty)];
    expect(first.sectors[0].window).toBe('More than 72 hours before departure');
    for (const hoursBefore of [10, 2]) {
      t.clock.advance(departs - hoursBefore * HOUR - t.clock.now().getTime());
      const token = await t.token('traveller@acme.test');
      const line = (await quote(token, txid, [1, 2])).json().quote.travellers[0];
      expect(paise(line.refund)).toBe(paise(line.paid) - paise(line.penalty));
      seen.push(paise(line.penalty));
    }
    expect(seen).toEqual(ladder);
    const token = await t.token('traveller@acme.test');
    const response = await cancel(token, txid, [1, 2]);
    const q = (await quote(token, txid, [1])).json();
    expect(q.ResponseStatus.message).toBe('This booking is already cancelled');
    expect(paise(response.json().refundamount)).toBeGreaterThan(0n);
    const rows = await t.store.db.select().from(flightBookings).where(and(eq(flightBookings.txid, txid)));
    expect(rows[0]!.status).toBe('canxprocessing');
  });
});
