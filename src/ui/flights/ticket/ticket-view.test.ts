import { describe, expect, it } from 'vitest';
import { parsedInvoice, roundTripWire } from './flight-ticket-test-kit';
import {
  durationText,
  extraLines,
  flightNumberText,
  operatedByText,
  routeOf,
  sectorsOfTrip,
  terminalText,
  ticketLines,
  travellers,
  tripsOf,
} from './ticket-view';
import { configuredTicketPollMs } from './poll-config';
import { WEB_CHECKIN_PARAMS, webCheckinParams, webCheckinUrl } from './web-checkin';

const invoice = parsedInvoice(roundTripWire());

describe('flight e-ticket view', () => {
  it('lists each traveller once although passengerRecords has a row per trip', () => {
    expect(travellers(invoice).map((p) => p.first_name)).toEqual(['Arjun', 'Meera']);
  });

  it('gives ticket number and PNR per traveller per trip', () => {
    expect(ticketLines(invoice).map((l) => [l.trip, l.title, l.name, l.ticketNumber, l.pnr])).toEqual([
      [1, 'Mr', 'Arjun Rao', '0987654321012', 'X7K2PQ'],
      [1, 'Ms', 'Meera Rao', '0987654321013', 'X7K2PQ'],
      [2, 'Mr', 'Arjun Rao', '0987654321014', 'R4T8WZ'],
      [2, 'Ms', 'Meera Rao', '0987654321015', 'R4T8WZ'],
    ]);
  });

  it('groups sectors by trip and routes a connection through its stop', () => {
    expect(tripsOf(invoice)).toEqual([1, 2]);
    expect(routeOf(sectorsOfTrip(invoice, 1))).toBe('BLR-DEL');
    expect(routeOf(sectorsOfTrip(invoice, 2))).toBe('DEL-BOM-BLR');
    expect(routeOf([])).toBe('');
  });

  it('writes flight numbers, operators, durations, terminals and dates for people', () => {
    const [onward, vistara, airIndia] = invoice.sectorRecords;
    expect(flightNumberText(onward!)).toBe('6E 6012');
    expect(flightNumberText(airIndia!)).toBe('AI 639');
    expect(operatedByText(vistara!)).toBe('Air India');
    expect(operatedByText({ carrier: 'AI-Air India', operatedby: 'Air India' })).toBe('');
    expect(durationText('165')).toBe('2h 45m');
    expect(durationText('120')).toBe('2h');
    expect(durationText('45')).toBe('45m');
    expect(durationText('2h 5m')).toBe('2h 5m');
    expect(terminalText('1')).toBe('Terminal 1');
    expect(terminalText('T2')).toBe('Terminal 2');
    expect(terminalText('')).toBe('');
  });

  it('names meal codes and reads seat and baggage, as our server writes them', () => {
    expect(extraLines(invoice).map((e) => [e.traveller, e.journey, e.kindLabel, e.detail, e.amount])).toEqual([
      ['Mr Arjun Rao', 'BLR-DEL', 'Seat', '12A', null],
      ['Mr Arjun Rao', 'BLR-DEL', 'Meal', 'Jain Meal (J)', null],
      ['Ms Meera Rao', 'DEL-BOM', 'Baggage', '5 KG extra', null],
    ]);
  });

  it('reads the other way round too: the code in ssrname, the price in ssrvalue, the trip in jtype', () => {
    const wire = roundTripWire();
    wire.passengerssrrecords = [
      { jtype: 'onward', ssrtype: 'meal', paxid: 1, ssrname: 'g', ssrvalue: '250.00' },
      { jtype: '2', ssrtype: 'Seat', paxid: 2, ssrname: '3c', ssrvalue: '350' },
      { jtype: 'return', ssrtype: 'baggage', paxid: 2, ssrname: 'XB10', ssrvalue: '4500.00' },
      { jtype: '', ssrtype: 'meal', paxid: 9, ssrname: 'Chef special', ssrvalue: 'CS' },
      { jtype: '', ssrtype: 'wifi', paxid: 1, ssrname: 'Wi-Fi pass', ssrvalue: '' },
    ];
    expect(
      extraLines(parsedInvoice(wire)).map((e) => [e.traveller, e.journey, e.kindLabel, e.detail, e.amount]),
    ).toEqual([
      ['Mr Arjun Rao', 'Onward', 'Meal', 'Non Veg(Diabetic) (G)', '250.00'],
      ['Ms Meera Rao', 'Return', 'Seat', '3C', '350'],
      ['Ms Meera Rao', 'Return', 'Baggage', '10 KG extra', '4500.00'],
      ['Traveller 9', '', 'Meal', 'Chef special', null],
      ['Mr Arjun Rao', '', 'wifi', 'Wi-Fi pass', null],
    ]);
  });
});

describe('web check-in link', () => {
  it('carries transaction id, carrier, flight number, date, name, title, PNR, route and email of the trip', () => {
    const line = ticketLines(invoice)[3]!;
    const params = webCheckinParams(invoice, 'FL100001', line)!;
    expect(params).toEqual({
      txid: 'FL100001',
      carrier: 'UK',
      flightno: '811',
      date: '2026-03-20',
      name: 'Meera Rao',
      title: 'Ms',
      pnr: 'R4T8WZ',
      route: 'DEL-BOM-BLR',
      email: 'meera.rao@acme.test',
    });
    const url = new URL(webCheckinUrl(params), 'http://x');
    expect(url.pathname).toBe('/sandbox-airline/checkin');
    expect([...url.searchParams.keys()]).toEqual([...WEB_CHECKIN_PARAMS]);
    expect(url.searchParams.get('email')).toBe('meera.rao@acme.test');
  });
});

describe('ticket poll interval', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it('is read from voyage.ticketPollMs when it is a positive whole number, else left to the machine', () => {
    expect(configuredTicketPollMs(storage('250'))).toBe(250);
    expect(configuredTicketPollMs(storage(null))).toBeUndefined();
    expect(configuredTicketPollMs(storage('0'))).toBeUndefined();
    expect(configuredTicketPollMs(storage('-5'))).toBeUndefined();
    expect(configuredTicketPollMs(storage('fast'))).toBeUndefined();
    expect(
      configuredTicketPollMs({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBeUndefined();
  });
});
