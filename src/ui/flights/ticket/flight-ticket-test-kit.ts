import * as v from 'valibot';
import { type FlightInvoice, type FlightInvoiceWire, FlightInvoiceSchema } from '../../../contract/flights/invoice';

/** Test helpers for the flight e-ticket tests (only *.test.ts(x) import it). */

const sector = (overrides: Record<string, unknown>) => ({
  txid: 'FL100001',
  tripnumber: 1,
  carrier: '6E-IndiGo',
  flight_number: '6012',
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
  ...overrides,
});

const pax = (paxid: number, trip: number, first: string, title = 'Mr', status = 'ticketed') => ({
  title,
  first_name: first,
  last_name: 'Rao',
  trip_number: trip,
  paxid,
  status,
  email: `${first.toLowerCase()}.rao@acme.test`,
});

/**
 * A round trip for two: onward BLR→DEL on IndiGo, return DEL→BOM→BLR on Vistara (operated by Air
 * India) then Air India. Fare: base 8,400, total tax 2,100 of which CGST 105, SGST 105, K3 420
 * (IGST and YR 0), total 10,300: so Tax 1,470 and Discount -200.
 */
export function roundTripWire(status = 'Ticketed'): FlightInvoiceWire {
  const pending = status.toLowerCase() === 'pending';
  return {
    passengerRecords: [pax(1, 1, 'Arjun'), pax(2, 1, 'Meera', 'Ms'), pax(1, 2, 'Arjun'), pax(2, 2, 'Meera', 'Ms')],
    flightTickets: pending
      ? ''
      : [
          { trip_number: 1, paxid: 1, ticket_number: '0987654321012', airline_pnr: 'X7K2PQ' },
          { trip_number: 1, paxid: 2, ticket_number: '0987654321013', airline_pnr: 'X7K2PQ' },
          { trip_number: 2, paxid: 1, ticket_number: '0987654321014', airline_pnr: 'R4T8WZ' },
          { trip_number: 2, paxid: 2, ticket_number: '0987654321015', airline_pnr: 'R4T8WZ' },
        ],
    passengerssrrecords: [
      // As our server writes them: the sector in jtype, the name in ssrname, the code in ssrvalue.
      { jtype: 'BLR-DEL', ssrtype: 'seat', paxid: 1, ssrname: 'Seat 12A', ssrvalue: '12A' },
      { jtype: 'BLR-DEL', ssrtype: 'meal', paxid: 1, ssrname: 'Jain Meal', ssrvalue: 'J' },
      { jtype: 'DEL-BOM', ssrtype: 'baggage', paxid: 2, ssrname: '5 KG', ssrvalue: 'XB5' },
    ],
    passengerFareCollection: [
      { paxtype: 'Adult', fare_componentid: 1, amount: '8400.00' },
      { paxtype: 'Adult', fare_componentid: 37, amount: '105.00' },
      { paxtype: 'Adult', fare_componentid: 38, amount: '105.00' },
      { paxtype: 'Adult', fare_componentid: 39, amount: '0.00' },
      { paxtype: 'Adult', fare_componentid: 40, amount: '420.00' },
      { paxtype: 'Adult', fare_componentid: 41, amount: '0.00' },
    ],
    flightRecord: {
      booking_status: status,
      cabinclass: 'economy',
      basefare: '8400.00',
      tax: '2100.00',
      total_amount: '10300.00',
    },
    sectorRecords: [
      sector({}),
      sector({
        tripnumber: 2,
        carrier: 'UK-Vistara',
        flight_number: '811',
        operatedby: 'Air India',
        origin: 'DEL',
        origin_fullname: 'Indira Gandhi International Airport',
        destination: 'BOM',
        destination_fullname: 'Chhatrapati Shivaji Maharaj International Airport',
        jdate: '2026-03-20',
        arrdate: '2026-03-20',
        departure_time: '18:00',
        arrival_time: '20:10',
        dep_terminal: '3',
        arr_terminal: '2',
        journey_duration: '130',
      }),
      sector({
        tripnumber: 2,
        carrier: 'AI-Air India',
        flight_number: 'AI-639',
        origin: 'BOM',
        origin_fullname: 'Chhatrapati Shivaji Maharaj International Airport',
        destination: 'BLR',
        destination_fullname: 'Kempegowda International Airport',
        jdate: '2026-03-20',
        arrdate: '2026-03-21',
        departure_time: '22:30',
        arrival_time: '00:15',
        dep_terminal: '2',
        arr_terminal: '',
        journey_duration: '105',
      }),
    ],
  };
}

/** One traveller, one flight: every list arrives as a lone object (docs/product.md#records), flightRecord in a list of one. */
export function loneObjectWire(): FlightInvoiceWire {
  return {
    passengerRecords: pax(1, 1, 'Arjun'),
    flightTickets: { trip_number: '1', paxid: '1', ticket_number: '0987654321012', airline_pnr: 'X7K2PQ' },
    passengerssrrecords: { jtype: 'onward', ssrtype: 'meal', paxid: '1', ssrname: 'V', ssrvalue: '350.00' },
    passengerFareCollection: { paxtype: 'Adult', fare_componentid: '39', amount: '251.00' },
    flightRecord: [
      { booking_status: 'Ticketed', cabinclass: 'economy', basefare: '4200.00', tax: 1050, total_amount: '5250' },
    ],
    sectorRecords: sector({ flight_number: 6012 }),
  };
}

export function parsedInvoice(wire: FlightInvoiceWire): FlightInvoice {
  return v.parse(FlightInvoiceSchema, wire);
}
