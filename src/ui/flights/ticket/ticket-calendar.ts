import type { FlightInvoice } from '../../../contract/flights/invoice';
import { type IcsFlight, buildIcs } from '../../../domain/ics';
import { flightNumberText } from './ticket-view';

/** The airline PNRs of one trip (onward or return), once each. */
function pnrsOf(invoice: FlightInvoice, trip: number): string[] {
  const pnrs = invoice.flightTickets.filter((t) => t.trip_number === trip).map((t) => t.airline_pnr.trim());
  return [...new Set(pnrs.filter(Boolean))];
}

/**
 * One calendar event per flight segment. The ticket carries no airport time zones, so the times
 * stay the airline's local ones ("floating"): right for whoever is at that airport.
 */
export function calendarFlights(invoice: FlightInvoice, txid: string): IcsFlight[] {
  return invoice.sectorRecords.map((sector, index) => {
    const pnrs = pnrsOf(invoice, sector.tripnumber);
    return {
      uid: `${txid}-${index + 1}@voyage`,
      flight: flightNumberText(sector),
      from: { code: sector.origin, name: sector.origin_fullname, date: sector.jdate, time: sector.departure_time },
      to: {
        code: sector.destination,
        name: sector.destination_fullname,
        date: sector.arrdate || sector.jdate,
        time: sector.arrival_time,
      },
      description: [pnrs.length > 0 ? `PNR: ${pnrs.join(', ')}` : '', `Booking reference: ${txid}`]
        .filter(Boolean)
        .join('\n'),
    };
  });
}

/** Saves `<txid>.ics` through a temporary object URL. */
export function downloadTicketCalendar(invoice: FlightInvoice, txid: string, now = new Date()): void {
  const ics = buildIcs(calendarFlights(invoice, txid), now);
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${txid}.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
