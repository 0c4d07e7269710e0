import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findOffer } from '../../server/suppliers/airline/find';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway, paise, roundtrip } from './flights-fixtures';
import {
  ACME_WALLET,
  adult,
  answerOf,
  book,
  bookCheapest,
  bookingRequest,
  debitsOf,
  reprice,
  searchAndPick,
} from './flights-booking-fixtures';
import { balanceOf, setBalance } from './wallet-fixtures';

/* TGFS REPRICE and TG-FLIGHTBOOKING by wallet: one booking and one debit per clientref, the re-price, the policy. */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());
beforeEach(() => setBalance(t.store.db, ACME_WALLET, 500_000_00n));

const BLR_DEL = oneway('BLR', 'DEL', '2026-03-20');

describe('TGFS REPRICE', () => {
  it('answers the chosen fare re-priced, unchanged on an ordinary route, with the search counts', async () => {
    const picked = await searchAndPick(t, traveller, BLR_DEL);
    const body = await reprice(t, traveller, picked);
    expect(body).toMatchObject({
      status: 'OK',
      farechanged: false,
      inpolicy: true,
      approvalrequired: false,
      reasonrequired: false,
      adults: 1,
      children: 0,
      infants: 0,
      domint: 'domestic',
      triptype: 'oneway',
    });
    expect(body.totalfare).toBe(body.searchedtotalfare);
    expect(body.fares).toHaveLength(1);
    expect(body.fares[0].offer.fares).toHaveLength(1);
    expect(body.fares[0].offer.fares[0].farekey).toBe(picked.selected[0]!.farekey);
  });

  it('answers farechanged with the new total on BLR→GOI (₹412 more base per adult, K3 on top)', async () => {
    const picked = await searchAndPick(t, traveller, oneway('BLR', 'GOI', '2026-03-20', { adults: 2 }));
    const body = await reprice(t, traveller, picked);
    expect(body.farechanged).toBe(true);
    // The fare as searched, in full (results may carry lean fares): the supplier's own price without the rise.
    const pax = { adults: 2, children: 0, infants: 0 };
    const searched = await findOffer(t.store.db, picked.selected[0]!.flightkey, { pax, today: '2026-03-01' });
    const before = searched!.fares.find((f) => f.farekey === picked.selected[0]!.farekey)!;
    const after = body.fares[0].offer.fares[0];
    // 2 adults × ₹412 more base fare; the total follows the fare (taxes included) exactly.
    expect(paise(after.basefare) - paise(before.basefare)).toBe(2n * 41_200n);
    expect(paise(body.totalfare) - paise(body.searchedtotalfare)).toBe(
      paise(after.totalfare) - paise(before.totalfare),
    );
    expect(body.message).toBe(`The fare has changed from INR ${body.searchedtotalfare} to INR ${body.totalfare}`);
  });

  it('answers NOK with the reason for a blocked sector (Acme: Mumbai–Goa)', async () => {
    const picked = await searchAndPick(t, traveller, oneway('BOM', 'GOI', '2026-03-20'));
    const body = await reprice(t, traveller, picked);
    expect(body.status).toBe('NOK');
    expect(body.message).toBe("Travel between Mumbai and Goa is not allowed by your company's travel policy");
    expect(body.fares[0].blocked).toBe(true);
  });

  it("refuses another user's search as unknown (404) and a fare not of the search by its field (400)", async () => {
    const picked = await searchAndPick(t, traveller, BLR_DEL);
    const globex = await t.token('traveller@globex.test');
    const foreign = await t.service(globex, { opid: 'TGFS', actioncode: 'REPRICE', ...picked, lists: undefined });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.service(traveller, {
      opid: 'TGFS',
      actioncode: 'REPRICE',
      responseid: picked.responseid,
      selected: [{ flightkey: picked.selected[0]!.flightkey, farekey: 'nope' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ResponseStatus.message).toBe('selected[0].farekey: not a fare of the selected flight');
  });
});

describe('TG-FLIGHTBOOKING by wallet', () => {
  it('debits the wallet once and answers a pending booking with its reference', async () => {
    const { answer, priced } = await bookCheapest(t, traveller, BLR_DEL);
    expect(answer).toMatchObject({ status: 'pending', errormessage: '', paymenturl: '' });
    expect(answer.txid).toMatch(/^FL\d+$/);
    expect(answer.tgbookingref).toMatch(/^TGF\d+$/);
    expect(await debitsOf(t, answer.txid!)).toEqual([-paise(priced.totalfare)]);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(500_000_00n - paise(priced.totalfare));
  });

  it('answers the same booking for a double submit and for Idempotency-Key: one debit', async () => {
    const picked = await searchAndPick(t, traveller, BLR_DEL);
    const priced = await reprice(t, traveller, picked);
    const jsondata = bookingRequest(picked, priced.totalfare);
    const first = answerOf(await book(t, traveller, jsondata));
    const second = answerOf(await book(t, traveller, jsondata));
    expect(second).toMatchObject({ status: 'pending', txid: first.txid, tgbookingref: first.tgbookingref });
    const keyed = bookingRequest(picked, priced.totalfare);
    const k1 = answerOf(await book(t, traveller, keyed, { 'idempotency-key': 'flight-key-1' }));
    const k2 = answerOf(await book(t, traveller, keyed, { 'idempotency-key': 'flight-key-1' }));
    expect(k2.txid).toBe(k1.txid);
    expect(await debitsOf(t, first.txid!)).toHaveLength(1);
    expect(await debitsOf(t, k1.txid!)).toHaveLength(1);
  });

  it('books once when two submits of one clientref race', async () => {
    const picked = await searchAndPick(t, traveller, BLR_DEL);
    const priced = await reprice(t, traveller, picked);
    const jsondata = bookingRequest(picked, priced.totalfare);
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const [a, b] = await Promise.all([book(t, traveller, jsondata), book(t, traveller, jsondata)]);
    expect(answerOf(a).txid).toBe(answerOf(b).txid);
    expect(await debitsOf(t, answerOf(a).txid!)).toHaveLength(1);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before - paise(priced.totalfare));
  });

  it('answers tgbookingref "" naming the new price when the fare changed (BLR→GOI), and books at it', async () => {
    const picked = await searchAndPick(t, traveller, oneway('BLR', 'GOI', '2026-03-20'));
    const priced = await reprice(t, traveller, picked);
    const stale = answerOf(await book(t, traveller, bookingRequest(picked, priced.searchedtotalfare)));
    expect(stale).toMatchObject({ tgbookingref: '', txid: '', status: 'failed' });
    expect(stale.errormessage).toBe(
      `The fare has changed to INR ${priced.totalfare}. Please review the new price and book again.`,
    );
    const fresh = answerOf(await book(t, traveller, bookingRequest(picked, priced.totalfare)));
    expect(fresh.status).toBe('pending');
    expect(await debitsOf(t, fresh.txid!)).toEqual([-paise(priced.totalfare)]);
  });

  it('refuses a blocked sector with its reason and debits nothing', async () => {
    const picked = await searchAndPick(t, traveller, oneway('BOM', 'GOI', '2026-03-20'));
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const fare = picked.lists[0]!.find((o) => o.flightkey === picked.selected[0]!.flightkey)!.fares[0]!.totalfare;
    const answer = answerOf(await book(t, traveller, bookingRequest(picked, fare)));
    expect(answer).toMatchObject({ tgbookingref: '', status: 'failed' });
    expect(answer.errormessage).toBe("Travel between Mumbai and Goa is not allowed by your company's travel policy");
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
  });

  it('books a domestic round trip (two fares) for two adults and a child', async () => {
    const input = roundtrip('BLR', 'DEL', '2026-03-20', '2026-03-25', { adults: 2, children: 1 });
    const travellers = [
      adult('Rahul', { profileid: '20001' }),
      adult('Meera', { title: 'Mrs', gender: 'female' }),
      adult('Kabir', { paxtype: 'CHD', title: 'Mstr', dob: '2018-05-01' }),
    ];
    const { answer, priced } = await bookCheapest(t, traveller, input, { travellers });
    expect(priced.fares).toHaveLength(2);
    expect(answer.status, answer.errormessage).toBe('pending');
    expect(await debitsOf(t, answer.txid!)).toEqual([-paise(priced.totalfare)]);
  });

  it('answers failed with the wallet short and keeps the booking for a card retry of the same clientref', async () => {
    await setBalance(t.store.db, ACME_WALLET, 100n);
    const { answer } = await bookCheapest(t, traveller, BLR_DEL);
    expect(answer).toMatchObject({ tgbookingref: '', status: 'failed', errormessage: 'Insufficient wallet balance' });
  });
});
