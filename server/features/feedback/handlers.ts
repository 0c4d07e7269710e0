import { getPendingFeedbackTrip, submitTripFeedback } from '../../../src/contract/feedback/operations';
import { defineHandler } from '../../dispatch/types';
import { isSpecialClient, pendingFeedbackTrips } from './pending';
import { submitFeedback } from './submit';

/*
 * Trip feedback. Both act on the caller's own trips only: a corporateid/profileid of someone else
 * never gets here (the dispatcher's ownership guard answers 403).
 */
export const feedbackHandlers = [
  defineHandler(getPendingFeedbackTrip)(async (ctx, { limit }) => {
    const special = await isSpecialClient(ctx);
    return {
      ResponseStatus: { status: 'OK' },
      specialclient: special,
      trips: await pendingFeedbackTrips(ctx, limit, special),
    };
  }),

  defineHandler(submitTripFeedback)(async (ctx, input) => {
    const recordid = await submitFeedback(ctx, input);
    return { ResponseStatus: { status: 'OK', message: 'Thank you for your feedback.' }, recordid };
  }),
];
