import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMinorUnits } from '../../src/domain/money';
import { type TestApp, createTestApp } from './helpers/test-app';
import {
  ACME_WALLET,
  STAY,
  book,
  bookByWallet,
  bookingOf,
  bookingRequest,
  ledgerOf,
  rateIn,
  rateOf,
  rowOf,
  totalOf,
  visakhapatnamKey,
} from './hotels-booking-fixtures';
import { balanceOf, setBalance } from './wallet-fixtures';

/*
 * TG-HOTEL bookhotel (docs/features/hotels.md "Bookings"): the server's recheck, the wallet path,
 * replays, and the hotel's confirmation after HOTEL_CONFIRMATION_DELAY_MS.
 */

const SME_WALLET = 'W1003';

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

describe('bookhotel with the wallet', () => {
  it('debits exactly the stay with GST, is booked, and confirmed with a number once the hotel answers (20 s)', async () => {
    const rate = rateIn('in-bengaluru', true);
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const txid = await bookByWallet(t, traveller, rate);
    expect(txid).toMatch(/^HTL\d+$/);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before - totalOf(rate));
    expect(await ledgerOf(t, txid)).toEqual([-totalOf(rate)]);

    const booked = (await bookingOf(t, traveller, txid)).json().booking;
    expect(booked).toMatchObject({ status: 'booked', confirmationnumber: '', checkin: STAY.checkin, nights: 2 });
    expect(parseMinorUnits(booked.total)).toBe(totalOf(rate));
    expect(parseMinorUnits(booked.base) + parseMinorUnits(booked.tax)).toBe(totalOf(rate));
    expect(booked.guests).toEqual([{ title: 'Ms', firstname: 'Asha', lastname: 'Rao', lead: true }]);
    t.clock.advance(19_999);
    expect((await bookingOf(t, traveller, txid)).json().booking.status).toBe('booked');
    t.clock.advance(1);
    const confirmed = (await bookingOf(t, traveller, txid)).json().booking;
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmationnumber).toMatch(/^HC[A-Z2-9]{8}$/);
  });

  it('follows HOTEL_CONFIRMATION_DELAY_MS (0: confirmed at the first read)', async () => {
    process.env.HOTEL_CONFIRMATION_DELAY_MS = '0';
    const txid = await bookByWallet(t, traveller, rateIn('in-delhi', false));
    expect((await bookingOf(t, traveller, txid)).json().booking.status).toBe('confirmed');
  });

  it('answers a replay with the same clientref (or Idempotency-Key) with the same booking, charged once', async () => {
    const rate = rateIn('in-chennai', true);
    const request = bookingRequest(rate.ratekey);
    const first = (await book(t, traveller, request)).json();
    const again = (await book(t, traveller, request)).json();
    expect(again).toMatchObject({ status: 'OK', txid: first.txid });
    expect(await ledgerOf(t, first.txid)).toEqual([-totalOf(rate)]);

    const keyed = bookingRequest(rate.ratekey);
    const headers = { 'idempotency-key': 'hotel-replay-1' };
    const one = (await book(t, traveller, keyed, headers)).json();
    expect((await book(t, traveller, keyed, headers)).json()).toEqual(one);
    expect(await ledgerOf(t, one.txid)).toEqual([-totalOf(rate)]);
  });

  it('names the guests of colleagues from their profiles and makes the lead guest the traveller', async () => {
    const txid = await bookByWallet(t, traveller, rateIn('in-pune', true, { ...STAY, checkin: '2026-03-21', checkout: '2026-03-22' }), {
      guests: [{ profileid: '20002' }, { profileid: '', title: 'Mr', firstname: 'Ravi', lastname: 'Kumar' }],
    });
    const row = await rowOf(t, txid);
    expect(row.travellerProfileId).toBe('20002');
    const guests = (await bookingOf(t, traveller, txid)).json().booking.guests;
    expect(guests[0].lead).toBe(true);
    expect(guests[0].firstname).not.toBe('');
    expect(guests[1]).toMatchObject({ firstname: 'Ravi', lead: false });
  });

  it('is refused, unpaid, when the wallet is short of money', async () => {
    await setBalance(t.store.db, ACME_WALLET, 1_00n);
    const answer = (await book(t, traveller, bookingRequest(rateIn('in-kolkata', true).ratekey))).json();
    expect(answer.status).toBe('NOK');
    expect(answer.message).not.toBe('');
    expect((await rowOf(t, answer.txid)).status).toBe('paymentpending');
    await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
  });
});

describe('the recheck before booking', () => {
  it('refuses a changed price with 409 and the new rate; booking with the new key succeeds at the new price', async () => {
    // Sharma Traders has no hotel limits: the risen price is above Acme's ₹7,000 a night (an approval's matter).
    const sme = await t.token('owner@sme.test');
    await setBalance(t.store.db, SME_WALLET, 1_000_000_00n);
    const rate = rateOf('in-pune-0001');
    const before = await balanceOf(t.store.db, SME_WALLET);
    const refused = await book(t, sme, bookingRequest(rate.ratekey));
    expect(refused.statusCode).toBe(409);
    const change = refused.json().pricechange;
    expect(change.ratekey).not.toBe(rate.ratekey);
    expect(parseMinorUnits(change.previoustotal)).toBe(totalOf(rate));
    expect(parseMinorUnits(change.total)).toBeGreaterThan(totalOf(rate));
    expect(await balanceOf(t.store.db, SME_WALLET)).toBe(before);

    const accepted = (await book(t, sme, bookingRequest(change.ratekey))).json();
    expect(accepted.status).toBe('OK');
    expect(await balanceOf(t.store.db, SME_WALLET)).toBe(before - parseMinorUnits(change.total));
    expect((await rowOf(t, accepted.txid)).rateKey).toBe(change.ratekey);
  });

  it('refuses a sold-out room with 409 naming it, and books nothing', async () => {
    const response = await book(t, traveller, bookingRequest(rateOf('in-mumbai-0001').ratekey));
    expect(response.statusCode).toBe(409);
    expect(response.json().ResponseStatus.message).toMatch(/^ratekey: this room is sold out/);
  });

  it('answers 502 when the supplier is down, 400 naming the field for a key it never issued', async () => {
    const down = await book(t, traveller, bookingRequest(visakhapatnamKey()));
    expect(down.statusCode).toBe(502);
    const forged = await book(t, traveller, bookingRequest('SBXH1~in-bengaluru-0001~standard~RO~R~x'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().ResponseStatus.message).toMatch(/^ratekey/);
  });
});

describe('bookhotel input', () => {
  it.each([
    [{ guests: [] }, /^guests/],
    [{ guests: [{ profileid: '', firstname: 'A', lastname: '' }] }, /^guests\[0\]\.lastname is required/],
    [{ paymentmode: 'cash' }, /^paymentmode/],
    [{ clientref: '' }, /^clientref/],
    [{ gstdetails: { gstin: '29ABCDE1234F1Z0', companyname: 'Acme' } }, /^gstdetails\.gstin/],
  ])('refuses %j with a 4xx naming the field', async (overrides, message) => {
    const response = await book(t, traveller, bookingRequest(rateIn('in-bengaluru', true).ratekey, overrides));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().ResponseStatus.message).toMatch(message);
  });

  it("refuses another company's person as a guest like an unknown one", async () => {
    const response = await book(t, traveller, bookingRequest(rateIn('in-bengaluru', true).ratekey, { guests: [{ profileid: '30001' }] }));
    expect(response.statusCode).toBe(403);
    expect(response.json().ResponseStatus.message).toBe('guests[0].profileid: person not found');
  });

  it('refuses more guests than the rooms hold', async () => {
    const guests = Array.from({ length: 3 }, (_, i) => ({ firstname: `G${i}`, lastname: 'Rao' }));
    const response = await book(t, traveller, bookingRequest(rateIn('in-bengaluru', true).ratekey, { guests }));
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toMatch(/^guests: at most 2/);
  });
});
