/*
 * What a traveller fills in about a hotel stay (docs/features/feedback.md "Hotel stay reviews"),
 * shared by the trip feedback's stay cards and the voucher's 'Review your stay': the Feedback
 * review's ratings (docs/product.md#records) and how addhotelreview carries them. The server fills
 * the hotel, city, country and date from the booking.
 */

export const SUB_RATINGS = [
  { name: 'cleanliness', label: 'Cleanliness' },
  { name: 'location', label: 'Location' },
  { name: 'service', label: 'Service' },
  { name: 'checkin', label: 'Check-in' },
  { name: 'value', label: 'Value for money' },
  { name: 'wifi', label: 'Wi-Fi' },
] as const;
export type SubRating = (typeof SUB_RATINGS)[number]['name'];

/** Half-star ratings, 0 for "not rated" (Mantine Rating's empty value); only the overall one is required. */
export type StayReviewForm = Record<'overall' | SubRating, number> & {
  recommended: boolean | null;
  text: string;
};

export const emptyStayReview = (): StayReviewForm => ({
  overall: 0,
  cleanliness: 0,
  location: 0,
  service: 0,
  checkin: 0,
  value: 0,
  wifi: 0,
  recommended: null,
  text: '',
});

export const OVERALL_REQUIRED = 'Please rate your stay overall.';

/** The form's one rule: the overall rating is given. */
export const stayReviewProblem = (form: StayReviewForm): string | null => (form.overall > 0 ? null : OVERALL_REQUIRED);

/** TG-GENERIC addhotelreview's fields for a stay (src/contract/generic/operations.ts HotelReviewSchema). */
export interface StayReviewRequest {
  txid: string;
  jsondata: { txid: string; overallrating: number; recommended: boolean | null; feedbacktext: string } & Partial<Record<SubRating, number>>;
}

/** The addhotelreview call for a stay: sub-ratings left at 0 are not sent. */
export function stayReviewRequest(txid: string, form: StayReviewForm): StayReviewRequest {
  const given = SUB_RATINGS.filter(({ name }) => form[name] > 0).map(({ name }) => [name, form[name]] as const);
  return {
    txid,
    jsondata: {
      txid,
      overallrating: form.overall,
      ...Object.fromEntries(given),
      recommended: form.recommended,
      feedbacktext: form.text.trim(),
    },
  };
}
