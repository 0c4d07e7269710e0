import { fromPromise } from 'xstate';
import { addToTripWith } from '../../../machines/booking/add-to-trip.machine';
import { approvalWith } from '../../../machines/booking/approval.machine';
import { paymentWith } from '../../../machines/booking/payment.machine';
import { insuranceMachine } from '../../../machines/insurance/insurance.machine';
import { fetchInsurancePrice } from '../insurance-api';
import { addToTrip, bookInsurance, sendForApproval } from './review-api';

/** The insurance machine as the review page runs it: its calls are the review page's. */
export const reviewMachine = insuranceMachine.provide({
  actors: {
    fetchPrice: fromPromise(({ input }) => fetchInsurancePrice(input)),
    approval: approvalWith(sendForApproval),
    tripAddition: addToTripWith(addToTrip),
    payment: paymentWith(bookInsurance),
  },
});
