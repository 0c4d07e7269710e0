import { addHotelReview } from '../../../src/contract/generic/operations';
import { getHotelReviewStatus, getHotelReviews, getPendingHotelReviews } from '../../../src/contract/hotel-reviews/operations';
import { defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { addReview } from './add-review';
import { colleagueReviews } from './colleagues';
import { TX_NOT_FOUND, callerStay, pendingStays, stayRefusal } from './stays';

/*
 * Reviews (docs/features/feedback.md "Hotel stay reviews"): TG-GENERIC addhotelreview for a trip's
 * items and hotel stays alike, and the TG-HOTEL reads of which stays wait for a review and what
 * the company's people wrote of a hotel.
 */
export const hotelReviewHandlers = [
  defineHandler(addHotelReview)(async (ctx, { txid, jsondata }) => ({
    ResponseStatus: { status: 'OK' },
    recordid: await addReview(ctx, txid, jsondata),
  })),

  defineHandler(getHotelReviewStatus)(async (ctx, { txid }) => {
    const found = await callerStay(ctx, txid);
    if (!found) throw forbidden(TX_NOT_FOUND);
    const { stay, reviewed } = found;
    const reason = stayRefusal(stay, reviewed, ctx.now) ?? '';
    const { status: _status, countryCode: _country, ...shown } = stay;
    return { stay: shown, reviewable: reason === '', reviewed, reason };
  }),

  defineHandler(getPendingHotelReviews)(async (ctx, { tripid }) => ({ stays: await pendingStays(ctx, tripid) })),

  defineHandler(getHotelReviews)(async (ctx, { hotelcode }) => colleagueReviews(ctx, hotelcode)),
];
