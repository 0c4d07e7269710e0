import { ApiError } from '../../api/errors';
import type { RequestOf, ResponseOf } from '../../contract/operation';
import type { getPendingFeedbackTrip, submitTripFeedback } from '../../contract/feedback/operations';
import type { Role } from '../../contract/roles';
import { type FeedbackTrip, overallRating, promptTrip } from '../../domain/feedback';

export interface FeedbackPromptInput {
  corporateid: string;
  profileid: string;
  role: Role;
  /** The prompt was already shown to this profile today (issue 15: at most once a day). */
  dismissed: boolean;
  /** YYYY-MM-DD of the user's today. */
  today: string;
}

/** What the dialog holds: two half-star ratings (0 = not rated yet) and two text areas. */
export interface FeedbackForm {
  booking: number;
  travel: number;
  bookingText: string;
  travelText: string;
}

export type PendingAnswer = ResponseOf<typeof getPendingFeedbackTrip>;
export type SubmitFields = RequestOf<typeof submitTripFeedback>;

/** The trip to ask about, from the server's answer and the user's facts (docs/product.md#trip-feedback). */
export function tripToPrompt(input: FeedbackPromptInput, answer: PendingAnswer): FeedbackTrip | null {
  return promptTrip({
    specialclient: answer.specialclient,
    role: input.role,
    dismissed: input.dismissed,
    trips: answer.trips,
    today: input.today,
  });
}

/** The submit call's fields; overall is sent too so the server can check the client's average. */
export function submitFieldsOf(trip: FeedbackTrip, form: FeedbackForm): SubmitFields {
  return {
    tripid: trip.tripid,
    bookingrating: form.booking,
    travelrating: form.travel,
    overallrating: overallRating(form.booking, form.travel),
    feedbacktext: form.bookingText.trim(),
    travelfeedbacktext: form.travelText.trim(),
  };
}

/** A review already stored (another tab, a lost answer): nothing left to ask, so the dialog closes. */
export function isAlreadySubmitted(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && /already submitted/.test(error.message);
}
