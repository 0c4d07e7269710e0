import * as v from 'valibot';
import { expireSession } from '../../../api';
import {
  type FlightFeedbackRequest,
  FlightRecommendationsResponseSchema,
  type FlightRecommendationWire,
  feedbackUrl,
  flightRecommendationsUrl,
} from '../../../contract/flights/recommendations';
import { SESSION_EXPIRED_STATUSCODE } from '../../../contract/envelope';
import { getSession } from '../../../session/store';

/*
 * The results' recommendations (docs/operations.md GET flight_recommendations) and the feedback of a
 * selection (POST feedback/flights/{id}), with the session's bearer token like the airport search.
 * Recommendations are extra: any failure answers none; feedback is fire and forget.
 */

const bearer = (): Record<string, string> => {
  const token = getSession()?.userauth.authtoken;
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** The recommendations of a search ([] when it cannot be asked or answers nothing useful). */
export async function fetchRecommendations(searchresponseid: string): Promise<FlightRecommendationWire[]> {
  try {
    const response = await fetch(flightRecommendationsUrl({ searchresponseid }), { headers: bearer() });
    const body: unknown = await response.json().catch(() => null);
    if ((body as { statuscode?: unknown } | null)?.statuscode === SESSION_EXPIRED_STATUSCODE) {
      void expireSession();
      return [];
    }
    if (!response.ok) return [];
    const parsed = v.safeParse(FlightRecommendationsResponseSchema, body);
    return parsed.success ? parsed.output.recommendations : [];
  } catch {
    return [];
  }
}

/** Records which fare was selected next to which recommendation; errors are ignored. */
export function sendRecommendationFeedback(searchresponseid: string, body: FlightFeedbackRequest): void {
  try {
    void fetch(feedbackUrl('flights', searchresponseid), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer() },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fire and forget
  }
}
