import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  FEEDBACK_PATH,
  FLIGHT_RECOMMENDATIONS_PATH,
  FlightFeedbackRequestSchema,
  type FlightRecommendationsResponse,
  type FlightRecommendationWire,
} from '../../../src/contract/flights/recommendations';
import { summariseOffer, type OfferSummary } from '../../../src/contract/flights/search';
import type { Operation } from '../../../src/contract/operation';
import { recommendFlights } from '../../../src/domain/flight-recommendations';
import type { AppContext } from '../../app-context';
import { type StoredSearch, findOwnSearch, rerunSearch, searchStatus } from './search-store';
import { flightRecommendationFeedback } from '../../store/schema-flight-recommendations';
import type { Executor } from '../../store/db';
import { HttpError, badRequest } from '../../http/errors';
import { authenticate } from '../../http/route-auth';

/*
 * GET /api/flight_recommendations and POST /api/feedback/{flights|hotels}/{id} (docs/operations.md
 * "Other operations"; contract src/contract/flights/recommendations.ts). Plain routes with the
 * bearer session (401 + statuscode 900 without one), on the caller's own search only: another
 * user's or an unknown searchresponseid answers 404 'responseid: no such search', as QUEUERESULTS
 * does. Reading recommendations does not count as a QUEUERESULTS poll: a search still 'pending'
 * answers status 'pending' and no recommendations.
 */

const RECOMMENDATIONS_OPERATION = { opid: 'FLIGHT_RECOMMENDATIONS', action: null } as unknown as Operation;
const FEEDBACK_OPERATION = { opid: 'FEEDBACK', action: null } as unknown as Operation;

type Query = Record<string, string | string[] | undefined>;
const one = (q: Query, name: string) => {
  const raw = q[name];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
};

/** The search's lists as QUEUERESULTS answers them: onward (or combined) and a domestic round trip's return. */
async function listsOf(db: Executor, row: StoredSearch): Promise<{ onward: OfferSummary[]; back: OfferSummary[] }> {
  const lists = await rerunSearch(db, row);
  const onward = lists.combined ?? lists.sectors[0] ?? [];
  const back = lists.combined ? [] : (lists.sectors[1] ?? []);
  return { onward: onward.map(summariseOffer), back: back.map(summariseOffer) };
}

export function registerFlightRecommendationsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: Query }>(
    FLIGHT_RECOMMENDATIONS_PATH,
    async (request, reply): Promise<FlightRecommendationsResponse> => {
      const session = await authenticate(ctx, request, RECOMMENDATIONS_OPERATION);
      const q = request.query;
      const searchresponseid = one(q, 'searchresponseid');
      if (!searchresponseid) throw badRequest('searchresponseid is required');
      if (searchresponseid.length > 64) throw badRequest('searchresponseid is too long');
      const hydrate = one(q, 'hydrate').toLowerCase() === 'true';
      const preferences = one(q, 'preferences').slice(0, 200);
      // env is accepted and ignored (one environment). Answers are never cached (http/security.ts
      // makes them private, no-store); cache=false asks for plain no-store, not even private.
      if (one(q, 'cache').toLowerCase() === 'false') void reply.header('cache-control', 'no-store');
      const row = await findOwnSearch(ctx.store.db, session, searchresponseid);
      if (row.request.triptype === 'multicity')
        throw badRequest('searchresponseid: a multi-city search has no recommendations');
      const status = searchStatus(row);
      if (status === 'pending') return { searchresponseid, status, recommendations: [] };
      const { onward, back } = await listsOf(ctx.store.db, row);
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
  );

  app.post<{ Params: { kind: string; id: string } }>(FEEDBACK_PATH, async (request) => {
    const session = await authenticate(ctx, request, FEEDBACK_OPERATION);
    const { kind, id } = request.params;
    if (kind === 'hotels') throw new HttpError(404, 'id: no such hotel search');
    if (kind !== 'flights') throw new HttpError(404, `Not found: feedback/${kind}`);
    const row = await findOwnSearch(ctx.store.db, session, id);
    const parsed = v.safeParse(FlightFeedbackRequestSchema, request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const path = v.getDotPath(issue);
      const message = issue.message.startsWith(path ?? '\u0000') || !path ? issue.message : `${path}: ${issue.message}`;
      throw badRequest(message);
    }
    const { is_dropdown_opened, recommendation, selection } = parsed.output;
    await ctx.store.db.insert(flightRecommendationFeedback).values({
      responseId: row.responseId,
      corporateId: session.corporateid,
      profileId: session.profileid,
      isDropdownOpened: is_dropdown_opened,
      recommendationKind: recommendation.kind,
      recommendationFlightkey: recommendation.flightkey,
      selectionFlightkey: selection.flightkey,
      selectionFarekey: selection.farekey,
      createdAt: ctx.now(),
    });
    return { ResponseStatus: { status: 'OK' as const, message: 'Feedback recorded' } };
  });
}
