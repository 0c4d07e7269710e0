import { fromPromise } from 'xstate';
import { paymentWith } from '../../../machines/booking/payment.machine';
import { insuranceMachine } from '../../../machines/insurance/insurance.machine';
import { fetchInsurancePrice } from '../insurance-api';
import { addToTrip, bookInsurance, sendForApproval } from './review-api';

/** The insurance machine as the review page runs it: its calls are the review page's. */
export const reviewMachine = insuranceMachine.provide({
  actors: {
    fetchPrice: fromPromise(({ input }) => fetchInsurancePrice(input)),
    sendForApproval: fromPromise(({ input }) => sendForApproval(input)),
    addToTrip: fromPromise(({ input }) => addToTrip(input)),
    payment: paymentWith(bookInsurance),
  },
});
