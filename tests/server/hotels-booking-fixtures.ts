import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { rateSummary } from '../../server/features/hotels/search-rates';
import { hotelSupplier } from '../../server/features/hotels/supplier';
import { parseMinorUnits } from '../../src/domain/money';
import type { HotelRate } from '../../server/features/hotels/supplier';
import { rateKey } from '../../server/suppliers/hotelier/rate-key';
import { hotelBookings } from '../../server/store/schema-hotels';
import { walletLedgerEntries } from '../../server/store/schema-wallet';
import type { TestApp } from './helpers/test-app';

/*
 * Shared by the hotel booking tests: rate keys as a search and a recheck would give them on the
 * test clock's day (2026-03-01), taken from the supplier itself so no test hard-codes a price.
 */

export const ACME_WALLET = 'W1001';
export const TODAY = '2026-03-01';
export const STAY = { checkin: '2026-03-20', checkout: '2026-03-22', rooms: [{ adults: 2, childages: [] as number[] }] };

/** Within every demo policy (server/store/seed-travel-policy.ts): at most 4 stars and ₹7,000 a night, so bookhotel needs no reason or approval. */
const inDemoPolicy = (code: string, rate: HotelRate) => {
  const hotel = hotelSupplier().content(code);
  return 'stars' in hotel && hotel.stars <= 4 && parseMinorUnits(rateSummary(rate).nightly.base) <= 7_000_00n;
};

/** The first rate in policy of a hotel of the city (after its scenario hotel 0001) with a room for the stay that matches `refundable`. */
export function rateIn(cityid: string, refundable: boolean, stay = STAY): HotelRate {
  for (let n = 2; n <= 60; n++) {
    const code = `${cityid}-${String(n).padStart(4, '0')}`;
    const answer = hotelSupplier().rates(code, stay, TODAY);
    if (!('rates' in answer)) continue;
    const rate = answer.rates.find((r) => r.refundable === refundable && r.board === 'RO' && inDemoPolicy(code, r));
    if (rate) return rate;
  }
  throw new Error(`no ${refundable ? 'refundable' : 'non-refundable'} rate in ${cityid}`);
}

/** A rate of one scenario hotel (docs/sandbox-hotels.md "Scenario hotels"). */
export function rateOf(hotelcode: string, stay = STAY): HotelRate {
  const answer = hotelSupplier().rates(hotelcode, stay, TODAY);
  if (!('rates' in answer) || !answer.rates[0]) throw new Error(`no rate at ${hotelcode}`);
  return answer.rates[0];
}

/** A well-formed key of a hotel in Visakhapatnam, where the sandbox supplier is down (its search cannot give one). */
export const visakhapatnamKey = (): string =>
  rateKey({
    hotelcode: 'in-visakhapatnam-0002',
    roomtype: 'standard',
    board: 'RO',
    refundable: true,
    ...STAY,
    pricedon: TODAY,
    revision: 1,
  });

/** What the supplier charges for a rate, paise. */
export const totalOf = (rate: HotelRate): bigint => hotelSupplier().charges(rate).total;

export const LEAD = { profileid: '', title: 'Ms', firstname: 'Asha', lastname: 'Rao' };

export function bookingRequest(ratekey: string, overrides: Record<string, unknown> = {}) {
  return {
    opid: 'TG-HOTEL',
    action: 'bookhotel',
    ratekey,
    guests: [LEAD],
    paymentmode: 'cashcard',
    clientref: randomUUID(),
    ...overrides,
  };
}

export const book = (t: TestApp, token: string, body: object, headers: Record<string, string> = {}) =>
  t.service(token, body, headers);

export const call = (t: TestApp, token: string, action: string, fields: Record<string, unknown>) =>
  t.service(token, { opid: 'TG-HOTEL', action, ...fields });

/** Books with the wallet and returns the txid; fails the test on anything but OK. */
export async function bookByWallet(t: TestApp, token: string, rate: HotelRate, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await book(t, token, bookingRequest(rate.ratekey, overrides));
  const answer = response.json();
  if (answer.status !== 'OK') throw new Error(`booking failed: ${response.body}`);
  return answer.txid;
}

export const bookingOf = async (t: TestApp, token: string, txid: string) => call(t, token, 'gethotelbooking', { txid });

export const rowOf = async (t: TestApp, txid: string) =>
  (await t.store.db.select().from(hotelBookings).where(eq(hotelBookings.txid, txid)))[0]!;

export const ledgerOf = async (t: TestApp, txid: string) =>
  (await t.store.db.select().from(walletLedgerEntries).where(eq(walletLedgerEntries.reference, txid))).map((e) =>
    BigInt(e.amountPaise),
  );
