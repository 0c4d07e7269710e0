import { assign } from 'xstate';
import {
  DEFAULT_MAX_POLLS,
  errorText,
  flightSearchSetup,
  SEARCH_TIMED_OUT_MESSAGE,
} from './flight-search.setup';

export type {
  FetchResultsInput,
  FlightSearchContext,
  FlightSearchEvent,
  FlightSearchInput,
  OfferList,
  QueuedResults,
  SearchStarted,
} from './flight-search.setup';

/**
 * A flight search (docs/operations.md TGFS): SEARCHFLIGHTS answers a responseid, QUEUERESULTS is polled
 * every `pollInterval` until the airline says 'complete' → results | noResults; a failed call, or
 * more than `maxPolls` answers still pending, → failed (RETRY searches again). A new SEARCH from
 * any state drops the lists and starts over (the results page's modify search).
 */
export const flightSearchMachine = flightSearchSetup.createMachine({
  id: 'flightSearch',
  context: ({ input }) => ({
    query: input.query,
    responseid: '',
    polls: 0,
    maxPolls: input.maxPolls ?? DEFAULT_MAX_POLLS,
    lists: [],
    error: '',
  }),
  initial: 'searching',
  on: {
    SEARCH: { target: '.searching', reenter: true, actions: 'startSearch' },
  },
  states: {
    searching: {
      invoke: {
        id: 'searchFlights',
        src: 'searchFlights',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'polling', actions: assign({ responseid: ({ event }) => event.output.responseid }) },
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => errorText(event.error) } },
      },
    },
    polling: {
      entry: assign({ polls: ({ context }) => context.polls + 1 }),
      invoke: {
        id: 'fetchResults',
        src: 'fetchResults',
        input: ({ context }) => ({ responseid: context.responseid, query: context.query }),
        onDone: [
          // Only a complete answer is shown: offers arriving later would reorder the list under the user.
          {
            guard: { type: 'completeWithOffers', params: ({ event }) => event.output },
            target: 'results',
            actions: { type: 'keepResults', params: ({ event }) => event.output },
          },
          { guard: { type: 'complete', params: ({ event }) => event.output }, target: 'noResults' },
          { guard: 'pollsLeft', target: 'waiting' },
          { target: 'failed', actions: { type: 'showError', params: SEARCH_TIMED_OUT_MESSAGE } },
        ],
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => errorText(event.error) } },
      },
    },
    waiting: {
      after: { pollInterval: 'polling' },
    },
    results: {},
    noResults: {},
    failed: {
      on: { RETRY: { target: 'searching', actions: 'startSearch' } },
    },
  },
});
