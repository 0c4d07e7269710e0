import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FlightFare, FlightOffer } from '../../src/domain/flight-offer';
import { walletLedgerEntries } from '../../server/store/schema-wallet';
import type { TestApp } from './helpers/test-app';
import { type SearchInput, call, paise, startSearch } from './flights-fixtures';

/*
 * Shared by the flight booking and e-ticket tests: search, pick fares, re-price and book as the
 * book page does. The test clock's today is 2026-03-01; prices come from the server, never hard-coded.
 */

export const ACME_WALLET = 'W1001';

export interface Picked {
  responseid: string;
  lists: FlightOffer[][];
  selected: { flightkey: string; farekey: string }[];
}

type Chooser = (list: FlightOffer[]) => { o: FlightOffer; f: FlightFare };

const allFares = (list: FlightOffer[]) => list.flatMap((o) => o.fares.map((f) => ({ o, f, p: paise(f.totalfare) })));
export const cheapest: Chooser = (list) => allFares(list).reduce((a, b) => (b.p < a.p ? b : a));
export const dearest: Chooser = (list) => allFares(list).reduce((a, b) => (b.p > a.p ? b : a));

/** Searches and picks one fare per list (cheapest unless told). */
export async function searchAndPick(
  t: TestApp,
  token: string,
  input: SearchInput,
  choose: Chooser = cheapest,
): Promise<Picked> {
  const responseid = await startSearch(t, token, input);
  let answer: { status: string; results: FlightOffer[]; returnresults: FlightOffer[] } | null = null;
  for (let poll = 0; poll < 3 && answer?.status !== 'complete'; poll++)
    answer = (await call(t, token, 'QUEUERESULTS', { responseid })).json();
  const lists = answer!.returnresults.length ? [answer!.results, answer!.returnresults] : [answer!.results];
  const selected = lists.map((list) => {
    const { o, f } = choose(list);
    return { flightkey: o.flightkey, farekey: f.farekey };
  });
  return { responseid, lists, selected };
}

export async function reprice(t: TestApp, token: string, picked: Pick<Picked, 'responseid' | 'selected'>) {
  const response = await call(t, token, 'REPRICE', { responseid: picked.responseid, selected: picked.selected });
  if (response.statusCode !== 200) throw new Error(`REPRICE answered ${response.statusCode} ${response.body}`);
  return response.json();
}

export const adult = (firstname: string, extra: Record<string, unknown> = {}) => ({
  paxtype: 'ADT',
  title: 'Mr',
  firstname,
  lastname: 'Verma',
  gender: 'male',
  dob: '',
  profileid: '',
  email: 'pax@acme.test',
  mobile: '9876543210',
  passportnumber: '',
  passportexpiry: '',
  nationality: '',
  ...extra,
});

/** A booking request as the book page sends it; totalfare is REPRICE's. */
export function bookingRequest(
  picked: Pick<Picked, 'responseid' | 'selected'>,
  totalfare: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    clientref: randomUUID(),
    responseid: picked.responseid,
    selected: picked.selected,
    totalfare,
    extras: [],
    extrastotal: '0.00',
    travellers: [adult('Rahul', { profileid: '20001' })],
    contact_email: 'traveller@acme.test',
    contact_mobile: '9876543210',
    gstin: '',
    purpose: 'Client meeting',
    policyreason: '',
    paymentmode: 'cashcard',
    approvalid: '',
    promocode: '',
    tripid: '',
    ...overrides,
  };
}

export const book = (
  t: TestApp,
  token: string,
  jsondata: object,
  headers: Record<string, string> = {},
  top: Record<string, unknown> = {},
) => t.service(token, { opid: 'TG-FLIGHTBOOKING', profileid: '', tcprofileid: '', jsondata, ...top }, headers);

export const answerOf = (response: { json(): unknown }) =>
  (response.json() as { FlightBookingResponse: Record<string, string> }).FlightBookingResponse;

/** Searches BLR→DEL (or `input`), re-prices the cheapest fare and books it by wallet. */
export async function bookCheapest(
  t: TestApp,
  token: string,
  input: SearchInput,
  overrides: Record<string, unknown> = {},
) {
  const picked = await searchAndPick(t, token, input);
  const priced = await reprice(t, token, picked);
  const response = await book(t, token, bookingRequest(picked, priced.totalfare, overrides));
  return { picked, priced, response, answer: answerOf(response) };
}

export const eticket = async (t: TestApp, token: string, txid: string) =>
  (await t.service(token, { opid: 'TG-GENERIC', act: 'eticket', txid })).json().FlightInvoice;

export const debitsOf = async (t: TestApp, txid: string) =>
  (await t.store.db.select().from(walletLedgerEntries).where(eq(walletLedgerEntries.reference, txid))).map((e) =>
    BigInt(e.amountPaise),
  );
