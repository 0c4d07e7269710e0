import type { FlightInvoice } from '../../../contract/flights/invoice';
import { invoiceFareBreakup } from '../../../domain/fare-breakup';
import { splitCarrier } from '../../../domain/flight-codes';
import { SUPPORT_PHONES, TICKET_NOTES } from './ticket-notes';
import {
  durationText,
  extraLines,
  flightNumberText,
  operatedByText,
  passengerName,
  sectorsOfTrip,
  terminalText,
  ticketLines,
  travellers,
  tripLabel,
  tripsOf,
} from './ticket-view';
import { formatDateWithWeekday } from '../../../domain/format';
import { MARGIN, type PdfWriter, pdfMoney, pdfWriter } from '../../shared/pdf-writer';
import { saveFile } from '../../shared/save-file';

/*
 * 'Save as PDF' (docs/product.md#screens-and-routes: file Ticket.pdf), made in the browser so it works offline from the
 * cached ticket. pdf-lib is imported on demand: it is a separate chunk that only this button loads.
 * The page layout and the font's limits are the shared writer's (src/ui/shared/pdf-writer.ts).
 */
export const TICKET_PDF_NAME = 'Ticket.pdf';

function writeTicket(w: PdfWriter, invoice: FlightInvoice, txid: string) {
  const record = invoice.flightRecord;
  w.line(`Transaction No: ${txid}`);
  w.line(`Booking status: ${record.booking_status}   Cabin: ${record.cabinclass}`);

  w.heading('Passengers');
  for (const p of travellers(invoice)) w.line(`${passengerName(p)}${p.email ? `  <${p.email}>` : ''}  ${p.status}`);

  w.heading('Tickets');
  for (const t of ticketLines(invoice))
    w.line(
      `${[t.title, t.name].filter(Boolean).join(' ')}, ${tripLabel(t.trip)}: ticket ${t.ticketNumber || '-'}, PNR ${t.pnr || '-'}`,
    );

  w.heading('Flights');
  for (const trip of tripsOf(invoice)) {
    const sectors = sectorsOfTrip(invoice, trip);
    if (sectors.length > 0) w.line(tripLabel(trip));
    for (const s of sectors) {
      const { code, name } = splitCarrier(s.carrier);
      const by = operatedByText(s);
      w.line(
        `${name || code} ${flightNumberText(s)}${by ? ` (operated by ${by})` : ''}, ${durationText(s.journey_duration)}`,
        12,
      );
      const dep = terminalText(s.dep_terminal);
      const arr = terminalText(s.arr_terminal);
      w.line(
        `From ${s.origin} ${s.origin_fullname}, ${formatDateWithWeekday(s.jdate)} ${s.departure_time}${dep ? `, ${dep}` : ''}`,
        24,
      );
      w.line(
        `To ${s.destination} ${s.destination_fullname}, ${formatDateWithWeekday(s.arrdate || s.jdate)} ${s.arrival_time}${arr ? `, ${arr}` : ''}`,
        24,
      );
    }
  }

  const extras = extraLines(invoice);
  if (extras.length > 0) {
    w.heading('Extras');
    for (const e of extras)
      w.line(
        `${e.traveller}${e.journey ? `, ${e.journey}` : ''}: ${e.kindLabel} ${e.detail}${e.amount ? ` (INR ${e.amount})` : ''}`,
      );
  }

  w.heading('Fare breakup');
  for (const l of invoiceFareBreakup(invoice).lines) w.line(`${l.label}: ${pdfMoney(l.amount)}`);

  w.heading('Important notes');
  for (const note of TICKET_NOTES) w.line(`- ${note}`);
  w.gap();
  for (const phone of SUPPORT_PHONES) w.line(`${phone.label}: ${phone.number}`);
}

/** The e-ticket as PDF bytes. */
export async function buildTicketPdf(invoice: FlightInvoice, txid: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Flight e-ticket ${txid}`);
  doc.setCreator('Voyage');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = pdfWriter(doc, font, bold);
  w.heading('Flight e-ticket');
  writeTicket(w, invoice, txid);
  const first = doc.getPage(0);
  first.drawLine({
    start: { x: MARGIN, y: first.getHeight() - MARGIN + 16 },
    end: { x: first.getWidth() - MARGIN, y: first.getHeight() - MARGIN + 16 },
    color: rgb(0.11, 0.23, 0.42),
  });
  return doc.save();
}

/** Builds Ticket.pdf and hands it to the browser as a download. */
export async function saveTicketPdf(invoice: FlightInvoice, txid: string): Promise<void> {
  const bytes = await buildTicketPdf(invoice, txid);
  saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), TICKET_PDF_NAME);
}
