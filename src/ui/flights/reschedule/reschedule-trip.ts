import type { FlightInvoice, SectorRecord } from '../../../contract/flights/invoice';
import type { RescheduleTrip } from '../../../machines/flights/flight-reschedule.logic';
import { sectorsOfTrip, travellers } from '../ticket/ticket-view';

/*
 * Whether the e-ticket offers 'Change date', and for what (docs/features/flights-reschedule.md):
 * a paid booking ('pending' or 'ticketed') with every traveller still on it, flown one way or as a
 * round trip. The e-ticket does not name the trip type: a return trip shows as trip 2; a multi-city
 * booking lists every sector as trip 1, which a one-way does only for a connection (the next
 * flight leaves where the last landed, within a day). The server checks again.
 */

const BOOKED = new Set(['pending', 'ticketed']);
const booked = (status: string) => BOOKED.has(status.trim().toLowerCase());
const DAY_MS = 24 * 60 * 60 * 1000;
const at = (date: string, time: string) => Date.parse(`${date.trim()}T${time.trim() || '00:00'}:00Z`);

/** The sectors of a trip make one journey: each leaves where the last landed, within a day. */
function oneJourney(sectors: readonly SectorRecord[]): boolean {
  return sectors.every((s, i) => {
    if (i === 0) return true;
    const prev = sectors[i - 1]!;
    const wait = at(s.jdate, s.departure_time) - at(prev.arrdate, prev.arrival_time);
    return s.origin.trim() === prev.destination.trim() && Number.isFinite(wait) && wait < DAY_MS;
  });
}

export function rescheduleTripOf(invoice: FlightInvoice): RescheduleTrip | null {
  if (!booked(invoice.flightRecord.booking_status)) return null;
  const people = travellers(invoice);
  if (people.length === 0 || !invoice.passengerRecords.every((p) => booked(p.status))) return null;
  const onward = sectorsOfTrip(invoice, 1);
  const back = sectorsOfTrip(invoice, 2);
  if (onward.length === 0 || !oneJourney(onward) || !oneJourney(back)) return null;
  const first = onward[0]!;
  return {
    triptype: back.length > 0 ? 'roundtrip' : 'oneway',
    origin: first.origin.trim(),
    destination: onward[onward.length - 1]!.destination.trim(),
    onwarddate: first.jdate.trim(),
    returndate: back[0]?.jdate.trim() ?? '',
  };
}
