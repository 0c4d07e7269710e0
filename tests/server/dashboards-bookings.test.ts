import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFacts, flightBookings } from '../../server/store/schema';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { minorUnitsToDecimal } from '../../src/domain/money';
import { setSeededFlightRules } from './helpers/policy-rules';
import { MINUTE } from './helpers/clock';
import { type TestApp, createTestApp } from './helpers/test-app';
import { decideBooking, sendForApproval } from './booking-approval-fixtures';
import { report, sales } from './dashboards-fixtures';
import {
  answerOf,
  book as bookFlight,
  bookCheapest,
  bookingRequest as flightRequest,
  cheapest,
  dearest,
  reprice,
  searchAndPick,
} from './flights-booking-fixtures';
import { call, oneway, paise } from './flights-fixtures';
import {
  PAX,
  book,
  bookByWallet,
  bookingRequest,
  bookingRow,
  cancel as cancelInsurance,
  payOnGateway,
  priceFor,
  setBalance,
} from './insurance-booking-fixtures';

/*
 * Booking facts written by the real lifecycle (docs/features/dashboards.md): a booking paid through
 * the API moves TG-TOTALSALESCORPORATE and topspendingtravellers by exactly its amount, its
 * cancellation moves them back, and another company's bookings never show. Also what the facts keep
 * of a flight (airline, taxes, missed savings), a reschedule, a card capture and an approval's delay.
 * The test clock's today is 2026-03-01.
 */

const MARCH = { fromdate: '2026-03-01', todate: '2026-03-31' };

let t: TestApp;
let finance: string;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  [finance, traveller] = await Promise.all([t.token('finance@acme.test'), t.token('traveller@acme.test')]);
  await setBalance(t.store.db, 'W1001', 5_000_000_00n);
  await setBalance(t.store.db, 'W1002', 5_000_000_00n);
});
afterAll(() => t.close());

const factOf = async (txid: string) =>
  (await t.store.db.select().from(bookingFacts).where(eq(bookingFacts.txid, txid)))[0];
const totals = async (token = finance) => {
  const s = await sales(t, token, MARCH);
  return { sales: paise(s.totalsales), spend: paise(s.totalspend) };
};
/** Rahul's (traveller@acme.test) net spend in the top list, 0 when he is not on it. */
const rahulSpend = async () => {
  const rows = await report(t, finance, 'topspendingtravellers', MARCH);
  const rahul = rows.find((r) => r.profileid === '20001');
  return rahul ? paise(String(rahul.amount)) : 0n;
};

describe('facts of real bookings', () => {
  it('an insurance booking moves the totals and the top list by its amount; its cancellation moves them back', async () => {
    const [before, rahulBefore] = [await totals(), await rahulSpend()];
    const txid = await bookByWallet(t, traveller);
    const amount = BigInt((await bookingRow(t, txid))!.totalPaise);
    expect(amount).toBeGreaterThan(0n);
    expect(await totals()).toEqual({ sales: before.sales + amount, spend: before.spend + amount });
    expect(await rahulSpend()).toBe(rahulBefore + amount);

    const cancelled = await cancelInsurance(t, traveller, txid, '1');
    expect(cancelled.json().ResponseStatus.status, cancelled.body).toBe('OK');
    expect(await totals()).toEqual(before);
    expect(await rahulSpend()).toBe(rahulBefore);
    expect(await factOf(txid)).toMatchObject({
      product: 'insurance',
      state: 'cancelled',
      refundPaise: Number(amount),
      bookingDate: '2026-03-01',
      region: 'IN',
    });
  });

  it('a flight booking keeps its airline, travel day, taxes and policy; a whole cancellation takes it out of the sales', async () => {
    const before = await totals();
    const { priced, answer } = await bookCheapest(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    expect(answer.status, answer.errormessage).toMatch(/pending/);
    const amount = paise(priced.totalfare);
    expect(await totals()).toEqual({ sales: before.sales + amount, spend: before.spend + amount });

    const offer = priced.fares[0].offer as FlightOffer;
    const taxes = offer.fares[0]!.taxes.reduce((sum, tax) => sum + paise(tax.amount), 0n);
    expect(await factOf(answer.txid!)).toMatchObject({
      product: 'flight',
      merchant: offer.segments[0]!.carriername,
      bookingDate: '2026-03-01',
      travelDate: '2026-03-20',
      advanceDays: 19,
      domInt: 'domestic',
      region: 'IN',
      destinationCity: offer.segments[0]!.destinationcity,
      state: 'standing',
      spendPaise: Number(amount),
      taxesPaise: Number(taxes),
      inPolicy: priced.inpolicy,
      // The cheapest fare of the search misses nothing.
      missedPaise: 0,
      approvalDelayMinutes: null,
    });

    const cancelled = await t.service(traveller, {
      opid: 'TG-FLIGHTCANCELLATIONREQUEST',
      jsondata: { reftxid: answer.txid, paxsno: [1], remarks: 'Meeting moved' },
    });
    expect(cancelled.json().ResponseStatus.status, cancelled.body).toBe('OK');
    const refund = paise(cancelled.json().refundamount);
    expect(await totals()).toEqual({ sales: before.sales, spend: before.spend + amount - refund });
  });

  it('a dearer fare keeps what it cost above the lowest fare the policy compared it with', async () => {
    // Out of policy with a reason and no approval round, as the cancellation tests book it.
    await setSeededFlightRules(t, '1001', { approvalwhenoutofpolicy: false });
    const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-21'), dearest);
    const priced = await reprice(t, traveller, picked);
    const answer = answerOf(
      await bookFlight(
        t,
        traveller,
        flightRequest(picked, priced.totalfare, { policyreason: 'Only flight that fits' }),
      ),
    );
    expect(answer.status, answer.errormessage).toMatch(/pending/);
    const [booking] = await t.store.db.select().from(flightBookings).where(eq(flightBookings.txid, answer.txid!));
    const facts = booking!.policyFacts!.offers[0]!;
    const missed = paise(facts.fare.totalfare) - paise(facts.comparisonfare);
    expect(missed).toBeGreaterThan(0n);
    expect(await factOf(answer.txid!)).toMatchObject({
      missedPaise: Number(missed),
      inPolicy: booking!.inPolicy,
      policyReason: booking!.policyViolationReason,
    });
  });

  it('a reschedule replaces the old booking: its change fee stays as spend and amendments, the new fare stands', async () => {
    await setSeededFlightRules(t, '1001', { approvalwhenoutofpolicy: false });
    const sme = (list: FlightOffer[]) => {
      const o = list.find((x) => x.fares.some((f) => f.farelabel === 'sme'))!;
      return { o, f: o.fares.find((f) => f.farelabel === 'sme')! };
    };
    const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-22'), sme);
    const priced = await reprice(t, traveller, picked);
    const old = answerOf(
      await bookFlight(t, traveller, flightRequest(picked, priced.totalfare, { policyreason: 'Flexible fare needed' })),
    ).txid!;
    const before = await sales(t, finance, MARCH);

    const search = await call(t, traveller, 'SEARCHFLIGHTSRESC', {
      txid: old,
      onwarddate: '2026-03-25',
      returndate: '',
      requesttype: 'reschedule',
    });
    const responseid = search.json().responseid as string;
    let results: FlightOffer[] = [];
    for (let poll = 0; poll < 3 && results.length === 0; poll++)
      results = (await call(t, traveller, 'QUEUERESULTS', { responseid })).json().results;
    const { o, f } = cheapest(results);
    const selection = { reftxid: old, responseid, selected: [{ flightkey: o.flightkey, farekey: f.farekey }] };
    const q = (await t.service(traveller, { opid: 'TG-FLIGHTRESCHEDULEQUOTE', jsondata: selection })).json().quote;
    const done = (
      await t.service(traveller, {
        opid: 'TG-FLIGHTRESCHEDULE',
        jsondata: {
          ...selection,
          newfare: q.newfare,
          paymentmode: 'cashcard',
          clientref: 'resc-dash',
          remarks: 'Moved',
          policyreason: 'Flexible fare needed',
        },
      })
    ).json();
    const txid = done.FlightBookingResponse.txid as string;

    const [oldTotal, fee, newFare] = [paise(priced.totalfare), paise(q.changefee), paise(q.newfare)];
    expect(fee).toBeGreaterThan(0n);
    expect(await factOf(old)).toMatchObject({
      state: 'replaced',
      amendments: 1,
      amendmentPaise: Number(fee),
      refundPaise: Number(oldTotal - fee),
    });
    expect(await factOf(txid)).toMatchObject({
      state: 'standing',
      spendPaise: Number(newFare),
      travelDate: '2026-03-25',
    });
    // Missed savings move too (the old fare no longer stands): not checked here.
    expect(await sales(t, finance, MARCH)).toMatchObject({
      totalsales: minorUnitsToDecimal(paise(before.totalsales) - oldTotal + newFare),
      totalspend: minorUnitsToDecimal(paise(before.totalspend) - oldTotal + fee + newFare),
      totalamendments: minorUnitsToDecimal(paise(before.totalamendments) + fee),
    });
  });

  it("a card payment's capture writes the facts; another company's bookings never show in Acme's reports", async () => {
    const before = await totals();
    const rowsBefore = await report(t, finance, 'topspendingtravellers', MARCH);
    // Globex pays by card only: the booking is confirmed by the gateway's capture.
    const globex = await t.token('traveller@globex.test');
    const pax = PAX.slice(0, 1);
    const request = {
      ...bookingRequest(await priceFor(t, globex, pax), pax),
      paymentmode: 'creditcard',
      successurl: '/insurance/eticket',
      failureurl: '/insurance',
    };
    const answer = (await book(t, globex, request)).json().FlightBookingResponse;
    expect((await payOnGateway(t, answer.paymenturl, 'success')).statusCode).toBe(303);
    expect(await totals()).toEqual(before);
    expect(await report(t, finance, 'topspendingtravellers', MARCH)).toEqual(rowsBefore);
    const globexAdmin = await t.token('traveladmin@globex.test');
    expect((await totals(globexAdmin)).sales).toBe(BigInt((await bookingRow(t, answer.txid))!.totalPaise));
  });

  it('an approved booking keeps how long its approval took', async () => {
    // Worldwide Classic is above Acme's international limit: it books only on an approved request.
    const manager = await t.token('manager@acme.test');
    const sent = await sendForApproval(t, traveller);
    const approvalid = sent.json().responsedata.approvalid as string;
    t.clock.advance(25 * MINUTE);
    expect((await decideBooking(t, manager, approvalid, 'approve')).statusCode).toBe(200);
    const quoted = await t.service(traveller, {
      opid: 'TG-INSURANCE',
      actioncode: 'getinsurancetax',
      jsondata: {
        categoryid: '5',
        categorycode: 'WW',
        noofpax: 1,
        startdate: '2026-04-10',
        enddate: '2026-04-30',
        domint: 'international',
        paxList: [{ paxnumber: 1, dob: PAX[0]!.dob }],
        plancode: 'WWCLASSIC',
        approvalid,
      },
    });
    const recommendation = quoted.json().InsuranceTaxResponse.insurancerecommendation;
    const booked = (
      await book(t, traveller, bookingRequest(recommendation, PAX.slice(0, 1), { domint: 'international', approvalid }))
    ).json().FlightBookingResponse;
    expect(booked.status, booked.message).toBe('OK');
    expect(await factOf(booked.txid)).toMatchObject({
      approvalDelayMinutes: 25,
      advanceDays: 40,
      domInt: 'international',
    });
  });

  it('refuses a traveller', async () => {
    const r = await t.service(traveller, { opid: 'TG-TOTALSALESCORPORATE', ...MARCH });
    expect(r.statusCode).toBe(403);
  });
});
