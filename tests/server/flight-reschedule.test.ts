import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flightBookingTravellers, flightBookings, flightSeatHolds } from '../../server/store/schema-flight-bookings';
import { cardRefunds, walletLedgerEntries } from '../../server/store/schema-wallet';
import { trips } from '../../server/store/schema';
import { setSeededFlightRules } from './helpers/policy-rules';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, oneway, paise, roundtrip } from './flights-fixtures';
import { ACME_WALLET, adult, answerOf, book, bookingRequest, cheapest, dearest, eticket, reprice, searchAndPick } from './flights-booking-fixtures';
import { decideBooking } from './booking-approval-fixtures';
import { payOnGateway } from './insurance-booking-fixtures';
import { capturePushes } from './approval-fixtures';
import { createTrip, fullTrip } from './trips-fixtures';
import { balanceOf, setBalance } from './wallet-fixtures';

/*
 * Flight reschedule: SEARCHFLIGHTSRESC, TG-FLIGHTRESCHEDULEQUOTE, TG-FLIGHTRESCHEDULEAPPROVAL and
 * TG-FLIGHTRESCHEDULE. The new booking is charged in full, the old one's credit less the change fee
 * comes back the way it was paid when the new one is paid: the traveller's net is the quote's
 * payable (or refund), exactly. The test clock's today is 2026-03-01.
 */

let t: TestApp;
let traveller: string;
let pushes: Awaited<ReturnType<typeof capturePushes>>;
beforeAll(async () => {
  t = await createTestApp();
  pushes = await capturePushes(t.store.db, t.clock.now());
});
afterAll(() => t.close());
beforeEach(async () => {
  traveller = await t.token('traveller@acme.test');
  await setSeededFlightRules(t, '1001', { approvalwhenoutofpolicy: false });
  await setBalance(t.store.db, ACME_WALLET, 5_000_000_00n);
});

const TWO = [adult('Rahul', { profileid: '20001' }), adult('Meera', { title: 'Mrs', gender: 'female' })];
const family = (label: string) => (list: FlightOffer[]) => {
  const o = list.find((x) => x.fares.some((f) => f.farelabel === label))!;
  return { o, f: o.fares.find((f) => f.farelabel === label)! };
};

async function bookTwo(label = 'sme', input = oneway('BLR', 'DEL', '2026-03-20', { adults: 2 }), overrides: Record<string, unknown> = {}) {
  const picked = await searchAndPick(t, traveller, input, family(label));
  const priced = await reprice(t, traveller, picked);
  const answer = answerOf(await book(t, traveller, bookingRequest(picked, priced.totalfare, { travellers: TWO, policyreason: 'Flexible fare needed', ...overrides })));
  expect(answer.status, answer.errormessage).toMatch(/pending/);
  return answer.txid!;
}

const searchNew = async (token: string, txid: string, onwarddate: string, returndate = '') => {
  const response = await call(t, token, 'SEARCHFLIGHTSRESC', { txid, onwarddate, returndate, requesttype: 'reschedule' });
  expect(response.statusCode, response.body).toBe(200);
  const responseid = response.json().responseid as string;
  let answer: { status: string; results: FlightOffer[]; returnresults: FlightOffer[] } | null = null;
  for (let poll = 0; poll < 3 && answer?.status !== 'complete'; poll++)
    answer = (await call(t, token, 'QUEUERESULTS', { responseid })).json();
  const lists = answer!.returnresults.length ? [answer!.results, answer!.returnresults] : [answer!.results];
  return { responseid, lists };
};
const pick = (lists: FlightOffer[][], choose = cheapest) =>
  lists.map((list) => {
    const { o, f } = choose(list);
    return { flightkey: o.flightkey, farekey: f.farekey };
  });
const quote = (token: string, jsondata: Record<string, unknown>) => t.service(token, { opid: 'TG-FLIGHTRESCHEDULEQUOTE', jsondata });
const change = (token: string, jsondata: Record<string, unknown>) => t.service(token, { opid: 'TG-FLIGHTRESCHEDULE', jsondata });
const bookingOf = async (txid: string) => (await t.store.db.select().from(flightBookings).where(eq(flightBookings.txid, txid)))[0]!;
const ledger = async (txid: string) =>
  (await t.store.db.select().from(walletLedgerEntries).where(eq(walletLedgerEntries.reference, txid))).map((e) => BigInt(e.amountPaise));

async function quoted(token: string, reftxid: string, onwarddate = '2026-03-25', choose = cheapest) {
  const { responseid, lists } = await searchNew(token, reftxid, onwarddate);
  const selection = { reftxid, responseid, selected: pick(lists, choose) };
  const answer = (await quote(token, selection)).json();
  expect(answer.ResponseStatus, answer.ResponseStatus.message).toMatchObject({ status: 'OK' });
  return { selection, quote: answer.quote };
}

describe('rescheduling a wallet booking', () => {
  it('charges exactly the quote’s net, settles the old booking once, and links the two e-tickets', async () => {
    const old = await bookTwo('sme');
    const oldTotal = BigInt((await bookingOf(old)).totalPaise);
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const { selection, quote: q } = await quoted(traveller, old);
    // sme, domestic, more than 72 hours out: ₹1,500 per traveller per sector.
    expect(q).toMatchObject({ reftxid: old, changefee: '3000.00', refundto: 'wallet', inpolicy: true, approvalrequired: false });
    expect(paise(q.credit)).toBe(oldTotal);
    expect(paise(q.payable) - paise(q.refund)).toBe(paise(q.newfare) + paise(q.changefee) - paise(q.credit));
    expect(q.travellers.map((x: { name: string; changefee: string }) => [x.name, x.changefee])).toEqual([
      ['Mr Rahul Verma', '1500.00'],
      ['Mrs Meera Verma', '1500.00'],
    ]);

    const request = { ...selection, newfare: q.newfare, paymentmode: 'cashcard', clientref: 'resc-1', remarks: 'Meeting moved' };
    const done = (await change(traveller, request)).json();
    const txid = done.FlightBookingResponse.txid as string;
    expect(done).toMatchObject({ FlightBookingResponse: { status: 'pending', errormessage: '' }, payable: q.payable, refund: q.refund });
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before - paise(q.payable) + paise(q.refund));
    expect(await ledger(old)).toEqual([-oldTotal, oldTotal - 3000_00n]);
    expect(await ledger(txid)).toEqual([-paise(q.newfare)]);
    expect(await bookingOf(old)).toMatchObject({ status: 'rescheduled' });
    expect(await bookingOf(txid)).toMatchObject({ refTxid: old, changeFeePaise: 3000_00, paymentMode: 'cashcard' });
    const oldTravellers = await t.store.db.select().from(flightBookingTravellers).where(eq(flightBookingTravellers.txid, old));
    expect(oldTravellers.map((x) => [x.status, x.penaltyPaise])).toEqual([['rescheduled', 1500_00], ['rescheduled', 1500_00]]);
    expect(await t.store.db.select().from(flightSeatHolds).where(eq(flightSeatHolds.txid, old))).toEqual([]);

    const oldTicket = await eticket(t, traveller, old);
    expect(oldTicket.flightRecord).toMatchObject({ booking_status: 'rescheduled', rescheduledto: txid });
    expect((await eticket(t, traveller, txid)).flightRecord).toMatchObject({ reftxid: old, rescheduledto: '' });
    const sent = await pushes.settled();
    expect(sent.filter((s) => s.payload.tag === `flight-change-${old}`)).toEqual([
      expect.objectContaining({ profileId: '20001', payload: expect.objectContaining({ title: 'Flight changed', url: `/flights/eticket/${txid}` }) }),
    ]);

    // A retry is the same change; the old booking cannot be changed or cancelled again.
    const again = (await change(traveller, request)).json();
    expect(again.FlightBookingResponse.txid).toBe(txid);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before - paise(q.payable) + paise(q.refund));
    const second = (await quote(traveller, selection)).json();
    expect(second.ResponseStatus).toEqual({ status: 'NOK', message: 'This booking was rescheduled: change the new booking instead' });
    const cancel = await t.service(traveller, { opid: 'TG-FLIGHTCANCELLATIONREQUEST', jsondata: { reftxid: old, paxsno: [1] } });
    expect(cancel.json().ResponseStatus.message).toBe('This booking was rescheduled: cancel the new booking instead');
  });

  it('needs only the net in the wallet, and rolls everything back when even that is short', async () => {
    const old = await bookTwo('sme');
    const { selection, quote: q } = await quoted(traveller, old, '2026-03-26', dearest);
    expect(paise(q.payable)).toBeGreaterThan(0n);
    await setBalance(t.store.db, ACME_WALLET, paise(q.payable) - 1n);
    const short = (await change(traveller, { ...selection, newfare: q.newfare, paymentmode: 'cashcard', clientref: 'resc-short', policyreason: 'Only option' })).json();
    expect(short.FlightBookingResponse).toBeUndefined();
    expect(short.ResponseStatus.message).toBe('Insufficient wallet balance');
    expect(await bookingOf(old)).toMatchObject({ status: 'pending' });
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(paise(q.payable) - 1n);

    await setBalance(t.store.db, ACME_WALLET, paise(q.payable));
    const done = (await change(traveller, { ...selection, newfare: q.newfare, paymentmode: 'cashcard', clientref: 'resc-short', policyreason: 'Only option' })).json();
    expect(done.FlightBookingResponse.status).toBe('pending');
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(0n);
  });

  it('pays by card: the old booking stands until the capture, then its credit goes back to the wallet that paid it', async () => {
    const old = await bookTwo('flexi');
    const { selection, quote: q } = await quoted(traveller, old);
    expect(q.changefee).toBe('0.00');
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const started = (await change(traveller, { ...selection, newfare: q.newfare, paymentmode: 'creditcard', clientref: 'resc-card' })).json();
    expect(started.FlightBookingResponse).toMatchObject({ status: 'paymentpending' });
    expect(await bookingOf(old)).toMatchObject({ status: 'pending' });
    await payOnGateway(t, started.FlightBookingResponse.paymenturl, 'success');
    expect(await bookingOf(old)).toMatchObject({ status: 'rescheduled' });
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before + paise(q.credit));
    expect(await t.store.db.select().from(cardRefunds).where(eq(cardRefunds.reference, old))).toEqual([]);
  });
});

describe('what may be rescheduled, and by whom', () => {
  it("answers another user's, another company's and an unknown txid alike", async () => {
    const old = await bookTwo('sme');
    const { selection } = await quoted(traveller, old);
    for (const userid of ['manager@acme.test', 'traveller@globex.test']) {
      const other = await t.token(userid);
      expect((await quote(other, selection)).json()).toEqual({ ResponseStatus: { status: 'NOK', message: `No flight booking ${old} found` }, quote: null });
      expect((await call(t, other, 'SEARCHFLIGHTSRESC', { txid: old, onwarddate: '2026-03-25' })).statusCode).toBe(409);
    }
    expect((await quote(traveller, { ...selection, reftxid: 'FL1' })).json().ResponseStatus.message).toBe('No flight booking FL1 found');
  });

  it('names bad fields, refuses past dates, another route’s search and a changed fare', async () => {
    const old = await bookTwo('sme');
    const bad = async (fields: Record<string, unknown>, message: RegExp) => {
      const response = await call(t, traveller, 'SEARCHFLIGHTSRESC', { txid: old, onwarddate: '2026-03-25', ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json().ResponseStatus.message).toMatch(message);
    };
    await bad({ onwarddate: '25/03/2026' }, /onwarddate must be a date \(YYYY-MM-DD\)/);
    await bad({ onwarddate: '2026-02-27' }, /onwarddate must not be in the past/);
    await bad({ returndate: '2026-03-28' }, /returndate must be empty for a one-way booking/);
    await bad({ requesttype: 'newbooking' }, /requesttype must be 'reschedule'/);

    const elsewhere = await searchAndPick(t, traveller, oneway('BLR', 'BOM', '2026-03-25', { adults: 2 }));
    const wrong = (await quote(traveller, { reftxid: old, responseid: elsewhere.responseid, selected: elsewhere.selected })).json();
    expect(wrong.ResponseStatus.message).toBe("responseid: this search is not for this booking's route, cabin and travellers");

    const { selection, quote: q } = await quoted(traveller, old);
    const changed = (await change(traveller, { ...selection, newfare: '1.00', paymentmode: 'cashcard', clientref: 'resc-fare' })).json();
    expect(changed.FlightBookingResponse).toMatchObject({ status: 'failed', errormessage: `The fare has changed to INR ${q.newfare}. Please review the new price and book again.` });
    expect(await bookingOf(old)).toMatchObject({ status: 'pending' });
  });

  it('asks for an approval when the new fare is out of policy, then changes with it', async () => {
    const old = await bookTwo('sme');
    await setSeededFlightRules(t, '1001', { approvalwhenoutofpolicy: true });
    const { selection, quote: q } = await quoted(traveller, old, '2026-03-25', dearest);
    expect(q).toMatchObject({ inpolicy: false, approvalrequired: true, reasonrequired: true });
    const request = { ...selection, newfare: q.newfare, paymentmode: 'cashcard', policyreason: 'Only seats left' };
    const refused = (await change(traveller, { ...request, clientref: 'resc-appr-1' })).json();
    expect(refused.FlightBookingResponse.errormessage).toMatch(/approv/i);
    const sent = (await t.service(traveller, { opid: 'TG-FLIGHTRESCHEDULEAPPROVAL', jsondata: { ...selection, policyreason: 'Only seats left' } })).json();
    expect(sent.ResponseStatus).toMatchObject({ status: 'OK', message: 'Your change has been sent for approval' });
    const approvalid = sent.ResponseStatus.responsedata.approvalid as string;
    await decideBooking(t, await t.token('manager@acme.test'), approvalid, 'approve');
    const done = (await change(traveller, { ...request, clientref: 'resc-appr-2', approvalid })).json();
    expect(done.FlightBookingResponse.status).toBe('pending');
    expect(await bookingOf(done.FlightBookingResponse.txid)).toMatchObject({ approvalId: approvalid, refTxid: old });
  });

  it('changes a round trip on both dates', async () => {
    const old = await bookTwo('sme', roundtrip('BLR', 'DEL', '2026-03-20', '2026-03-24', { adults: 2 }));
    const { responseid, lists } = await searchNew(traveller, old, '2026-03-21', '2026-03-27');
    expect(lists).toHaveLength(2);
    const selection = { reftxid: old, responseid, selected: pick(lists) };
    const q = (await quote(traveller, selection)).json().quote;
    // Two sectors each: ₹1,500 × 2 per traveller.
    expect(q.changefee).toBe('6000.00');
    const done = (await change(traveller, { ...selection, newfare: q.newfare, paymentmode: 'cashcard', clientref: 'resc-rt' })).json();
    const ticket = await eticket(t, traveller, done.FlightBookingResponse.txid);
    expect(ticket.sectorRecords.map((s: { jdate: string }) => s.jdate)).toEqual(['2026-03-21', '2026-03-27']);
  });

  it('re-bills a trip’s company-billed flight with no money moving, and replaces the trip item', async () => {
    const tripid = await createTrip(t, traveller);
    const picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-21'));
    const priced = await reprice(t, traveller, picked);
    expect((await call(t, traveller, 'ADDTOTRIP', { jsondata: bookingRequest(picked, priced.totalfare, { tripid }) })).statusCode).toBe(200);
    await t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
    expect((await t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid })).statusCode).toBe(200);
    const old = (await fullTrip(t, traveller, tripid)).items[0].txid as string;
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const { selection, quote: q } = await quoted(traveller, old);
    expect(q).toMatchObject({ refundto: 'trip', payable: '0.00', refund: '0.00', credit: '0.00' });
    const done = (await change(traveller, { ...selection, newfare: q.newfare, paymentmode: 'cashcard', clientref: 'resc-trip' })).json();
    const txid = done.FlightBookingResponse.txid as string;
    expect(await bookingOf(txid)).toMatchObject({ paymentMode: 'company', status: 'pending', tripId: tripid });
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
    const items = (await fullTrip(t, traveller, tripid)).items.map((i: { txid: string; status: string }) => [i.txid, i.status]);
    expect(items).toEqual(expect.arrayContaining([[old, 'rescheduled'], [txid, 'booked']]));
  });
});
