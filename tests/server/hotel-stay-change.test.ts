import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripItems, trips } from '../../server/store/schema';
import { bookingFacts } from '../../server/store/schema-dashboards';
import { minorUnitsToDecimal, parseMinorUnits } from '../../src/domain/money';
import { decideBooking } from './booking-approval-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';
import { NEW_DATES, changeStay, guestsOf, quoteChange, rebase, sameRoomAt } from './hotel-stay-change-fixtures';
import { ACME_WALLET, bookByWallet, bookingRequest, call, rateIn, rateOf, rowOf, totalOf } from './hotels-booking-fixtures';
import { addStayToTrip, policyRate } from './hotels-policy-fixtures';
import { createTrip, fullTrip } from './trips-fixtures';
import { balanceOf, setBalance } from './wallet-fixtures';

/*
 * TG-HOTEL quotehotelchange, sendhotelchangeforapproval and changehotelstay (docs/features/hotels-change.md):
 * the new dates' rate of the same room, the old booking cancelled by its terms, the money by how
 * the stay was paid, the trip's replacement item, and who may change a stay.
 */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
  // Starting a seeded PGlite takes over a minute on a loaded machine.
}, 180_000);
afterAll(() => t.close());

const factsOf = async (txid: string) => (await t.store.db.select().from(bookingFacts).where(eq(bookingFacts.txid, txid)))[0];
const message = (response: { json(): { ResponseStatus: { message: string } } }) => response.json().ResponseStatus.message;

describe('quotehotelchange', () => {
  it('prices the same room at the new dates against the refund of the stay now', async () => {
    const rate = rateIn('in-bengaluru', true);
    const txid = await bookByWallet(t, traveller, rate);
    const response = await quoteChange(t, traveller, txid);
    expect(response.statusCode, response.body).toBe(200);
    const { quote } = response.json();
    const newTotal = totalOf(sameRoomAt(rate));
    expect(quote).toMatchObject({ txid, ...NEW_DATES, nights: 3, charge: '0.00', paidby: 'wallet', policy: { inpolicy: true } });
    expect(parseMinorUnits(quote.newtotal)).toBe(newTotal);
    expect(parseMinorUnits(quote.currenttotal)).toBe(totalOf(rate));
    expect(parseMinorUnits(quote.refund)).toBe(totalOf(rate));
    expect(parseMinorUnits(quote.topay) - parseMinorUnits(quote.toreturn)).toBe(newTotal - totalOf(rate));
  });

  it('refuses bad, same and past dates naming the field and a sold-out room', async () => {
    const rate = rateIn('in-bengaluru', true);
    const txid = await bookByWallet(t, traveller, rate);
    const cases: [Record<string, string>, number, RegExp][] = [
      [{ checkin: '2026-02-31', checkout: '2026-03-05' }, 400, /^checkin/],
      [{ checkin: '2026-03-27', checkout: 'soon' }, 400, /^checkout/],
      [{ checkin: '2026-03-27', checkout: '2026-03-26' }, 400, /^checkout: must be after checkin/],
      [{ checkin: rate.checkin, checkout: rate.checkout }, 400, /^checkin: these are the dates/],
      [{ checkin: '2026-02-20', checkout: '2026-02-22' }, 400, /^checkin: must not be in the past/],
    ];
    for (const [dates, status, pattern] of cases) {
      const response = await quoteChange(t, traveller, txid, dates);
      expect(response.statusCode, JSON.stringify(dates)).toBe(status);
      expect(message(response)).toMatch(pattern);
    }
    await rebase(t, txid, rateOf('in-mumbai-0001'));
    const soldOut = await quoteChange(t, traveller, txid);
    expect(soldOut.statusCode).toBe(409);
    expect(message(soldOut)).toMatch(/^checkin: this room is sold out/);
  });

  it("refuses another user's and another company's booking like an unknown one", async () => {
    const txid = await bookByWallet(t, traveller, rateIn('in-bengaluru', true));
    for (const user of ['finance@acme.test', 'traveller@globex.test']) {
      const response = await quoteChange(t, await t.token(user), txid);
      expect(response.statusCode, user).toBe(403);
      expect(message(response)).toBe('txid: hotel booking not found');
      expect((await changeStay(t, await t.token(user), txid, '1.00')).statusCode).toBe(403);
    }
  });
});

describe('changehotelstay', () => {
  it('books the new dates from the wallet, cancels the old stay by its terms and records both', async () => {
    const rate = rateIn('in-bengaluru', true);
    const txid = await bookByWallet(t, traveller, rate);
    const { quote } = (await quoteChange(t, traveller, txid)).json();
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const response = await changeStay(t, traveller, txid, quote.newtotal);
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json();
    expect(changed).toMatchObject({ replaced: txid, bookingstatus: 'booked', topay: quote.topay, toreturn: quote.toreturn });
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before - parseMinorUnits(quote.newtotal) + totalOf(rate));

    expect(await rowOf(t, txid)).toMatchObject({ status: 'cancellationrequested', replacedByTxid: changed.txid, refundMode: 'wallet', penaltyPaise: 0 });
    const fresh = await rowOf(t, changed.txid);
    expect(fresh).toMatchObject({ replacesTxid: txid, checkIn: NEW_DATES.checkin, checkOut: NEW_DATES.checkout, roomType: rate.roomtype, paymentMode: 'cashcard' });
    expect((await guestsOf(t, changed.txid)).map((g) => g.firstName)).toEqual(['Asha']);
    expect(await factsOf(txid)).toMatchObject({ state: 'cancelled' });
    expect(await factsOf(changed.txid)).toMatchObject({ state: 'standing', spendPaise: Number(totalOf(sameRoomAt(rate))) });

    const again = await quoteChange(t, traveller, txid);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(`txid: this stay was changed already: its booking is now ${changed.txid}`);
  });

  it('refuses a price moved since the quote with 409 and the new quote, and a wallet that cannot pay', async () => {
    const rate = rateIn('in-bengaluru', true);
    const txid = await bookByWallet(t, traveller, rate);
    const { quote } = (await quoteChange(t, traveller, txid)).json();
    const moved = await changeStay(t, traveller, txid, '1.00');
    expect(moved.statusCode).toBe(409);
    expect(message(moved)).toMatch(/^total: the price of the new dates is now INR /);
    expect(moved.json().quote).toMatchObject({ newtotal: quote.newtotal });

    // Three nights instead of two: the wallet pays a difference, which an empty wallet cannot.
    expect(parseMinorUnits(quote.topay)).toBeGreaterThan(0n);
    await setBalance(t.store.db, ACME_WALLET, 0n);
    const short = await changeStay(t, traveller, txid, quote.newtotal);
    await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
    expect(short.statusCode).toBe(409);
    expect(message(short)).toMatch(/^wallet: Insufficient wallet balance/);
    expect(await rowOf(t, txid)).toMatchObject({ status: 'booked', replacedByTxid: '' });
  });

  it('needs the reason and an approval for a new rate out of policy, and takes the approved change', async () => {
    const txid = await bookByWallet(t, traveller, rateIn('in-bengaluru', true));
    const luxury = policyRate(false);
    await rebase(t, txid, luxury);
    const { quote } = (await quoteChange(t, traveller, txid)).json();
    expect(quote.policy).toMatchObject({ inpolicy: false, needsapproval: true });
    expect(message(await changeStay(t, traveller, txid, quote.newtotal))).toMatch(/^policyreason: /);
    const unapproved = await changeStay(t, traveller, txid, quote.newtotal, { policyreason: 'Client stays there' });
    expect(unapproved.statusCode).toBe(409);
    expect(message(unapproved)).toMatch(/^approvalid: /);

    const sent = await call(t, traveller, 'sendhotelchangeforapproval', { txid, ...NEW_DATES, policyreason: 'Client stays there' });
    expect(sent.json().ResponseStatus.status, sent.body).toBe('OK');
    const { approvalid } = sent.json().responsedata;
    expect((await decideBooking(t, await t.token('manager@acme.test'), approvalid, 'approve')).statusCode).toBe(200);
    const changed = await changeStay(t, traveller, txid, quote.newtotal, { policyreason: 'Client stays there', approvalid });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await rowOf(t, changed.json().txid)).toMatchObject({ inPolicy: false, approvalId: approvalid, policyReason: 'Client stays there' });
  });

  it("replaces a trip's stay billed to the company: nothing moves, the trip gets the new item", async () => {
    const tripid = await createTrip(t, traveller);
    const rate = policyRate(true);
    const { opid: _o, action: _a, ...request } = bookingRequest(rate.ratekey, { tripid });
    expect((await addStayToTrip(t, traveller, request)).statusCode).toBe(200);
    await t.store.db.update(trips).set({ status: 'approved' }).where(eq(trips.id, tripid));
    expect((await t.service(traveller, { opid: 'TG-TRIPBOOKING', tripid })).statusCode).toBe(200);
    const [item] = (await fullTrip(t, traveller, tripid)).items;

    const { quote } = (await quoteChange(t, traveller, item.txid)).json();
    expect(quote.paidby).toBe('company');
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const changed = (await changeStay(t, traveller, item.txid, quote.newtotal)).json();
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
    expect(await rowOf(t, changed.txid)).toMatchObject({ paymentMode: 'company', tripId: tripid, replacesTxid: item.txid });
    const items = await t.store.db.select().from(tripItems).where(eq(tripItems.tripId, tripid));
    expect(items.find((i) => i.txid === item.txid)?.status).toBe('rescheduled');
    expect(items.find((i) => i.txid === changed.txid)).toMatchObject({ status: 'booked', refTxid: item.txid, totalAmountPaise: Number(parseMinorUnits(quote.newtotal)) });
    expect(minorUnitsToDecimal(BigInt((await rowOf(t, changed.txid)).totalPaise))).toBe(quote.newtotal);
  });
});
