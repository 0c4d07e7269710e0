import type { OperationHandler } from '../../dispatch/types';
import { bookHotelHandler } from './booking-book';
import { sendHotelChangeForApprovalHandler } from './change-approval';
import { changeHotelStayHandler } from './change-book';
import { quoteHotelChangeHandler } from './change-quote';
import { getHotelBookingHandler } from './booking-read';
import { cancelHotelHandler } from './cancel';
import { quoteHotelCancellationHandler } from './cancel-quote';
import { sendHotelForApprovalHandler } from './trip-approval';
import { getHotelApprovalRequestHandler } from './approval-request';
import { addHotelToTripHandler } from './trip';
import { getHotelVoucherPdfHandler } from './voucher';

/*
 * Handlers of hotel bookings: book, read, voucher PDF, cancellation quote and cancel, sending a stay
 * for approval, adding it to a trip and changing its dates (the card capture and the trip's booking are hotelProduct's, product.ts).
 */
export const hotelBookingHandlers: readonly OperationHandler[] = [
  bookHotelHandler,
  getHotelBookingHandler,
  getHotelVoucherPdfHandler,
  quoteHotelCancellationHandler,
  cancelHotelHandler,
  sendHotelForApprovalHandler,
  getHotelApprovalRequestHandler,
  addHotelToTripHandler,
  quoteHotelChangeHandler,
  sendHotelChangeForApprovalHandler,
  changeHotelStayHandler,
];
