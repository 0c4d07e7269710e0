import type { OperationHandler } from '../../dispatch/types';
import { bookHotelHandler } from './booking-book';
import { getHotelBookingHandler } from './booking-read';
import { cancelHotelHandler } from './cancel';
import { quoteHotelCancellationHandler } from './cancel-quote';
import { getHotelVoucherPdfHandler } from './voucher';

/* Handlers of hotel bookings: book, read, voucher PDF, cancellation quote and cancel (the card capture is hotelProduct's, product.ts). */
export const hotelBookingHandlers: readonly OperationHandler[] = [
  bookHotelHandler,
  getHotelBookingHandler,
  getHotelVoucherPdfHandler,
  quoteHotelCancellationHandler,
  cancelHotelHandler,
];
