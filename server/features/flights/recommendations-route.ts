import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  FEEDBACK_PATH,
  FeedbackParamsSchema,
  FLIGHT_RECOMMENDATIONS_PATH,
  FlightFeedbackRequestSchema,
  FlightRecommendationsQuerySchema,
  type FlightRecommendationsResponse,
  type FlightRecommendationWire,
} from '../../../src/contract/flights/recommendations';
import { summariseOffer, type OfferSummary } from '../../../src/contract/flights/search';
import { recommendFlights } from '../../../src/domain/flight-recommendations';
import type { AppContext } from '../../app-context';
import { type StoredSearch, findOwnSearch, rerunSearch, searchStatus } from './search-store';
import { flightRecommendationFeedback } from '../../store/schema-flight-recommendations';
import type { Executor } from '../../store/db';
import { HttpError, badRequest } from '../../http/errors';
import { defineRoute, mountRoutes } from '../../http/define-route';

/*
 * GET /api/flight_recommendations and POST /api/feedback/{flights|hotels}/{id} (docs/operations.md
 * "Other operations"; contract src/contract/flights/recommendations.ts). Plain routes with the
 * bearer session (401 + statuscode 900 without one), on the caller's own search only: another
 * user's or an unknown searchresponseid answers 404 'responseid: no such search', as QUEUERESULTS
 * does. Reading recommendations does not count as a QUEUERESULTS poll: a search still 'pending'
 * answers status 'pending' and no recommendations.
 */

/** The search's lists as QUEUERESULTS answers them: onward (or combined) and a domestic round trip's return. */
async function listsOf(db: Executor, row: StoredSearch): Promise<{ onward: OfferSummary[]; back: OfferSummary[] }> {
  const lists = await rerunSearch(db, row);
  const onward = lists.combined ?? lists.sectors[0] ?? [];
  const back = lists.combined ? [] : (lists.sectors[1] ?? []);
  return { onward: onward.map(summariseOffer), back: back.map(summariseOffer) };
}

const recommendationsRoute = defineRoute({
  method: 'GET',
  path: FLIGHT_RECOMMENDATIONS_PATH,
  auth: 'session',
  name: 'FLIGHT_RECOMMENDATIONS',
  query: FlightRecommendationsQuerySchema,
  handler: async ({ app, reply, session, query }): Promise<FlightRecommendationsResponse> => {
    const { searchresponseid, hydrate, preferences } = query;
    // Answers are never cached (http/security.ts makes them private, no-store); cache=false asks
    // for plain no-store, not even private.
    if (!query.cache) void reply.header('cache-control', 'no-store');
    const row = await findOwnSearch(app.store.db, session, searchresponseid);
    if (row.request.triptype === 'multicity') throw badRequest('searchresponseid: a multi-city search has no recommendations');
    const status = searchStatus(row);
    if (status === 'pending') return { searchresponseid, status, recommendations: [] };
    const { onward, back } = await listsOf(app.store.db, row);
    const picks = (list: 'onward' | 'return', offers: OfferSummary[]): FlightRecommendationWire[] => {
      const byKey = new Map(offers.map((o) => [o.flightkey, o]));
      return recommendFlights(offers, preferences).map((r) => ({
        list,
        ...r,
        ...(hydrate ? { offer: byKey.get(r.flightkey) } : {}),
      }));
    };
    return { searchresponseid, status, recommendations: [...picks('onward', onward), ...picks('return', back)] };
  },
});

const feedbackRoute = defineRoute({
  method: 'POST',
  path: FEEDBACK_PATH,
  auth: 'session',
  name: 'FEEDBACK',
  params: FeedbackParamsSchema,
  // The kind and the search answer 404 before a bad body is looked at.
  admit: async ({ app, session, params: { kind, id } }) => {
    if (kind === 'hotels') throw new HttpError(404, 'id: no such hotel search');
    if (kind !== 'flights') throw new HttpError(404, `Not found: feedback/${kind}`);
    return findOwnSearch(app.store.db, session, id);
  },
  // A bodiless POST is read as {}, so the message names the first missing field.
  body: v.pipe(v.unknown(), v.transform((body) => body ?? {}), FlightFeedbackRequestSchema),
  handler: async ({ app, session, now, admitted: row, body }) => {
    const { is_dropdown_opened, recommendation, selection } = body;
    await app.store.db.insert(flightRecommendationFeedback).values({
      responseId: row.responseId,
      corporateId: session.corporateid,
      profileId: session.profileid,
      isDropdownOpened: is_dropdown_opened,
      recommendationKind: recommendation.kind,
      recommendationFlightkey: recommendation.flightkey,
      selectionFlightkey: selection.flightkey,
      selectionFarekey: selection.farekey,
      createdAt: now,
    });
    return { ResponseStatus: { status: 'OK' as const, message: 'Feedback recorded' } };
  },
});

export function registerFlightRecommendationsRoute(app: FastifyInstance, ctx: AppContext): void {
  mountRoutes(app, ctx, [recommendationsRoute, feedbackRoute]);
}
