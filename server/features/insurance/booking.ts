import type { OperationHandler } from '../../dispatch/types';
import { insuranceBookingHandler } from './booking-book';
import { insuranceCancelHandler } from './cancel';
import { sendInsuranceForApprovalHandler } from './send-for-approval';
import { insuranceTicketHandler, insuranceTicketPdfHandler } from './ticket';
import { insuranceAddToTripHandler } from './trip';

/* Handlers of insurance booking: booking, ticket, PDF, add to trip, cancel (its card capture is insuranceProduct's, product.ts). */
export const insuranceBookingHandlers: readonly OperationHandler[] = [
  insuranceBookingHandler,
  sendInsuranceForApprovalHandler,
  insuranceTicketHandler,
  insuranceTicketPdfHandler,
  insuranceAddToTripHandler,
  insuranceCancelHandler,
];
