/* The trip feedback's hotel stay calls (docs/features/feedback.md "Hotel stay reviews"). */
import { api } from '../../api';
import { addHotelReview } from '../../contract/generic/operations';
import { type ReviewStay, getPendingHotelReviews } from '../../contract/hotel-reviews/operations';
import { type StayReviewForm, stayReviewRequest } from '../../contract/hotel-reviews/stay-review';

/** getpendinghotelreviews of one trip: its stays the caller has not reviewed yet. */
export async function fetchTripStays(tripid: string): Promise<ReviewStay[]> {
  return (await api.callOperation(getPendingHotelReviews, { tripid })).stays;
}

export async function sendStayReview(txid: string, form: StayReviewForm): Promise<void> {
  await api.callOperation(addHotelReview, stayReviewRequest(txid, form));
}
