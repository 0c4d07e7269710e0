/* The calls of hotel stay reviews (docs/features/feedback.md "Hotel stay reviews", docs/features/hotels.md "Reviews"). */
import { api } from '../../../api';
import { addHotelReview } from '../../../contract/generic/operations';
import { getHotelReviewStatus, getHotelReviews } from '../../../contract/hotel-reviews/operations';
import { type StayReviewForm, stayReviewRequest } from '../../../contract/hotel-reviews/stay-review';

/** gethotelreviewstatus: whether the caller may review the stay now, or has. */
export const fetchReviewStatus = (txid: string) => api.callOperation(getHotelReviewStatus, { txid });

/** addhotelreview with the stay's txid: the server fills the hotel and the dates from the booking. */
export async function sendStayReview(txid: string, form: StayReviewForm): Promise<void> {
  await api.callOperation(addHotelReview, stayReviewRequest(txid, form));
}

export type ColleagueReviewsAnswer = Awaited<ReturnType<typeof fetchColleagueReviews>>;

/** gethotelreviews: the caller's company's reviews of the hotel. */
export const fetchColleagueReviews = (hotelcode: string) => api.callOperation(getHotelReviews, { hotelcode });
