import { getHotelVoucherPdf } from '../../../src/contract/hotels/booking';
import { defineHandler } from '../../dispatch/types';
import { hotelBookingFor } from './booking-read';
import { renderHotelVoucher } from './voucher-pdf';

/* TG-HOTEL gethotelvoucherpdf: the voucher of a booking the caller may read, as a PDF. */

export const getHotelVoucherPdfHandler = defineHandler(getHotelVoucherPdf)(async (ctx, { txid }) => {
  const booking = await hotelBookingFor(ctx, txid);
  const pdf = await renderHotelVoucher(booking, ctx.now);
  return { filename: `Hotel-${booking.txid}.pdf`, pdfbase64: Buffer.from(pdf).toString('base64') };
});
