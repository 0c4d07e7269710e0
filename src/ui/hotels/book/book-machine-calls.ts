import { fromCallback, fromPromise } from 'xstate';
import { addToTripWith } from '../../../machines/booking/add-to-trip.machine';
import { approvalWith } from '../../../machines/booking/approval.machine';
import { paymentWith } from '../../../machines/booking/payment.machine';
import { hotelBookingMachine, type HotelBookingEvent } from '../../../machines/hotels/hotel-booking.machine';
import { addStayToTrip, bookStay, loadApprovedRequest, recheckRate, sendStayForApproval } from './book-api';

/** The browser's 'online' event as the machine's ONLINE: a page waiting for the network checks the rate again. */
const online = fromCallback<HotelBookingEvent>(({ sendBack }) => {
  const listener = () => sendBack({ type: 'ONLINE' });
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
});

/** The hotel booking machine as the book page runs it: its calls are the page's. */
export const hotelBookMachine = hotelBookingMachine.provide({
  actors: {
    loadApprovedRequest: fromPromise(({ input }) => loadApprovedRequest(input)),
    recheckRate: fromPromise(({ input }) => recheckRate(input)),
    online,
    approval: approvalWith(sendStayForApproval),
    tripAddition: addToTripWith(addStayToTrip),
    payment: paymentWith(bookStay),
  },
});
