import { insuranceTicket, insuranceTicketPdf } from '../../../src/contract/insurance/booking';
import { defineHandler } from '../../dispatch/types';
import { invoiceOf, loadBookingForCaller } from './ticket-data';
import { renderInsuranceTicket } from './ticket-pdf';

/* TG-INSURANCE ticket and ticketpdf: the e-ticket of a booking the caller may see (ticket-data.ts). */

export const insuranceTicketHandler = defineHandler(insuranceTicket)(async (ctx, { txid }) => {
  const booking = await loadBookingForCaller(ctx, txid, 'read');
  return { InsuranceInvoice: booking ? await invoiceOf(ctx, booking) : ('' as const) };
});

export const insuranceTicketPdfHandler = defineHandler(insuranceTicketPdf)(async (ctx, { txid }) => {
  const booking = await loadBookingForCaller(ctx, txid, 'read');
  if (!booking)
    return {
      ApiStatus: { Status: 'NOK' as const, Message: `No Ticket found for the Transaction No: ${txid}` },
      filename: '',
      pdfbase64: '',
    };
  const pdf = await renderInsuranceTicket(await invoiceOf(ctx, booking), ctx.now);
  return {
    ApiStatus: { Status: 'OK' as const },
    filename: `Insurance-${booking.txid}.pdf`,
    pdfbase64: Buffer.from(pdf).toString('base64'),
  };
});
