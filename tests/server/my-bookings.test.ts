import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { MINUTE } from './helpers/clock';
import { oneway } from './flights-fixtures';
import { ACME_WALLET, adult, bookCheapest } from './flights-booking-fixtures';
import { PAX, book as bookInsurance, bookByWallet, bookingRequest, cancel, priceFor } from './insurance-booking-fixtures';
import { setBalance } from './wallet-fixtures';
import { createTrip, fullTrip, messageOf } from './trips-fixtures';
import { insertFlights, insertPolicies } from './my-bookings-bulk-fixtures';
import { airlinePnr } from '../../server/features/flights/ticketing';

/* TG-MYBOOKINGS: every product's bookings of the caller, nobody else's, filtered; attaching a paid one to a trip. */

let t: TestApp;
let traveller: string;
let flightTxid: string;
let flightRef: string;
let insuranceTxid: string;
let staffBookedTxid: string;
let colleagueTxid: string;
let globexTxid: string;

interface Row {
  product: string;
  txid: string;
  reference: string;
  travellers: string[];
  amount: string;
  tripid: string;
  ticketpath: string;
  fromdate: string;
}

const list = (token: string, fields: Record<string, unknown> = {}) =>
  t.service(token, { opid: 'TG-MYBOOKINGS', action: 'list', ...fields });
const txidsOf = async (token: string, fields: Record<string, unknown> = {}) => {
  const response = await list(token, fields);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().list as Row[]).map((r) => r.txid);
};
const addToTrip = (token: string, fields: Record<string, unknown>) =>
  t.service(token, { opid: 'TG-MYBOOKINGS', action: 'addtotrip', ...fields });

beforeAll(async () => {
  t = await createTestApp();
  await setBalance(t.store.db, ACME_WALLET, 500_000_00n);
  traveller = await t.token('traveller@acme.test');
  const own = await bookCheapest(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
  flightTxid = own.answer.txid!;
  flightRef = own.answer.tgbookingref ?? '';
  // A minute between bookings, so newest-first has an order to show.
  t.clock.advance(MINUTE);
  insuranceTxid = await bookByWallet(t, traveller, PAX.slice(0, 1));
  t.clock.advance(MINUTE);
  const coordinator = await t.token('coordinator@acme.test');
  const forHim = await bookCheapest(t, coordinator, oneway('BOM', 'DEL', '2026-03-22'), {
    travellers: [adult('Rahul', { profileid: '20001' })],
  });
  staffBookedTxid = forHim.answer.txid!;
  const colleague = await t.token('finance@acme.test');
  colleagueTxid = (await bookCheapest(t, colleague, oneway('BLR', 'DEL', '2026-03-21'), { travellers: [adult('Ananya')] })).answer.txid!;
  // Globex pays by card only: its claim waits at the gateway, a booking all the same.
  const globex = await t.token('traveller@globex.test');
  const byCard = await bookInsurance(t, globex, bookingRequest(await priceFor(t, globex), undefined, { paymentmode: 'creditcard' }));
  globexTxid = byCard.json().FlightBookingResponse.txid;
});
afterAll(() => t.close());

describe('TG-MYBOOKINGS list', () => {
  it('lists the flight and the policy the caller bought, and the flight staff booked for them, newest first', async () => {
    const response = await list(traveller);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().list as Row[];
    expect(rows.map((r) => r.txid)).toEqual([staffBookedTxid, insuranceTxid, flightTxid]);
    const flight = rows.find((r) => r.txid === flightTxid)!;
    expect(flight).toMatchObject({ product: 'flight', ticketpath: `/flights/eticket/${flightTxid}`, fromdate: '2026-03-20', tripid: '' });
    expect(flight.travellers).toEqual(['Rahul Verma']);
    expect(flight.amount).toMatch(/^\d+\.\d{2}$/);
    const policy = rows.find((r) => r.txid === insuranceTxid)!;
    expect(policy).toMatchObject({ product: 'insurance', ticketpath: `/insurance/eticket/${insuranceTxid}`, fromdate: '2026-04-10' });
    expect(policy.reference).not.toBe('');
    expect(response.json().today).toBe('2026-03-01');
  });

  it("never shows a colleague's or another company's bookings", async () => {
    const mine = await txidsOf(traveller);
    expect(mine).not.toContain(colleagueTxid);
    expect(mine).not.toContain(globexTxid);
    expect(await txidsOf(await t.token('traveller@globex.test'))).toEqual([globexTxid]);
  });

  it('filters by product and view, and searches by reference or traveller name', async () => {
    expect(await txidsOf(traveller, { product: 'insurance' })).toEqual([insuranceTxid]);
    expect(await txidsOf(traveller, { view: 'upcoming', product: 'flight' })).toEqual([staffBookedTxid, flightTxid]);
    expect(await txidsOf(traveller, { view: 'past' })).toEqual([]);
    expect(await txidsOf(traveller, { search: 'asha' })).toEqual([insuranceTxid]);
    expect(flightRef).toMatch(/^TGF\d+$/);
    expect(await txidsOf(traveller, { search: flightRef.toLowerCase() })).toEqual([flightTxid]);
    expect(await txidsOf(traveller, { search: flightTxid })).toEqual([flightTxid]);
  });

  it('moves a cancelled policy to the cancelled view', async () => {
    const txid = await bookByWallet(t, traveller, PAX.slice(0, 1));
    expect((await cancel(t, traveller, txid, '1')).statusCode).toBe(200);
    expect(await txidsOf(traveller, { view: 'cancelled' })).toEqual([txid]);
    expect(await txidsOf(traveller, { view: 'upcoming' })).not.toContain(txid);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    for (const [field, value] of [['view', 'soon'], ['product', 'bus'], ['search', 'x'.repeat(81)]] as const) {
      const response = await list(traveller, { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(field);
    }
  });
});

describe('TG-MYBOOKINGS addtotrip', () => {
  it('puts a paid booking on the caller\'s trip as a booked item with its txid, once', async () => {
    const tripid = await createTrip(t, traveller);
    const response = await addToTrip(traveller, { product: 'flight', txid: flightTxid, tripid });
    expect(response.statusCode, response.body).toBe(200);
    const [item] = (await fullTrip(t, traveller, tripid)).items;
    expect(item).toMatchObject({ itemtype: 'flight', txid: flightTxid, status: 'booked' });
    const rows = (await list(traveller)).json().list as Row[];
    expect(rows.find((r) => r.txid === flightTxid)!.tripid).toBe(tripid);
    const again = await addToTrip(traveller, { product: 'flight', txid: flightTxid, tripid });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a colleague's or another company's booking, and a trip that is not the caller's", async () => {
    const tripid = await createTrip(t, traveller);
    for (const [product, txid] of [['flight', colleagueTxid], ['insurance', globexTxid], ['flight', insuranceTxid]]) {
      const response = await addToTrip(traveller, { product, txid, tripid });
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe('txid: booking not found');
    }
    const colleagueTrip = await createTrip(t, await t.token('finance@acme.test'));
    const globexTrip = await createTrip(t, await t.token('traveller@globex.test'));
    for (const other of [colleagueTrip, globexTrip]) {
      const response = await addToTrip(traveller, { product: 'insurance', txid: insuranceTxid, tripid: other });
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe('tripid: trip not found');
    }
    expect((await fullTrip(t, traveller, tripid)).items).toEqual([]);
  });

  it('answers 400 naming the missing field', async () => {
    for (const field of ['product', 'txid', 'tripid']) {
      const fields: Record<string, unknown> = { product: 'insurance', txid: insuranceTxid, tripid: 'T1' };
      delete fields[field];
      const response = await addToTrip(traveller, fields);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(field);
    }
  });
});

describe('a long history', () => {
  const FINANCE = '20006';
  const OLDEST = 'FB0000';
  let finance: string;
  const numbered = (prefix: string, count: number, status: string, day: string) =>
    Array.from({ length: count }, (_, i) => ({ txid: `${prefix}${String(i + 1).padStart(4, '0')}`, status, day, traveller: 'Bulk Traveller' }));
  const aged = <B extends object>(bookings: B[], from: number) => bookings.map((b, i) => ({ ...b, age: from + 2 * i }));
  const answer = async (fields: Record<string, unknown>) => {
    const response = await list(finance, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { list: (Row & { bookedat: string })[]; truncated: boolean };
  };

  beforeAll(async () => {
    finance = await t.token('finance@acme.test');
    const newest = new Date(t.clock.now().getTime() - 86_400_000);
    // Flights and policies interleaved in time (even and odd minutes); the oldest of all is a ticketed flight.
    const flights = aged([...numbered('FU', 250, 'ticketed', '2026-03-25'), ...numbered('FP', 60, 'ticketed', '2026-01-10'), ...numbered('FC', 40, 'cancelled', '2026-03-25')], 1);
    flights.push({ txid: OLDEST, status: 'ticketed', day: '2026-03-26', traveller: 'Zephyrine Oldfield', age: 100_000 });
    await insertFlights(t.store.db, colleagueTxid, FINANCE, newest, flights);
    const policies = aged([...numbered('IC', 60, 'cancelled', '2026-04-10'), ...numbered('IP', 3, 'confirmed', '2026-01-05')], 2);
    await insertPolicies(t.store.db, insuranceTxid, FINANCE, newest, policies);
  });

  it('finds the oldest booking by its airline PNR and by its traveller, in any case', async () => {
    const pnr = airlinePnr(OLDEST, 1);
    for (const search of [pnr, pnr.toLowerCase(), ` ${pnr} `, 'zephyrine', 'OLDFIELD', 'Zephyrine Old']) {
      expect((await answer({ search })).list.map((r) => r.txid), search).toEqual([OLDEST]);
    }
    expect((await answer({ search: 'zephyrine', view: 'upcoming', product: 'flight' })).list.map((r) => r.txid)).toEqual([OLDEST]);
    expect((await answer({ search: 'zephyrine', view: 'past' })).list).toEqual([]);
    const [oldest] = (await answer({ search: pnr })).list;
    expect(oldest).toMatchObject({ reference: pnr, fromdate: '2026-03-26', travellers: ['Zephyrine Oldfield'] });
  });

  it('takes % and _ in a search literally', async () => {
    for (const search of ['%', '_', '\\']) expect((await answer({ search })).list, search).toEqual([]);
  });

  it('splits the views across products, newest first, truncated exactly at the cap', async () => {
    const past = await answer({ view: 'past' });
    expect(past.list.filter((r) => r.product === 'flight')).toHaveLength(60);
    expect(past.list.filter((r) => r.product === 'insurance')).toHaveLength(3);
    expect(past.truncated).toBe(false);
    const upcoming = await answer({ view: 'upcoming' });
    expect(upcoming.list).toHaveLength(100);
    expect(upcoming.truncated).toBe(true);
    expect(upcoming.list.map((r) => r.txid)).not.toContain(OLDEST);
    const times = upcoming.list.map((r) => r.bookedat);
    expect(times).toEqual([...times].sort().reverse());
    // 40 cancelled flights and 60 cancelled policies: exactly the cap.
    const cancelled = await answer({ view: 'cancelled' });
    expect(cancelled.list).toHaveLength(100);
    expect(new Set(cancelled.list.map((r) => r.product))).toEqual(new Set(['flight', 'insurance']));
    expect(cancelled.truncated).toBe(false);
    await insertPolicies(t.store.db, insuranceTxid, FINANCE, new Date(t.clock.now().getTime() - 86_400_000), [
      { txid: 'IC0061', status: 'expired', day: '2026-04-10', traveller: 'One More', age: 500 },
    ]);
    const more = await answer({ view: 'cancelled' });
    expect(more.list).toHaveLength(100);
    expect(more.truncated).toBe(true);
  });

  it("never shows that history to a colleague or another company, even when searched", async () => {
    const pnr = airlinePnr(OLDEST, 1);
    for (const token of [traveller, await t.token('traveller@globex.test')]) {
      for (const search of [pnr, 'zephyrine', 'Bulk', 'FU0001']) expect(await txidsOf(token, { search }), search).toEqual([]);
      expect((await txidsOf(token)).some((txid) => /^(F[UPCB]|I[CP])\d/.test(txid))).toBe(false);
    }
  });
});

describe('past bookings', () => {
  it('shows bookings whose last day has gone by under past', async () => {
    t.clock.advance(90 * 86_400_000);
    const later = await t.token('traveller@acme.test');
    expect(await txidsOf(later, { view: 'past' })).toEqual([staffBookedTxid, insuranceTxid, flightTxid]);
    expect(await txidsOf(later, { view: 'upcoming' })).toEqual([]);
  });
});
