import { fromPromise } from 'xstate';
import { addToTripWith } from '../../../machines/booking/add-to-trip.machine';
import { approvalWith } from '../../../machines/booking/approval.machine';
import { paymentWith } from '../../../machines/booking/payment.machine';
import { flightBookingMachine } from '../../../machines/flights/flight-booking.machine';
import { addToTrip, bookFlightCall, repriceFares, sendForApproval } from './book-api';

/** The flight booking machine as the book page runs it: its calls are the page's. */
export const bookMachine = flightBookingMachine.provide({
  actors: {
    repriceFlights: fromPromise(({ input }) => repriceFares(input)),
    approval: approvalWith(sendForApproval),
    tripAddition: addToTripWith(addToTrip),
    payment: paymentWith(bookFlightCall),
  },
});
