import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extrasOfOffer } from '../../server/suppliers/airline/extras';
import { findOffer } from '../../server/suppliers/airline/find';
import { invoiceFareBreakup } from '../../src/domain/fare-breakup';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway, paise } from './flights-fixtures';
import {
  ACME_WALLET,
  type Picked,
  adult,
  answerOf,
  book,
  bookingRequest,
  debitsOf,
  eticket,
  reprice,
  searchAndPick,
} from './flights-booking-fixtures';
import { setBalance } from './wallet-fixtures';

/*
 * What TG-FLIGHTBOOKING refuses, always naming the field or the traveller (never a 500): malformed
 * requests (400), travellers that do not fit the search or the route (failed, with the spec's
 * messages), other people's ids (403/404); and extras and promo codes priced by the server.
 */

let t: TestApp;
let traveller: string;
let picked: Picked;
let totalfare: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 5_000_000_00n);
  picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
  totalfare = (await reprice(t, traveller, picked)).totalfare;
});
afterAll(() => t.close());

const message = (response: { json(): { ResponseStatus: { message: string } } }) =>
  response.json().ResponseStatus.message;
const request = (overrides: Record<string, unknown> = {}) => bookingRequest(picked, totalfare, overrides);

describe('TG-FLIGHTBOOKING input', () => {
  it.each([
    [
      'a traveller without title',
      { travellers: [adult('Rahul', { title: '' })] },
      'jsondata.travellers: Please select traveller 1 title',
    ],
    [
      'a traveller without first name',
      { travellers: [adult(' ')] },
      'jsondata.travellers: Please enter traveller 1 first name',
    ],
    [
      'a traveller without gender',
      { travellers: [adult('Rahul', { gender: 'x' })] },
      'jsondata.travellers: Please select traveller 1 gender',
    ],
    [
      'a child without birth date',
      { travellers: [adult('Kabir', { paxtype: 'CHD' })] },
      'jsondata.travellers: Please select traveller 1 date of birth',
    ],
    ['no contact email', { contact_email: '' }, 'jsondata.contact_email: Please enter contact email address'],
    ['no clientref', { clientref: '' }, 'jsondata: clientref is required'],
    ['a bad total', { totalfare: 'abc' }, 'jsondata.totalfare: totalfare must be an amount like 1234.50'],
    ['a bad GSTIN', { gstin: '27AAPFU0939F1ZX' }, 'jsondata.gstin: GST number check digit does not match'],
    [
      'an unknown payment mode',
      { paymentmode: 'cash' },
      'jsondata.paymentmode: paymentmode must be cashcard, creditcard or company',
    ],
    ['no fare', { selected: [] }, 'jsondata.selected: selected must name at least one fare'],
    [
      'an unknown extra',
      { extras: [{ paxindex: 0, tripnumber: 1, segmentindex: 0, selectedindex: 0, ssrtype: 'wifi', code: 'W' }] },
      "jsondata.extras.0.ssrtype: ssrtype must be 'meal', 'baggage' or 'seat'",
    ],
    ['travellers not a list', { travellers: 'me' }, 'jsondata.travellers: travellers must be a list'],
  ])('answers 400 for %s', async (_name, overrides, expected) => {
    const response = await book(t, traveller, request(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(message(response)).toBe(expected);
  });

  it('answers 400 for a jsondata that is not an object', async () => {
    const response = await book(t, traveller, 'x' as unknown as object);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('jsondata must be a flight booking request object');
  });

  it.each([
    [
      'too many travellers',
      { travellers: [adult('A'), adult('B')] },
      'travellers: this search is for 1 adult(s), 0 child(ren) and 0 infant(s)',
    ],
    [
      'an adult born 10 years ago',
      { travellers: [adult('A', { dob: '2016-01-01' })] },
      'traveller 1: an adult must be 12 or over on the day of travel',
    ],
    ['an unknown promo code', { promocode: 'NOPE' }, 'promocode: Invalid promo code'],
    [
      'extras with a wrong total',
      { extrastotal: '100.00' },
      'extrastotal: the extras cost INR 0.00. Please review them and book again.',
    ],
    [
      'a seat that does not exist',
      { extras: [{ paxindex: 0, tripnumber: 1, segmentindex: 0, selectedindex: 0, ssrtype: 'seat', code: '99Z' }] },
      'extras[0].code: there is no seat 99Z on this flight',
    ],
  ])('answers failed with tgbookingref "" for %s', async (_name, overrides, expected) => {
    const answer = answerOf(await book(t, traveller, request(overrides)));
    expect(answer).toMatchObject({ status: 'failed', tgbookingref: '', txid: '', errormessage: expected });
  });

  it('asks for the passport number on an international flight', async () => {
    const intl = await searchAndPick(t, traveller, oneway('BOM', 'DXB', '2026-03-20'));
    const priced = await reprice(t, traveller, intl);
    expect(priced.domint).toBe('international');
    const travellers = [adult('Rahul', { dob: '1990-04-12' })];
    const answer = answerOf(await book(t, traveller, bookingRequest(intl, priced.totalfare, { travellers })));
    expect(answer.errormessage).toBe('Please enter traveller 1 passport number');
  });

  it("refuses other people's ids: profileid, tcprofileid, a colleague as traveller, another user's search", async () => {
    const top = await book(t, traveller, request(), {}, { profileid: '30001' });
    expect(top.statusCode).toBe(403);
    const tc = await book(t, traveller, request(), {}, { tcprofileid: '20004' });
    expect([tc.statusCode, message(tc)]).toEqual([403, 'tcprofileid: not yours']);
    const colleague = await book(t, traveller, request({ travellers: [adult('Rohan', { profileid: '20007' })] }));
    expect([colleague.statusCode, message(colleague)]).toEqual([403, 'travellers[0].profileid: not yours']);
    const globex = await t.token('traveller@globex.test');
    const foreign = await book(t, globex, request({ contact_email: 'x@globex.test', travellers: [adult('Ian')] }));
    expect([foreign.statusCode, message(foreign)]).toEqual([404, 'responseid: no such search']);
    const coordinator = await t.token('coordinator@acme.test');
    const outsider = await book(t, coordinator, request({ travellers: [adult('Ian', { profileid: '30001' })] }));
    expect(outsider.statusCode).toBe(403);
  });
});

describe('extras and promo codes', () => {
  it('charges fare + extras − promo, and the e-ticket shows the extras with a breakup that adds up', async () => {
    const key = picked.selected[0]!;
    const offer = await findOffer(
      t.store.db,
      key.flightkey,
      { pax: { adults: 1, children: 0, infants: 0 }, today: '2026-03-01' },
      true,
    );
    const catalogue = extrasOfOffer(offer!, key.farekey)!;
    const segment = catalogue.segments[0]!;
    const seat = segment.seats.find((s) => s.available && s.amountPaise > 0n)!;
    const meal = segment.meals[0]!;
    const extras = [
      { paxindex: 0, tripnumber: 1, segmentindex: 0, selectedindex: 0, ssrtype: 'seat', code: seat.seatno },
      { paxindex: 0, tripnumber: 1, segmentindex: 0, selectedindex: 0, ssrtype: 'meal', code: meal.code },
    ];
    const extrasPaise = seat.amountPaise + meal.amountPaise;
    const extrastotal = (Number(extrasPaise) / 100).toFixed(2);
    const total = paise(totalfare) + extrasPaise;
    const discount = (total * 10n + 50n) / 100n > 1_500_00n ? 1_500_00n : (total * 10n + 50n) / 100n;

    const answer = answerOf(await book(t, traveller, request({ extras, extrastotal, promocode: 'flycorp10' })));
    expect(answer.status, answer.errormessage).toBe('pending');
    expect(await debitsOf(t, answer.txid!)).toEqual([-(total - discount)]);
    const invoice = await eticket(t, traveller, answer.txid!);
    expect(invoice.passengerssrrecords).toEqual([
      {
        jtype: `${segment.origin}-${segment.destination}`,
        ssrtype: 'seat',
        paxid: '1',
        ssrname: `Seat ${seat.seatno}`,
        ssrvalue: seat.seatno,
      },
      {
        jtype: `${segment.origin}-${segment.destination}`,
        ssrtype: 'meal',
        paxid: '1',
        ssrname: meal.name,
        ssrvalue: meal.code,
      },
    ]);
    const breakup = invoiceFareBreakup(invoice);
    expect(breakup.total).toBe(total - discount);
    // The signed "discount" line carries extras less the promo, so the lines add up to what was charged.
    expect(breakup.discount).toBe(extrasPaise - discount);
    expect(breakup.lines.slice(0, -1).reduce((s, l) => s + l.amount, 0n)).toBe(breakup.total);
  });

  it('gives a seat to one booking only, even when two race for it', async () => {
    const key = picked.selected[0]!;
    const pax = { adults: 1, children: 0, infants: 0 };
    const offer = await findOffer(t.store.db, key.flightkey, { pax, today: '2026-03-01' }, true);
    const seats = extrasOfOffer(offer!, key.farekey)!.segments[0]!.seats.filter((x) => x.available);
    const withSeat = (seat: (typeof seats)[number]) =>
      request({
        extras: [{ paxindex: 0, tripnumber: 1, segmentindex: 0, selectedindex: 0, ssrtype: 'seat', code: seat.seatno }],
        extrastotal: (Number(seat.amountPaise) / 100).toFixed(2),
      });
    const first = answerOf(await book(t, traveller, withSeat(seats[1]!)));
    expect(first.status, first.errormessage).toBe('pending');
    const second = answerOf(await book(t, traveller, withSeat(seats[1]!)));
    expect(second).toMatchObject({
      status: 'failed',
      errormessage: `extras[0].code: seat ${seats[1]!.seatno} is not available`,
    });

    const race = await Promise.all([book(t, traveller, withSeat(seats[2]!)), book(t, traveller, withSeat(seats[2]!))]);
    const booked = race.filter((r) => r.statusCode === 200 && answerOf(r).status === 'pending');
    expect(booked).toHaveLength(1);
    const loser = race.find((r) => r !== booked[0])!;
    expect(loser.statusCode === 409 ? loser.json().ResponseStatus.message : answerOf(loser).errormessage).toBe(
      `extras[0].code: seat ${seats[2]!.seatno} is not available`,
    );
  });
});
