import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import {
  ACME_WALLET,
  PAX,
  balanceOf,
  book,
  bookByWallet,
  bookingRequest,
  bookingRow,
  debitsOf,
  paise,
  priceFor,
  setBalance,
  ticket,
} from './insurance-booking-fixtures';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());
beforeEach(() => setBalance(t.store.db, ACME_WALLET, 50_000_00n));

const answerOf = (response: { json(): unknown }) =>
  (response.json() as { FlightBookingResponse: Record<string, string> }).FlightBookingResponse;

describe('insurance booking by wallet', () => {
  it('re-prices, debits the wallet once and issues the policy in the same call', async () => {
    const recommendation = await priceFor(t, traveller, PAX);
    const response = await book(t, traveller, bookingRequest(recommendation, PAX));
    expect(response.statusCode, response.body).toBe(200);
    const answer = answerOf(response);
    expect(answer).toMatchObject({ status: 'OK', paymenturl: '' });
    expect(answer.txid).toMatch(/^INS\d+$/);
    expect(answer.tgbookingref).not.toBe('');
    expect(await debitsOf(t, answer.txid!)).toEqual([-paise(recommendation.totalnet)]);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(50_000_00n - paise(recommendation.totalnet));
    const invoice = await ticket(t, traveller, answer.txid!);
    expect(invoice.insurancerecord).toMatchObject({
      bookingstatus: 'confirmed',
      totalinvoice: recommendation.totalnet,
      pnr: answer.tgbookingref,
      trainclass: 'DOMBASIC',
      quota: 'domestic',
      base_currency: 'INR',
      paymentmode: 'cashcard',
    });
    expect(invoice.passengers).toHaveLength(3);
  });

  it('answers the same booking for the same clientref: one policy, one debit', async () => {
    const jsondata = bookingRequest(await priceFor(t, traveller));
    const first = answerOf(await book(t, traveller, jsondata));
    const second = answerOf(await book(t, traveller, jsondata));
    expect(second).toMatchObject({ status: 'OK', txid: first.txid, tgbookingref: first.tgbookingref });
    expect(await debitsOf(t, first.txid!)).toHaveLength(1);
  });

  it('answers the stored answer for the same Idempotency-Key (and refuses the key for another request)', async () => {
    const jsondata = bookingRequest(await priceFor(t, traveller));
    const headers = { 'idempotency-key': `ins-${jsondata.clientref}` };
    const first = await book(t, traveller, jsondata, headers);
    const again = await book(t, traveller, jsondata, headers);
    expect(again.json()).toEqual(first.json());
    expect(await debitsOf(t, answerOf(first).txid!)).toHaveLength(1);
    const other = await book(t, traveller, { ...jsondata, clientref: 'another-ref' }, headers);
    expect(other.statusCode).toBe(422);
  });

  it('books once when the same request (or the same Idempotency-Key) arrives twice at the same moment', async () => {
    const jsondata = bookingRequest(await priceFor(t, traveller));
    const [a, b] = await Promise.all([book(t, traveller, jsondata), book(t, traveller, jsondata)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(answerOf(a).txid).toBe(answerOf(b).txid);
    expect(await debitsOf(t, answerOf(a).txid!)).toHaveLength(1);
    const keyed = bookingRequest(await priceFor(t, traveller));
    const headers = { 'idempotency-key': `ins-${keyed.clientref}` };
    const [c, d] = await Promise.all([book(t, traveller, keyed, headers), book(t, traveller, keyed, headers)]);
    expect(c.json()).toEqual(d.json());
    expect(await debitsOf(t, answerOf(c).txid!)).toHaveLength(1);
  });

  it('refuses when the wallet is short, never going below zero, and a concurrent pair books only what it can pay', async () => {
    const recommendation = await priceFor(t, traveller);
    const total = paise(recommendation.totalnet);
    await setBalance(t.store.db, ACME_WALLET, total - 1n);
    const short = answerOf(await book(t, traveller, bookingRequest(recommendation)));
    expect(short).toMatchObject({ status: 'NOK', tgbookingref: '', message: 'Insufficient wallet balance' });
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(total - 1n);

    await setBalance(t.store.db, ACME_WALLET, total + total / 2n);
    const both = await Promise.all([
      book(t, traveller, bookingRequest(recommendation)),
      book(t, traveller, bookingRequest(recommendation)),
    ]);
    expect(both.map((r) => answerOf(r).status).sort()).toEqual(['NOK', 'OK']);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(total / 2n);
  });

  it('answers NOK naming the new price when the agreed total is not the server’s', async () => {
    const recommendation = await priceFor(t, traveller);
    const answer = answerOf(await book(t, traveller, bookingRequest({ ...recommendation, totalnet: '1.00' })));
    expect(answer).toMatchObject({ status: 'NOK', tgbookingref: '', txid: '' });
    expect(answer.message).toContain(String(recommendation.totalnet));
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(50_000_00n);
  });

  it('refuses an out-of-policy plan without an approved approval', async () => {
    const pax = PAX.slice(0, 1);
    const response = await t.service(traveller, {
      opid: 'TG-INSURANCE',
      actioncode: 'getinsurancetax',
      jsondata: {
        categoryid: '5',
        categorycode: 'WW',
        noofpax: 1,
        startdate: '2026-04-10',
        enddate: '2026-04-30',
        domint: 'international',
        paxList: [{ paxnumber: 1, dob: pax[0]!.dob }],
        plancode: 'WWCLASSIC',
      },
    });
    const recommendation = response.json().InsuranceTaxResponse.insurancerecommendation;
    expect(recommendation.approvalrequired).toBe(true);
    const answer = answerOf(await book(t, traveller, bookingRequest(recommendation, pax, { domint: 'international' })));
    expect(answer.status).toBe('NOK');
    expect(answer.message).toMatch(/approv/i);
  });

  it.each([
    [
      'a missing title',
      { passengers: [{ ...bookingRequest({}).passengers[0], title: '' }] },
      'Please select traveller 1 title',
    ],
    [
      'a second traveller without a last name',
      { passengers: [bookingRequest({}).passengers[0], { ...bookingRequest({}).passengers[0], lastname: ' ' }] },
      'Please enter traveller 2 last name',
    ],
    ['age 0', { passengers: { ...bookingRequest({}).passengers[0], age: 0 } }, 'Please enter traveller 1 age'],
    ['no contact email', { contact_email: '' }, 'Please enter contact email address'],
    ['a short mobile', { contact_mobile: '12345' }, 'contact_mobile must be 7 to 15 digits'],
    ['another payment mode', { paymentmode: 'cash' }, 'paymentmode must be cashcard, creditcard or company'],
    [
      'an off-site success url',
      { paymentmode: 'creditcard', successurl: '//evil.test/x' },
      'successurl must be an app path',
    ],
    ['no clientref', { clientref: '' }, 'clientref is required'],
  ])('answers a field-named 400 for %s', async (_name, overrides, message) => {
    const response = await book(t, traveller, bookingRequest(await priceFor(t, traveller), PAX.slice(0, 1), overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toContain(message);
  });

  it('accepts a lone traveller object (docs/product.md#records: object or list)', async () => {
    const jsondata = bookingRequest(await priceFor(t, traveller));
    const response = await book(t, traveller, { ...jsondata, passengers: jsondata.passengers[0] });
    expect(answerOf(response).status).toBe('OK');
  });

  it("refuses another person's ids inside jsondata", async () => {
    const response = await book(
      t,
      traveller,
      bookingRequest(await priceFor(t, traveller), PAX.slice(0, 1), { profileid: '20002' }),
    );
    expect(response.statusCode).toBe(403);
  });

  it('marks the booking with its booker and keeps the request', async () => {
    const txid = await bookByWallet(t, traveller);
    expect(await bookingRow(t, txid)).toMatchObject({
      profileId: '20001',
      corporateId: '1001',
      status: 'confirmed',
      currency: 'INR',
      paymentMode: 'cashcard',
    });
  });
});

describe('payment modes the company allows', () => {
  it('refuses the wallet where the company pays by card only, debiting nothing', async () => {
    const globex = await t.token('traveller@globex.test');
    const before = await balanceOf(t.store.db, 'W1002');
    const pax = PAX.slice(0, 1);
    const answer = answerOf(await book(t, globex, bookingRequest(await priceFor(t, globex, pax), pax)));
    expect(answer).toMatchObject({
      status: 'NOK',
      tgbookingref: '',
      message: 'paymentmode: your company pays by card only',
    });
    expect(await debitsOf(t, answer.txid!)).toEqual([]);
    expect(await balanceOf(t.store.db, 'W1002')).toBe(before);
  });

  it('refuses the card where the company pays by wallet only', async () => {
    const owner = await t.token('owner@sme.test');
    const pax = PAX.slice(0, 1);
    const request = {
      ...bookingRequest(await priceFor(t, owner, pax), pax),
      paymentmode: 'creditcard',
      successurl: '/insurance/eticket',
      failureurl: '/insurance',
    };
    const answer = answerOf(await book(t, owner, request));
    expect(answer).toMatchObject({
      status: 'NOK',
      paymenturl: '',
      message: 'paymentmode: your company pays by wallet only',
    });
  });
});
