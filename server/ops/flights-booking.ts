import { repriceFlights } from '../../src/contract/ops/flights-booking';
import { type OperationHandler, defineHandler } from '../dispatch/types';
import { sendFlightForApprovalHandler } from './flights-booking-approval';
import { bookFlightHandler } from './flights-booking-book';
import './flights-booking-capture';
import { flightBookingRequestFromApprovalHandler } from './flights-booking-from-approval';
import { repriceAnswer, repriceSelection } from './flights-booking-reprice';
import { flightEticketHandler } from './flights-eticket';
import { addFlightToTripHandler } from './flights-trip';

/* Handlers of the flight booking area (issue 6): re-price, booking (and its card capture), approval, add to trip, e-ticket. */

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
