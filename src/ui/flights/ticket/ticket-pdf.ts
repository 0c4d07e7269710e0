import type { PDFFont, PDFPage } from 'pdf-lib';
import type { FlightInvoice } from '../../../contract/flights/invoice';
import { invoiceFareBreakup } from '../../../domain/fare-breakup';
import { splitCarrier } from '../../../domain/flight-codes';
import { roundToMajor } from '../../../domain/money';
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

/*
 * 'Save as PDF' (docs/product.md#screens-and-routes: file Ticket.pdf), made in the browser so it works offline from the
 * cached ticket. pdf-lib is imported on demand: it is a separate chunk that only this button loads.
 * The standard fonts speak WinAnsi only, so amounts say 'INR' (no ₹ glyph) and any character
 * outside Latin-1 in a name is replaced rather than failing the whole document.
 */
export const TICKET_PDF_NAME = 'Ticket.pdf';

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
function pdfMoney(minor: bigint): string {
  const whole = roundToMajor(minor);
  return `${whole < 0n ? '-' : ''}INR ${inr.format(whole < 0n ? -whole : whole)}`;
}

function latin1(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

interface Writer {
  heading: (text: string) => void;
  line: (text: string, indent?: number) => void;
  gap: () => void;
}

const MARGIN = 48;
const SIZE = 10;
const LEADING = 14;

function writer(newPage: () => PDFPage, font: PDFFont, bold: PDFFont): Writer {
  let page = newPage();
  let y = page.getHeight() - MARGIN;
  const room = (h: number) => {
    if (y - h >= MARGIN) return;
    page = newPage();
    y = page.getHeight() - MARGIN;
  };
  const maxWidth = () => page.getWidth() - 2 * MARGIN;
  return {
    heading(text) {
      room(LEADING * 3);
      y -= 6;
      page.drawText(latin1(text), { x: MARGIN, y, size: SIZE + 3, font: bold });
      y -= LEADING + 2;
    },
    line(text, indent = 0) {
      // Long lines wrap by words at the page width.
      const words = latin1(text).split(' ');
      let current = '';
      const flush = () => {
        room(LEADING);
        page.drawText(current, { x: MARGIN + indent, y, size: SIZE, font });
        y -= LEADING;
      };
      for (const word of words) {
        const next = current ? `${current} ${word}` : word;
        if (current && font.widthOfTextAtSize(next, SIZE) > maxWidth() - indent) {
          flush();
          current = word;
        } else current = next;
      }
      flush();
    },
    gap() {
      y -= LEADING / 2;
    },
  };
}

function writeTicket(w: Writer, invoice: FlightInvoice, txid: string) {
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
  const w = writer(() => doc.addPage([595.28, 841.89]), font, bold);
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
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = TICKET_PDF_NAME;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
