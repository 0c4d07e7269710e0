import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPaymentModeAllowed } from '../../server/payments/payment-config';
import { flightBookings } from '../../server/store/schema-flight-bookings';
import { cardPayments, cardRefunds, corporateBookingConfig } from '../../server/store/schema-wallet';
import { type TestApp, createTestApp } from './helpers/test-app';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { call, oneway } from './flights-fixtures';
import {
  ACME_WALLET,
  adult,
  answerOf,
  book,
  bookingRequest,
  cheapest,
  reprice,
  searchAndPick,
} from './flights-booking-fixtures';
import * as insurance from './insurance-booking-fixtures';
import { balanceOf } from './wallet-fixtures';

/*
 * The company account (paymentmode 'company'): a flight or an insurance booking billed to the
 * company is confirmed at once, with no wallet posting and no card payment; a company that does
 * not offer it is refused; a cancellation pays nothing back and says so.
 */

const OFF = 'paymentmode: your company does not offer booking on the company account';
const NOTHING_BACK = 'Nothing is paid back: the booking is billed to the company account.';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const flightRow = async (txid: string) =>
  (await t.store.db.select().from(flightBookings).where(eq(flightBookings.txid, txid)))[0];
const cardPaymentsOf = (txid: string) => t.store.db.select().from(cardPayments).where(eq(cardPayments.reference, txid));
const cardRefundsOf = (txid: string) => t.store.db.select().from(cardRefunds).where(eq(cardRefunds.reference, txid));
const statusOf = (response: { json(): unknown }) =>
  (response.json() as { ResponseStatus: { status: string; message: string } }).ResponseStatus;

const family = (label: string) => (list: FlightOffer[]) => {
  const o = list.find((x) => x.fares.some((f) => f.farelabel === label))!;
  return { o, f: o.fares.find((f) => f.farelabel === label)! };
};

async function bookFlight(token: string, overrides: Record<string, unknown> = {}, choose = cheapest) {
  const picked = await searchAndPick(t, token, oneway('BLR', 'DEL', '2026-03-20'), choose);
  const priced = await reprice(t, token, picked);
  const response = await book(t, token, bookingRequest(picked, priced.totalfare, { paymentmode: 'company', ...overrides }));
  if (!answerOf(response)) throw new Error(`TG-FLIGHTBOOKING answered ${response.statusCode} ${response.body}`);
  return answerOf(response);
}

describe('flight booking on the company account', () => {
  it('is confirmed at once: no wallet posting, no card payment, no gateway', async () => {
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const answer = await bookFlight(traveller);
    expect(answer.status, answer.errormessage).toMatch(/pending/);
    expect(answer).toMatchObject({ paymenturl: '', errormessage: '' });
    expect(answer.tgbookingref).not.toBe('');
    expect(await flightRow(answer.txid!)).toMatchObject({ paymentMode: 'company', walletAccountId: '', tripId: '' });
    expect(await insurance.debitsOf(t, answer.txid!)).toEqual([]);
    expect(await cardPaymentsOf(answer.txid!)).toEqual([]);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
  });

  it('cancels with nothing paid back, and says so', async () => {
    const { txid } = await bookFlight(traveller);
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const quote = await t.service(traveller, { opid: 'TG-FLIGHTCANCELLATIONQUOTE', jsondata: { reftxid: txid, paxsno: [1] } });
    expect(quote.json().quote).toMatchObject({ refundto: 'company', totalrefund: '0.00' });
    const response = await t.service(traveller, {
      opid: 'TG-FLIGHTCANCELLATIONREQUEST',
      jsondata: { reftxid: txid, paxsno: [1], remarks: 'Meeting moved' },
    });
    expect(statusOf(response)).toEqual({ status: 'OK', message: `Traveller 1 is cancelled. ${NOTHING_BACK}` });
    expect(response.json().refundamount).toBe('0.00');
    expect(await insurance.debitsOf(t, txid!)).toEqual([]);
    expect(await cardRefundsOf(txid!)).toEqual([]);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
  });

  it('is changed (rescheduled) billed to the company again, no money moving', async () => {
    const old = await bookFlight(traveller, { policyreason: 'Flexible fare needed' }, family('sme'));
    expect(old.status, old.errormessage).toMatch(/pending/);
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const search = await call(t, traveller, 'SEARCHFLIGHTSRESC', {
      txid: old.txid,
      onwarddate: '2026-03-25',
      returndate: '',
      requesttype: 'reschedule',
    });
    const responseid = search.json().responseid as string;
    let found: { status: string; results: FlightOffer[] } | null = null;
    for (let poll = 0; poll < 3 && found?.status !== 'complete'; poll++)
      found = (await call(t, traveller, 'QUEUERESULTS', { responseid })).json();
    const { o, f } = cheapest(found!.results);
    const selection = { reftxid: old.txid, responseid, selected: [{ flightkey: o.flightkey, farekey: f.farekey }] };
    const q = (await t.service(traveller, { opid: 'TG-FLIGHTRESCHEDULEQUOTE', jsondata: selection })).json().quote;
    expect(q).toMatchObject({ payable: '0.00', refund: '0.00', refundto: 'company' });
    const request = { ...selection, newfare: q.newfare, paymentmode: 'company', clientref: 'resc-company' };
    const done = (await t.service(traveller, { opid: 'TG-FLIGHTRESCHEDULE', jsondata: request })).json();
    const txid = done.FlightBookingResponse.txid as string;
    expect(await flightRow(txid)).toMatchObject({ paymentMode: 'company', status: 'pending', tripId: '' });
    expect((await flightRow(old.txid!))?.status).not.toBe('pending');
    expect(await insurance.debitsOf(t, txid)).toEqual([]);
    expect(await insurance.debitsOf(t, old.txid!)).toEqual([]);
    expect(await cardPaymentsOf(txid)).toEqual([]);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
  });

  it('is refused where the company does not offer it (Globex), nothing booked or paid', async () => {
    const globex = await t.token('traveller@globex.test');
    const answer = await bookFlight(globex, { travellers: [adult('Ravi')], contact_email: 'traveller@globex.test' });
    expect(answer).toMatchObject({ status: 'failed', tgbookingref: '', paymenturl: '', errormessage: OFF });
  });
});

describe('insurance booking on the company account', () => {
  const request = async (token: string) =>
    insurance.bookingRequest(await insurance.priceFor(t, token), undefined, { paymentmode: 'company' });

  it('issues the policy at once, no money moving; a cancellation pays nothing back and says so', async () => {
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const answer = (await insurance.book(t, traveller, await request(traveller))).json().FlightBookingResponse;
    expect(answer).toMatchObject({ status: 'OK', paymenturl: '' });
    expect(answer.tgbookingref).not.toBe('');
    expect(await insurance.bookingRow(t, answer.txid)).toMatchObject({ status: 'confirmed', paymentMode: 'company' });
    expect(await insurance.debitsOf(t, answer.txid)).toEqual([]);
    expect(await cardPaymentsOf(answer.txid)).toEqual([]);

    const cancelled = await insurance.cancel(t, traveller, answer.txid, '1');
    expect(statusOf(cancelled)).toEqual({ status: 'OK', message: `Traveller 1 is cancelled. ${NOTHING_BACK}` });
    expect(cancelled.json().refundamount).toBe('0.00');
    expect(await insurance.refundRows(t, answer.txid)).toEqual([]);
    expect(await insurance.debitsOf(t, answer.txid)).toEqual([]);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
  });

  it('is refused once the company turns the company account off', async () => {
    await t.store.db
      .update(corporateBookingConfig)
      .set({ companyAccount: false })
      .where(eq(corporateBookingConfig.corporateId, '1001'));
    try {
      const answer = (await insurance.book(t, traveller, await request(traveller))).json().FlightBookingResponse;
      expect(answer).toMatchObject({ status: 'NOK', tgbookingref: '', message: OFF });
      expect(await insurance.debitsOf(t, answer.txid)).toEqual([]);
    } finally {
      await t.store.db
        .update(corporateBookingConfig)
        .set({ companyAccount: true })
        .where(eq(corporateBookingConfig.corporateId, '1001'));
    }
  });
});

describe('the company account in the booking configuration', () => {
  it('is on for Acme only, on the wire and in the server check', async () => {
    const config = await t.service(traveller, {
      opid: 'TG-EXPENSE',
      action: 'getcorporatebookingconfig',
      corporateid: '1001',
    });
    expect(config.json()).toMatchObject({ paymentmodes: 'all', companyaccount: true });
    await expect(checkPaymentModeAllowed(t.store.db, '1001', 'company')).resolves.toBeUndefined();
    for (const corporateId of ['1002', '1003', '1004'])
      await expect(checkPaymentModeAllowed(t.store.db, corporateId, 'company')).rejects.toMatchObject({
        statusCode: 409,
        message: OFF,
      });
  });
});
