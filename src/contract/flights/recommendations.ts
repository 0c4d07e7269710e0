import * as v from 'valibot';
import { RECOMMENDATION_KINDS } from '../../domain/flight-recommendations';
import { queryText } from '../query';
import { OfferSummarySchema } from './search';

/*
 * Flight recommendations and their feedback (docs/operations.md "Other operations": GET
 * flight_recommendations with searchresponseid, preferences, env, hydrate, cache; POST
 * feedback/{flights|hotels}/{id}). Plain routes with the bearer session; the search must be the
 * caller's own (another user's answers 404 'responseid: no such search'). Picks are made by
 * src/domain/flight-recommendations.ts.
 */

export const FLIGHT_RECOMMENDATIONS_PATH = '/api/flight_recommendations';
export const FEEDBACK_PATH = '/api/feedback/:kind/:id';

export interface FlightRecommendationsQuery {
  searchresponseid: string;
  /** Comma list: cheapest, fastest, nonstop, morning, afternoon, evening, refundable. */
  preferences?: string;
  /** Adds the full OfferSummary of each recommended flight. */
  hydrate?: boolean;
  /** false: no HTTP caching of the answer. */
  cache?: boolean;
}

export function flightRecommendationsUrl(q: FlightRecommendationsQuery): string {
  const params = new URLSearchParams({ searchresponseid: q.searchresponseid });
  if (q.preferences) params.set('preferences', q.preferences);
  if (q.hydrate) params.set('hydrate', 'true');
  if (q.cache === false) params.set('cache', 'false');
  return `${FLIGHT_RECOMMENDATIONS_PATH}?${params.toString()}`;
}

/** The query of GET /api/flight_recommendations as the server reads it; env is accepted and ignored. */
export const FlightRecommendationsQuerySchema = v.object({
  searchresponseid: v.pipe(
    queryText,
    v.trim(),
    v.nonEmpty('searchresponseid is required'),
    v.maxLength(64, 'searchresponseid is too long'),
  ),
  preferences: v.pipe(queryText, v.trim(), v.transform((text) => text.slice(0, 200))),
  hydrate: v.pipe(queryText, v.transform((text) => text.trim().toLowerCase() === 'true')),
  /** false: not even private caching of the answer. */
  cache: v.pipe(queryText, v.transform((text) => text.trim().toLowerCase() !== 'false')),
});

/** The path parameters of POST /api/feedback/{kind}/{id}; the kinds are checked by the route (404). */
export const FeedbackParamsSchema = v.object({ kind: v.string(), id: v.string() });

export const feedbackUrl = (kind: 'flights' | 'hotels', id: string) =>
  `/api/feedback/${kind}/${encodeURIComponent(id)}`;

export const FlightRecommendationSchema = v.object({
  /** Which list: 'onward' (or the combined round trip), 'return' (a domestic round trip's). */
  list: v.picklist(['onward', 'return']),
  kind: v.picklist(RECOMMENDATION_KINDS),
  kinds: v.array(v.picklist(RECOMMENDATION_KINDS)),
  label: v.string(),
  flightkey: v.string(),
  farekey: v.string(),
  totalfare: v.string(),
  reason: v.string(),
  /** With hydrate=true. */
  offer: v.optional(OfferSummarySchema),
});
export type FlightRecommendationWire = v.InferOutput<typeof FlightRecommendationSchema>;

export const FlightRecommendationsResponseSchema = v.object({
  searchresponseid: v.string(),
  /** 'pending': the search has no results yet (nothing recommended); poll QUEUERESULTS first. */
  status: v.picklist(['pending', 'complete']),
  recommendations: v.array(FlightRecommendationSchema),
});
export type FlightRecommendationsResponse = v.InferOutput<typeof FlightRecommendationsResponseSchema>;

const key = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.nonEmpty(`${name} is required`), v.maxLength(400, `${name} is too long`));

/** POST /api/feedback/flights/{searchresponseid}. */
export const FlightFeedbackRequestSchema = v.object(
  {
    is_dropdown_opened: v.boolean('is_dropdown_opened must be true or false'),
    recommendation: v.object(
      {
        kind: v.picklist(RECOMMENDATION_KINDS, `recommendation.kind must be one of ${RECOMMENDATION_KINDS.join(', ')}`),
        flightkey: key('recommendation.flightkey'),
      },
      'recommendation is required',
    ),
    selection: v.object(
      { flightkey: key('selection.flightkey'), farekey: key('selection.farekey') },
      'selection is required',
    ),
  },
  'body must be a JSON object',
);
export type FlightFeedbackRequest = v.InferOutput<typeof FlightFeedbackRequestSchema>;
