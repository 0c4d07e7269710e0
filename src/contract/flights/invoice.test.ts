import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FlightInvoiceResponseSchema, FlightInvoiceSchema, flightEticket, listOf } from './invoice';

/** One passenger, one sector, one-way: every list field arrives as a lone object (docs/product.md#records). */
const loneObjectInvoice = {
  passengerRecords: {
    title: 'Mr',
    first_name: 'Arjun',
    last_name: 'Rao',
    trip_number: 1,
    paxid: 1,
    status: 'ticketed',
    email: 'a@acme.test',
  },
  flightTickets: { trip_number: '1', paxid: '1', ticket_number: '0987654321012', airline_pnr: 'X7K2PQ' },
  passengerssrrecords: { jtype: 'onward', ssrtype: 'meal', paxid: '1', ssrname: 'V', ssrvalue: '350.00' },
  passengerFareCollection: { paxtype: 'Adult', fare_componentid: '40', amount: '251.00' },
  flightRecord: {
    booking_status: 'Ticketed',
    cabinclass: 'economy',
    basefare: '4200.00',
    tax: 1050,
    total_amount: '5250',
  },
  sectorRecords: {
    txid: 'FL100001',
    tripnumber: 1,
    carrier: '6E-IndiGo',
    flight_number: 6012,
    operatedby: '',
    origin: 'BLR',
    origin_fullname: 'Kempegowda International Airport',
    destination: 'DEL',
    destination_fullname: 'Indira Gandhi International Airport',
    jdate: '2026-03-14',
    arrdate: '2026-03-14',
    departure_time: '06:10',
    arrival_time: '08:55',
    dep_terminal: '1',
    arr_terminal: '3',
    journey_duration: '165',
  },
};

describe('FlightInvoice schema (docs/product.md#records, lone objects are lists of one)', () => {
  it('reads every lone object as a list of one', () => {
    const invoice = v.parse(FlightInvoiceSchema, loneObjectInvoice);
    expect(invoice.passengerRecords).toHaveLength(1);
    expect(invoice.flightTickets).toHaveLength(1);
    expect(invoice.passengerssrrecords).toHaveLength(1);
    expect(invoice.passengerFareCollection).toHaveLength(1);
    expect(invoice.sectorRecords).toHaveLength(1);
    expect(invoice.passengerRecords[0]).toMatchObject({ first_name: 'Arjun', paxid: '1', trip_number: 1 });
    expect(invoice.flightTickets[0]).toMatchObject({ trip_number: 1, airline_pnr: 'X7K2PQ' });
    expect(invoice.sectorRecords[0]).toMatchObject({ flight_number: '6012', tripnumber: 1, carrier: '6E-IndiGo' });
  });

  it('normalises ids, component ids and amounts', () => {
    const invoice = v.parse(FlightInvoiceSchema, loneObjectInvoice);
    expect(invoice.passengerFareCollection[0]).toEqual({ paxtype: 'Adult', fare_componentid: 40, amount: '251.00' });
    expect(invoice.flightRecord).toEqual({
      booking_status: 'Ticketed',
      cabinclass: 'economy',
      basefare: '4200.00',
      tax: '1050.00',
      total_amount: '5250.00',
      // Nothing refunded: a ticket without a cancellation reads as 0.00.
      refund_amount: '0.00',
      // Not a reschedule, nor rescheduled.
      reftxid: '',
      rescheduledto: '',
    });
  });

  it('keeps real lists as they are and reads "" or a missing list as none', () => {
    const twoPax = {
      ...loneObjectInvoice,
      passengerRecords: [
        loneObjectInvoice.passengerRecords,
        { ...loneObjectInvoice.passengerRecords, paxid: 2, first_name: 'Meera' },
      ],
      passengerssrrecords: '',
      flightTickets: undefined,
    };
    const invoice = v.parse(FlightInvoiceSchema, twoPax);
    expect(invoice.passengerRecords.map((p) => p.first_name)).toEqual(['Arjun', 'Meera']);
    expect(invoice.passengerssrrecords).toEqual([]);
    expect(invoice.flightTickets).toEqual([]);
  });

  it('reads a flightRecord wrapped in a list of one', () => {
    const invoice = v.parse(FlightInvoiceSchema, {
      ...loneObjectInvoice,
      flightRecord: [loneObjectInvoice.flightRecord],
    });
    expect(invoice.flightRecord.total_amount).toBe('5250.00');
  });

  it('fills missing text with "" so one absent field does not blank the ticket', () => {
    const { operatedby: _, ...sector } = loneObjectInvoice.sectorRecords;
    const invoice = v.parse(FlightInvoiceSchema, { ...loneObjectInvoice, sectorRecords: sector });
    expect(invoice.sectorRecords[0]!.operatedby).toBe('');
  });

  it.each([
    ['an amount with 3 places', { flightRecord: { ...loneObjectInvoice.flightRecord, tax: '10.005' } }],
    ['a float amount that is not whole paise', { flightRecord: { ...loneObjectInvoice.flightRecord, tax: 10.005 } }],
    ['trip number 3', { sectorRecords: { ...loneObjectInvoice.sectorRecords, tripnumber: 3 } }],
    [
      'a non-numeric component id',
      { passengerFareCollection: { ...loneObjectInvoice.passengerFareCollection, fare_componentid: 'K3' } },
    ],
    ['no flight record', { flightRecord: undefined }],
  ])('refuses %s', (_, change) => {
    expect(v.safeParse(FlightInvoiceSchema, { ...loneObjectInvoice, ...change }).success).toBe(false);
  });

  it('reads an answer without FlightInvoice (or "") as no ticket found', () => {
    expect(v.parse(FlightInvoiceResponseSchema, { FlightInvoice: '' }).FlightInvoice).toBeNull();
    expect(v.parse(FlightInvoiceResponseSchema, {}).FlightInvoice).toBeNull();
    expect(
      v.parse(FlightInvoiceResponseSchema, { FlightInvoice: loneObjectInvoice }).FlightInvoice?.sectorRecords,
    ).toHaveLength(1);
  });

  it('listOf wraps any item schema', () => {
    const schema = listOf(v.object({ n: v.number() }));
    expect(v.parse(schema, { n: 1 })).toEqual([{ n: 1 }]);
    expect(v.parse(schema, null)).toEqual([]);
    expect(v.safeParse(schema, [{ n: 'x' }]).success).toBe(false);
  });

  it('is read by TG-GENERIC act eticket with a txid', () => {
    expect([flightEticket.opid, flightEticket.actionKey, flightEticket.action]).toEqual([
      'TG-GENERIC',
      'act',
      'eticket',
    ]);
    expect(v.safeParse(flightEticket.request, { txid: ' ' }).success).toBe(false);
    expect(v.parse(flightEticket.request, { txid: ' FL100001 ' })).toEqual({ txid: 'FL100001' });
  });
});
