import { assign, fromPromise, setup } from 'xstate';
import type { OfferSummary } from '../../contract/flights/search';
import type { FlightSearchQuery } from '../../ui/flights/search/flight-query';

/**
 * One list of offers to choose from: the onward flights, a domestic round trip's return flights
 * (chosen separately), an international round trip's combined offers, or one multi-city sector.
 */
export interface OfferList {
  origin: string;
  destination: string;
  jdate: string;
  /** QUEUERESULTS summaries (GETMOREFARES answers one flight's full fares). */
  offers: OfferSummary[];
}

export interface SearchStarted {
  responseid: string;
  status: 'pending' | 'complete';
}

/** One QUEUERESULTS / QUEUERESULTSMULTI answer, shaped as the lists the page shows. */
export interface QueuedResults {
  status: 'pending' | 'complete';
  lists: OfferList[];
}

export interface FlightSearchInput {
  query: FlightSearchQuery;
  /** How many QUEUERESULTS answers may still say 'pending' before the search counts as failed. */
  maxPolls?: number;
}

export interface FlightSearchContext {
  query: FlightSearchQuery;
  responseid: string;
  polls: number;
  maxPolls: number;
  lists: OfferList[];
  error: string;
}

export type FlightSearchEvent = { type: 'SEARCH'; query: FlightSearchQuery } | { type: 'RETRY' };

export interface FetchResultsInput {
  responseid: string;
  query: FlightSearchQuery;
}

export const DEFAULT_MAX_POLLS = 30;
export const POLL_INTERVAL_MS = 1_000;
export const SEARCH_FAILED_MESSAGE = 'We could not get flights for this search. Please try again.';
export const SEARCH_TIMED_OUT_MESSAGE = 'The airline is taking too long to answer. Please try again.';

/** The routes provide the real calls (src/ui/flights/results/flight-search-api.ts); these refuse, so a missing one shows. */
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : SEARCH_FAILED_MESSAGE;

export const flightSearchSetup = setup({
  types: {
    context: {} as FlightSearchContext,
    events: {} as FlightSearchEvent,
    input: {} as FlightSearchInput,
  },
  actors: {
    searchFlights: fromPromise<SearchStarted, { query: FlightSearchQuery }>(notProvided('searchFlights')),
    fetchResults: fromPromise<QueuedResults, FetchResultsInput>(notProvided('fetchResults')),
  },
  delays: {
    // The page provides a shorter one in tests; the machine is never edited for it.
    pollInterval: POLL_INTERVAL_MS,
  },
  guards: {
    complete: (_, results: QueuedResults) => results.status === 'complete',
    completeWithOffers: (_, results: QueuedResults) =>
      results.status === 'complete' && results.lists.some((l) => l.offers.length > 0),
    pollsLeft: ({ context }) => context.polls < context.maxPolls,
  },
  actions: {
    // SEARCH and RETRY: the old lists go before the new search runs.
    startSearch: assign({
      query: ({ context, event }) => (event.type === 'SEARCH' ? event.query : context.query),
      responseid: '',
      polls: 0,
      lists: [],
      error: '',
    }),
    keepResults: assign((_, results: QueuedResults) => ({ lists: results.lists })),
    showError: assign((_, error: string) => ({ error })),
  },
});
