import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillFacts } from '../../server/app';
import { backfillBookingFacts } from '../../server/booking/facts-backfill';
import { flightFactBackfill } from '../../server/features/flights/booking-facts';
import { insuranceFactBackfill } from '../../server/features/insurance/booking-facts';
import type { MaintenanceTask } from '../../server/store/maintenance';
import { bookingFacts } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { bookCheapest } from './flights-booking-fixtures';
import { oneway } from './flights-fixtures';
import { PAX, book, bookByWallet, bookingRequest, cancel, priceFor, setBalance } from './insurance-booking-fixtures';

/*
 * The facts backfill (docs/features/dashboards.md "Backfill"): bookings paid through the API, their
 * fact rows deleted as if made before booking_facts existed; the maintenance task writes back
 * exactly the rows the lifecycle wrote (cancelled ones included), in batches, once; a booking never
 * paid gets none. The test clock stands still, so even updated_at is the same.
 */

let t: TestApp;
let traveller: string;
const txids: string[] = [];
let unpaid: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, 'W1001', 5_000_000_00n);
  const standingInsurance = await bookByWallet(t, traveller);
  const cancelledInsurance = await bookByWallet(t, traveller);
  expect((await cancel(t, traveller, cancelledInsurance, '1')).json().ResponseStatus.status).toBe('OK');
  const flight = (await bookCheapest(t, traveller, oneway('BLR', 'DEL', '2026-03-20'))).answer.txid!;
  const cancelledFlight = (await bookCheapest(t, traveller, oneway('BLR', 'DEL', '2026-03-21'))).answer.txid!;
  const cancelled = await t.service(traveller, {
    opid: 'TG-FLIGHTCANCELLATIONREQUEST',
    jsondata: { reftxid: cancelledFlight, paxsno: [1], remarks: 'Meeting moved' },
  });
  expect(cancelled.json().ResponseStatus.status, cancelled.body).toBe('OK');
  txids.push(standingInsurance, cancelledInsurance, flight, cancelledFlight);
  // Globex pays by card only: left on the gateway, it is never paid.
  const globex = await t.token('traveller@globex.test');
  const pax = PAX.slice(0, 1);
  const request = {
    ...bookingRequest(await priceFor(t, globex, pax), pax),
    paymentmode: 'creditcard',
    successurl: '/insurance/eticket',
    failureurl: '/insurance',
  };
  unpaid = (await book(t, globex, request)).json().FlightBookingResponse.txid;
});
afterAll(() => t.close());

const factsOf = (ids: string[]) =>
  t.store.db.select().from(bookingFacts).where(inArray(bookingFacts.txid, ids)).orderBy(bookingFacts.txid);
const run = (task: MaintenanceTask) => t.store.db.transaction((tx) => task(tx, t.clock.now()));

describe('facts backfill', () => {
  it('writes back the very rows the lifecycle wrote, a batch per product a run, then nothing', async () => {
    // The seed's own bookings first, so what follows counts only these four.
    await run(backfillFacts);
    const live = await factsOf(txids);
    expect(live.map((f) => f.state).sort()).toEqual(['cancelled', 'cancelled', 'standing', 'standing']);
    await t.store.db.delete(bookingFacts).where(inArray(bookingFacts.txid, txids));

    // A batch of one: one flight and one insurance booking.
    expect(await run(backfillBookingFacts([flightFactBackfill, insuranceFactBackfill], 1))).toBe(2);
    expect(await factsOf(txids)).toHaveLength(2);
    expect(await run(backfillFacts)).toBe(2);
    expect(await factsOf(txids)).toEqual(live);
    expect(await run(backfillFacts)).toBe(0);
  });

  it('a booking never paid gets no facts', async () => {
    expect(unpaid).toBeTruthy();
    await run(backfillFacts);
    expect(await t.store.db.select().from(bookingFacts).where(eq(bookingFacts.txid, unpaid))).toEqual([]);
  });
});
