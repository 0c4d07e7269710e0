import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { insuranceBookings, insuranceRefunds } from '../../server/store/schema';
import { walletLedgerEntries } from '../../server/store/schema-wallet';
import type { TestApp } from './helpers/test-app';
import { balanceOf, setBalance } from './wallet-fixtures';

/*
 * Shared by the insurance booking and cancel tests: a domestic plan (DOMBASIC, inside Acme's and
 * Globex's ₹1,000 limit) priced by the server itself, so the tests never hard-code a premium.
 */

export const ACME_WALLET = 'W1001';
export const START = '2026-04-10';
export const END = '2026-04-15';

export interface Pax {
  firstname: string;
  dob: string;
  age: number;
}

export const PAX: Pax[] = [
  { firstname: 'Asha', dob: '1995-06-01', age: 30 },
  { firstname: 'Bimal', dob: '1975-06-01', age: 50 },
  { firstname: 'Chitra', dob: '2015-06-01', age: 10 },
];

/** getinsurancetax's insurancerecommendation for these travellers, as the review page gets it. */
export async function priceFor(
  t: TestApp,
  token: string,
  pax: Pax[] = PAX.slice(0, 1),
  plancode = 'DOMBASIC',
): Promise<Record<string, unknown>> {
  const response = await t.service(token, {
    opid: 'TG-INSURANCE',
    actioncode: 'getinsurancetax',
    jsondata: {
      categoryid: '1',
      categorycode: 'DOM',
      daylimit: 5,
      noofpax: pax.length,
      startdate: START,
      enddate: END,
      domint: 'domestic',
      tripid: '',
      paxList: pax.map((p, i) => ({ paxnumber: i + 1, dob: p.dob, age: p.age })),
      plancode,
      recordid: '',
    },
  });
  const body = response.json();
  if (body.ApiStatus?.Status !== 'OK') throw new Error(`price failed: ${response.body}`);
  return body.InsuranceTaxResponse.insurancerecommendation;
}

export function bookingRequest(
  recommendation: Record<string, unknown>,
  pax: Pax[] = PAX.slice(0, 1),
  overrides: Record<string, unknown> = {},
) {
  return {
    passengers: pax.map((p) => ({
      title: 'Ms',
      firstname: p.firstname,
      lastname: 'Rao',
      gender: 'female',
      age: p.age,
      dob: p.dob,
      email: 'pax@acme.test',
      mobile: '9876543210',
    })),
    insurancerecommendation: recommendation,
    domint: 'domestic',
    tripid: '',
    paymentmode: 'cashcard',
    contact_email: 'traveller@acme.test',
    contact_mobile: '9876543210',
    clientref: randomUUID(),
    approvalid: '',
    // Acme requires a purpose of travel (the default trip settings).
    purpose: 'official',
    ...overrides,
  };
}

export const book = (t: TestApp, token: string, jsondata: object, headers: Record<string, string> = {}) =>
  t.service(token, { opid: 'TG-INSURANCE', actioncode: 'booking', jsondata }, headers);

export const ticket = async (t: TestApp, token: string, txid: string) =>
  (await t.service(token, { opid: 'TG-INSURANCE', actioncode: 'ticket', txid })).json().InsuranceInvoice;

export const cancel = (t: TestApp, token: string, reftxid: string, trainpax: string, remarks = 'plans changed') =>
  t.service(token, {
    opid: 'TG-INSURANCECANCELLATIONREQUEST',
    jsondata: { corporateid: '', profileid: '', remarks, reftxid, trainpax },
  });

/** Books with the wallet and returns the txid; fails the test on NOK. */
export async function bookByWallet(t: TestApp, token: string, pax: Pax[] = PAX.slice(0, 1)): Promise<string> {
  const response = await book(t, token, bookingRequest(await priceFor(t, token, pax), pax));
  const answer = response.json().FlightBookingResponse;
  if (answer?.status !== 'OK') throw new Error(`booking failed: ${response.body}`);
  return answer.txid;
}

/** The gateway page's form post, as the browser sends it. */
export const payOnGateway = (t: TestApp, paymenturl: string, outcome: 'success' | 'failure') =>
  t.app.inject({
    method: 'POST',
    url: paymenturl,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

export const debitsOf = async (t: TestApp, txid: string) =>
  (await t.store.db.select().from(walletLedgerEntries).where(eq(walletLedgerEntries.reference, txid))).map((e) =>
    BigInt(e.amountPaise),
  );

export const bookingRow = async (t: TestApp, txid: string) =>
  (await t.store.db.select().from(insuranceBookings).where(eq(insuranceBookings.txid, txid)))[0];

export const refundRows = (t: TestApp, txid: string) =>
  t.store.db.select().from(insuranceRefunds).where(eq(insuranceRefunds.txid, txid));

export const paise = (decimal: unknown) => BigInt(String(decimal).replace('.', ''));

export { balanceOf, setBalance };
