import type { OperationHandler } from '../../dispatch/types';
import { insuranceBookingHandler } from './booking-book';
import './booking-capture';
import { insuranceCancelHandler } from './cancel';
import { insuranceTicketHandler, insuranceTicketPdfHandler } from './ticket';
import { insuranceAddToTripHandler } from './trip';

/* Handlers of the insurance-booking area (issue 5): booking (and its card capture), ticket, PDF, add to trip, cancel. */
export const insuranceBookingHandlers: readonly OperationHandler[] = [
  insuranceBookingHandler,
  insuranceTicketHandler,
  insuranceTicketPdfHandler,
  insuranceAddToTripHandler,
  insuranceCancelHandler,
];
