import { repriceFlights } from '../../../src/contract/flights/booking';
import { type OperationHandler, defineHandler } from '../../dispatch/types';
import { sendFlightForApprovalHandler } from './booking-approval';
import { bookFlightHandler } from './booking-book';
import { flightBookingRequestFromApprovalHandler } from './booking-from-approval';
import { repriceAnswer, repriceSelection } from './booking-reprice';
import { flightEticketHandler } from './eticket';
import { addFlightToTripHandler } from './trip';

/* Handlers of flight booking: re-price, booking, approval, add to trip, e-ticket (its card capture is flightProduct's, product.ts). */

const repriceHandler = defineHandler(repriceFlights)(async (ctx, { responseid, selected }) =>
  repriceAnswer(await repriceSelection(ctx, responseid, selected)),
);

export const flightBookingHandlers: readonly OperationHandler[] = [
  repriceHandler,
  bookFlightHandler,
  sendFlightForApprovalHandler,
  addFlightToTripHandler,
  flightEticketHandler,
  flightBookingRequestFromApprovalHandler,
];
