import type { OperationHandler } from '../dispatch/types';
import { insuranceBookingHandler } from './insurance-booking-book';
import './insurance-booking-capture';
import { insuranceCancelHandler } from './insurance-cancel';
import { insuranceTicketHandler, insuranceTicketPdfHandler } from './insurance-ticket';
import { insuranceAddToTripHandler } from './insurance-trip';

/* Handlers of the insurance-booking area (issue 5): booking (and its card capture), ticket, PDF, add to trip, cancel. */
export const insuranceBookingHandlers: readonly OperationHandler[] = [
  insuranceBookingHandler,
  insuranceTicketHandler,
  insuranceTicketPdfHandler,
  insuranceAddToTripHandler,
  insuranceCancelHandler,
];
