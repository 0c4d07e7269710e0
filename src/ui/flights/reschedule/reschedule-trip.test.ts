import { describe, expect, it } from 'vitest';
import type { FlightInvoiceWire } from '../../../contract/flights/invoice';
import { loneObjectWire, parsedInvoice, roundTripWire } from '../ticket/flight-ticket-test-kit';
import { rescheduleTripOf } from './reschedule-trip';

/* When the e-ticket offers 'Change date', and for which trip. */

const sectors = (wire: FlightInvoiceWire) => wire.sectorRecords as Record<string, unknown>[];

describe('rescheduleTripOf', () => {
  it('reads a round trip (trip 2) and a one-way, with their booked dates', () => {
    expect(rescheduleTripOf(parsedInvoice(roundTripWire()))).toEqual({
      triptype: 'roundtrip',
      origin: 'BLR',
      destination: 'DEL',
      onwarddate: '2026-03-14',
      returndate: '2026-03-20',
    });
    expect(rescheduleTripOf(parsedInvoice(loneObjectWire()))).toMatchObject({ triptype: 'oneway', returndate: '' });
  });

  it('offers nothing for an unpaid, cancelled or rescheduled booking, or with a traveller cancelled', () => {
    for (const status of ['paymentpending', 'cancelled', 'rescheduled', 'canxprocessing'])
      expect(rescheduleTripOf(parsedInvoice(roundTripWire(status)))).toBeNull();
    const partly = roundTripWire();
    (partly.passengerRecords as Record<string, unknown>[])[1]!.status = 'refunded';
    expect(rescheduleTripOf(parsedInvoice(partly))).toBeNull();
  });

  it('offers nothing for a multi-city booking: trip 1 sectors that are not one journey', () => {
    const wire = roundTripWire();
    // As the server lists a multi-city booking: every sector trip 1, days apart.
    for (const s of sectors(wire)) s.tripnumber = 1;
    expect(rescheduleTripOf(parsedInvoice(wire))).toBeNull();
    const connection = roundTripWire();
    const [first, second] = sectors(connection);
    Object.assign(second!, { tripnumber: 1, origin: 'DEL', jdate: '2026-03-14', departure_time: '10:30' });
    connection.sectorRecords = [first!, second!] as FlightInvoiceWire['sectorRecords'];
    expect(rescheduleTripOf(parsedInvoice(connection))).toMatchObject({ triptype: 'oneway', destination: 'BOM' });
  });
});
