import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueDueTickets } from '../../server/features/flights/ticketing';
import { FlightInvoiceResponseSchema } from '../../src/contract/flights/invoice';
import { invoiceFareBreakup } from '../../src/domain/fare-breakup';
import { type TestApp, createTestApp } from './helpers/test-app';
import { HOUR } from './helpers/clock';
import { oneway, paise, roundtrip } from './flights-fixtures';
import { ACME_WALLET, adult, bookCheapest, debitsOf, eticket } from './flights-booking-fixtures';
import { setBalance } from './wallet-fixtures';

/*
 * TG-GENERIC eticket: the FlightInvoice of a booking, asynchronous ticketing (pending → ticketed
 * after FLIGHT_TICKETING_DELAY_MS, never on DEL→IXC), and who may read it.
 */

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  await setBalance(t.store.db, ACME_WALLET, 5_000_000_00n);
});
// A fresh session per test: the clock moves on in this file.
beforeEach(async () => {
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());
afterEach(() => {
  delete process.env.FLIGHT_TICKETING_DELAY_MS;
});

const BLR_DEL = oneway('BLR', 'DEL', '2026-03-20');
const parsed = (invoice: unknown) => v.parse(FlightInvoiceResponseSchema, { FlightInvoice: invoice }).FlightInvoice!;
// No ticket: '' in the handler's answer, null once the dispatcher has checked it against the contract.
const NONE = null;

describe('flight ticketing', () => {
  it('is pending at first, ticketed once the delay (default 20 s) has passed, with a PNR and ticket numbers', async () => {
    const { answer } = await bookCheapest(t, traveller, BLR_DEL);
    const pending = parsed(await eticket(t, traveller, answer.txid!));
    expect(pending.flightRecord.booking_status).toBe('pending');
    expect(pending.flightTickets).toEqual([]);
    t.clock.advance(19_000);
    expect(parsed(await eticket(t, traveller, answer.txid!)).flightRecord.booking_status).toBe('pending');
    t.clock.advance(1_000);
    const ticketed = parsed(await eticket(t, traveller, answer.txid!));
    expect(ticketed.flightRecord.booking_status).toBe('ticketed');
    expect(ticketed.flightTickets).toHaveLength(1);
    expect(ticketed.flightTickets[0]).toMatchObject({ trip_number: 1, paxid: '1' });
    expect(ticketed.flightTickets[0]!.airline_pnr).toMatch(/^[A-Z2-9]{6}$/);
    expect(ticketed.flightTickets[0]!.ticket_number).toMatch(/^\d{3}-\d{10}$/);
    // Read again: the same references.
    expect(parsed(await eticket(t, traveller, answer.txid!)).flightTickets).toEqual(ticketed.flightTickets);
  });

  it('follows FLIGHT_TICKETING_DELAY_MS, and maintenance issues due tickets without a read', async () => {
    process.env.FLIGHT_TICKETING_DELAY_MS = '500';
    const { answer } = await bookCheapest(t, traveller, BLR_DEL);
    t.clock.advance(500);
    expect(await issueDueTickets(t.store.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(parsed(await eticket(t, traveller, answer.txid!)).flightRecord.booking_status).toBe('ticketed');
  });

  it('never tickets DEL→IXC', async () => {
    const { answer } = await bookCheapest(t, traveller, oneway('DEL', 'IXC', '2026-03-20'));
    expect(answer.status, answer.errormessage).toBe('pending');
    t.clock.advance(HOUR);
    await issueDueTickets(t.store.db, t.clock.now());
    const invoice = parsed(await eticket(t, await t.token('traveller@acme.test'), answer.txid!));
    expect(invoice.flightRecord.booking_status).toBe('pending');
    expect(invoice.flightTickets).toEqual([]);
  });
});

describe('FlightInvoice', () => {
  it('carries travellers, sectors and fares whose breakup adds up to what was charged', async () => {
    const input = roundtrip('BLR', 'DEL', '2026-03-20', '2026-03-25', { adults: 2, infants: 1 });
    const travellers = [
      adult('Rahul', { profileid: '20001' }),
      adult('Meera', { title: 'Mrs', gender: 'female' }),
      adult('Ira', { paxtype: 'INF', title: 'Miss', gender: 'female', dob: '2025-06-01' }),
    ];
    const { answer, priced } = await bookCheapest(t, traveller, input, { travellers });
    expect(answer.status, answer.errormessage).toBe('pending');
    t.clock.advance(20_000);
    const invoice = parsed(await eticket(t, traveller, answer.txid!));
    expect(invoice.passengerRecords).toHaveLength(6);
    expect(invoice.passengerRecords.map((p) => p.trip_number)).toEqual([1, 1, 1, 2, 2, 2]);
    expect(invoice.passengerRecords[2]).toMatchObject({ title: 'Miss', first_name: 'Ira', paxid: '3' });
    expect(invoice.flightTickets).toHaveLength(6);
    const pnrs = new Set(invoice.flightTickets.map((x) => `${x.trip_number}:${x.airline_pnr}`));
    expect(pnrs.size).toBe(2);
    expect(invoice.sectorRecords[0]).toMatchObject({
      txid: answer.txid,
      tripnumber: 1,
      origin: 'BLR',
      jdate: '2026-03-20',
    });
    expect(invoice.sectorRecords.at(-1)).toMatchObject({ tripnumber: 2, destination: 'BLR', jdate: '2026-03-25' });
    expect(invoice.sectorRecords[0]!.carrier).toMatch(/^[A-Z0-9]{2}-.+/);
    expect(invoice.sectorRecords[0]!.departure_time).toMatch(/^\d{2}:\d{2}$/);
    expect(new Set(invoice.passengerFareCollection.map((f) => f.paxtype))).toEqual(new Set(['Adult', 'Infant']));

    const charged = -(await debitsOf(t, answer.txid!))[0]!;
    expect(charged).toBe(paise(priced.totalfare));
    expect(paise(invoice.flightRecord.total_amount)).toBe(charged);
    const breakup = invoiceFareBreakup(invoice);
    // No extras, no promo: nothing but fare, so no discount, and the lines add up to the total.
    expect(breakup.discount).toBe(0n);
    expect(breakup.components.map((c) => c.code)).toContain('K3');
    expect(breakup.lines.slice(0, -1).reduce((s, l) => s + l.amount, 0n)).toBe(breakup.total);
    const k3 = priced.fares.flatMap((f: { offer: { fares: { taxes: { code: string; amount: string }[] }[] } }) =>
      f.offer.fares[0]!.taxes.filter((x) => x.code === 'K3'),
    );
    expect(breakup.components.find((c) => c.code === 'K3')!.amount).toBe(
      k3.reduce((s: bigint, x: { amount: string }) => s + paise(x.amount), 0n),
    );
  });
});

describe('who may read a flight e-ticket', () => {
  it('lets the booker and the travel admin read it; anyone else gets FlightInvoice ""', async () => {
    const { answer } = await bookCheapest(t, traveller, BLR_DEL);
    const txid = answer.txid!;
    expect(await eticket(t, await t.token('traveladmin@acme.test'), txid)).not.toBe('');
    expect(await eticket(t, await t.token('superadmin@acme.test'), txid)).not.toBe('');
    expect(await eticket(t, await t.token('traveller@globex.test'), txid)).toBe(NONE);
    expect(await eticket(t, await t.token('unverified@acme.test'), txid)).toBe(NONE);
    // A colleague who is not the traveller's manager (the manager and finance may read: ticket-read-access.test.ts).
    expect(await eticket(t, await t.token('coordinator@acme.test'), txid)).toBe(NONE);
    expect(await eticket(t, traveller, 'FL1')).toBe(NONE);
    const blank = await t.service(traveller, { opid: 'TG-GENERIC', act: 'eticket', txid: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().ResponseStatus.message).toBe('txid is required');
  });

  it('lets a colleague booked for by the travel coordinator read their ticket', async () => {
    const coordinator = await t.token('coordinator@acme.test');
    const travellers = [adult('Sneha', { title: 'Ms', gender: 'female', lastname: 'Kulkarni', profileid: '20008' })];
    const { answer } = await bookCheapest(t, coordinator, BLR_DEL, {
      travellers,
      contact_email: 'coordinator@acme.test',
    });
    expect(answer.status, answer.errormessage).toBe('pending');
    expect(await eticket(t, await t.token('unverified@acme.test'), answer.txid!)).not.toBe('');
    expect(await eticket(t, traveller, answer.txid!)).toBe(NONE);
  });
});
