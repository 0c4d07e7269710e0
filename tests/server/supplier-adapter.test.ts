import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FlightSupplier, sandboxAirline } from '../../server/features/flights/supplier';
import { FlightInvoiceResponseSchema } from '../../src/contract/flights/invoice';
import type { FlightSearchRequest } from '../../src/contract/flights/search';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { type TestApp, createTestApp } from './helpers/test-app';
import { type QueueAnswer, call, jsondata, oneway, startSearch } from './flights-fixtures';
import { ACME_WALLET, bookCheapest, eticket } from './flights-booking-fixtures';
import { setBalance } from './wallet-fixtures';

/*
 * The flight feature books with the airline the composition root hands it (buildApp's
 * `suppliers`), never with the sandbox behind its back: a stand-in airline that sells only IndiGo
 * and never issues tickets is what the search answers and what the booking's ticketing asks.
 */

const INDIGO = '6E';
const onlyIndiGo = (list: FlightOffer[]) => list.filter((o) => o.segments.every((s) => s.carrier === INDIGO));

/** What the stand-in was asked: the flights it priced for booking and the bookings it was to ticket. */
const asked = { pricedAtBooking: [] as string[], ticketed: [] as string[][] };

/** The sandbox, except that it sells IndiGo only and never issues a ticket. */
const standIn: FlightSupplier = {
  ...sandboxAirline,
  search: {
    ...sandboxAirline.search,
    async results(db, started, query, pricedOn) {
      const lists = await sandboxAirline.search.results(db, started, query, pricedOn);
      return { sectors: lists.sectors.map(onlyIndiGo), combined: lists.combined && onlyIndiGo(lists.combined) };
    },
  },
  price: {
    ...sandboxAirline.price,
    async price(db, choice) {
      if (choice.atBooking) asked.pricedAtBooking.push(choice.flightkey);
      return sandboxAirline.price.price(db, choice);
    },
  },
  ticket: {
    dueAt(offers) {
      asked.ticketed.push(offers.map((o) => o.flightkey));
      return null;
    },
  },
};

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp({ suppliers: { flights: standIn } });
  traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 500_000_00n);
});
afterAll(() => t.close());
afterEach(() => {
  delete process.env.FLIGHT_TICKETING_DELAY_MS;
});

const BLR_DEL = oneway('BLR', 'DEL', '2026-03-20');

describe('a flight supplier handed to buildApp', () => {
  it("answers the search with the stand-in's offers, not the sandbox's", async () => {
    const responseid = await startSearch(t, traveller, BLR_DEL);
    const answer = (await call(t, traveller, 'QUEUERESULTS', { responseid })).json() as QueueAnswer;
    expect(answer.status).toBe('complete');
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.every((o) => o.segments.every((s) => s.carrier === INDIGO))).toBe(true);
    // The sandbox itself sells other carriers on the route: the filter above is the stand-in's.
    const request = jsondata(BLR_DEL) as FlightSearchRequest;
    const started = await sandboxAirline.search.start(t.store.db, request);
    if ('problem' in started || 'supplierDown' in started) throw new Error('the sandbox refused BLR→DEL');
    const sandbox = await sandboxAirline.search.results(t.store.db, started, request, '2026-03-01');
    expect(sandbox.sectors[0]!.some((o) => o.segments.some((s) => s.carrier !== INDIGO))).toBe(true);
  });

  it('re-prices and tickets a booking through the stand-in, which never issues the ticket', async () => {
    process.env.FLIGHT_TICKETING_DELAY_MS = '0';
    const { picked, answer } = await bookCheapest(t, traveller, BLR_DEL);
    expect(answer.status, answer.errormessage).toBe('pending');
    const flightkey = picked.selected[0]!.flightkey;
    expect(flightkey).toContain(`.${INDIGO}.`);
    expect(asked.pricedAtBooking).toContain(flightkey);
    expect(asked.ticketed).toContainEqual([flightkey]);
    // The sandbox would have ticketed it at once (no delay); the stand-in said never.
    t.clock.advance(60_000);
    const invoice = v.parse(FlightInvoiceResponseSchema, {
      FlightInvoice: await eticket(t, traveller, answer.txid!),
    }).FlightInvoice!;
    expect(invoice.flightRecord.booking_status).toBe('pending');
    expect(invoice.flightTickets).toEqual([]);
  });
});
