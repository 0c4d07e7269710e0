import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loneObjectWire, parsedInvoice, roundTripWire } from './flight-ticket-test-kit';
import { buildTicketPdf } from './ticket-pdf';

const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('Ticket.pdf', () => {
  it('is a PDF of one page or more, titled with the transaction', async () => {
    const bytes = await buildTicketPdf(parsedInvoice(roundTripWire()), 'FL100001');
    expect(text(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('Flight e-ticket FL100001');
  });

  it('survives names outside the standard fonts and a ticket long enough to need more pages', async () => {
    const wire = loneObjectWire();
    wire.passengerRecords = Array.from({ length: 80 }, (_, i) => ({
      title: 'Ms',
      first_name: `Zoë ${i} 李`,
      last_name: 'Rao',
      trip_number: 1,
      paxid: i + 1,
      status: 'ticketed',
      email: '',
    }));
    const bytes = await buildTicketPdf(parsedInvoice(wire), 'FL100002');
    expect(text(bytes.slice(0, 5))).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
  });
});
