import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { summary as offer } from '../../domain/flight-filters.fixtures';
import type { FlightSearchQuery } from '../../ui/flights/search/flight-query';
import { flightSearchMachine, type FlightSearchEvent, type QueuedResults } from './flight-search.machine';
import { POLL_INTERVAL_MS, SEARCH_FAILED_MESSAGE, SEARCH_TIMED_OUT_MESSAGE } from './flight-search.setup';

/**
 * Model-based (docs/architecture.md#how-to-add-a-screen): xstate/graph walks the machine with the user's events, the poll
 * timer and the actors' synthetic done/error events; each path is replayed on a real actor with
 * fake timers and fake actors settled by the path's events, and compared with `expected` below.
 */
const POLL = 'xstate.after.pollInterval.flightSearch.waiting';
type GraphEvent =
  | FlightSearchEvent
  | { type: typeof POLL }
  | { type: 'xstate.done.actor.searchFlights'; output: { responseid: string; status: 'pending' } }
  | { type: 'xstate.done.actor.fetchResults'; output: QueuedResults }
  | { type: `xstate.error.actor.${'searchFlights' | 'fetchResults'}`; error: Error };

const first: FlightSearchQuery = {
  triptype: 'oneway',
  domint: 'domestic',
  cabin: 'economy',
  adults: 1,
  children: 0,
  infants: 0,
  sectors: [{ origin: 'BLR', destination: 'DEL', jdate: '2026-12-01' }],
};
const second: FlightSearchQuery = { ...first, cabin: 'business' };
const list = (offers = [offer()]) => [{ origin: 'BLR', destination: 'DEL', jdate: '2026-12-01', offers }];
const MAX_POLLS = 2;

const events: GraphEvent[] = [
  { type: 'SEARCH', query: second },
  { type: 'RETRY' },
  { type: POLL },
  { type: 'xstate.done.actor.searchFlights', output: { responseid: 'R1', status: 'pending' } },
  { type: 'xstate.error.actor.searchFlights', error: new Error('') },
  { type: 'xstate.done.actor.fetchResults', output: { status: 'pending', lists: list([]) } },
  { type: 'xstate.done.actor.fetchResults', output: { status: 'complete', lists: list() } },
  { type: 'xstate.done.actor.fetchResults', output: { status: 'complete', lists: list([]) } },
  { type: 'xstate.error.actor.fetchResults', error: new Error('Network down') },
];

interface Expected {
  value: string;
  query: FlightSearchQuery;
  error: string;
  offers: number;
  calls: string[];
}

/** The flow the machine should follow, written out plainly. */
function expected(path: GraphEvent[]): Expected {
  const s: Expected = { value: 'searching', query: first, error: '', offers: 0, calls: ['search'] };
  let polls = 0;
  const go = (value: string) => {
    s.value = value;
    if (value === 'searching') Object.assign(s, { error: '', offers: 0 }, { calls: [...s.calls, 'search'] });
    if (value === 'searching') polls = 0;
    if (value === 'polling') {
      polls += 1;
      s.calls.push('poll');
    }
  };
  for (const e of path) {
    const at = s.value;
    if (e.type === 'SEARCH') {
      s.query = e.query;
      go('searching');
    } else if (e.type === 'RETRY' && at === 'failed') go('searching');
    else if (e.type === POLL && at === 'waiting') go('polling');
    else if (e.type === 'xstate.done.actor.searchFlights' && at === 'searching') go('polling');
    else if (e.type === 'xstate.done.actor.fetchResults' && at === 'polling') {
      const offers = e.output.lists[0]!.offers.length;
      if (e.output.status === 'complete') {
        s.offers = offers;
        go(offers > 0 ? 'results' : 'noResults');
      } else if (polls < MAX_POLLS) go('waiting');
      else {
        s.error = SEARCH_TIMED_OUT_MESSAGE;
        go('failed');
      }
    } else if (e.type.startsWith('xstate.error.actor.') && (at === 'searching' || at === 'polling')) {
      s.error = (e as { error: Error }).error.message || SEARCH_FAILED_MESSAGE;
      go('failed');
    }
  }
  return s;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function replay(path: GraphEvent[]) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const calls: string[] = [];
  const fake = (name: string, src: string) =>
    fromPromise<never, { query: FlightSearchQuery; responseid?: string }>(({ input }) => {
      calls.push(name);
      if (src === 'fetchResults') expect(input.responseid).toBe('R1');
      return new Promise((resolve, reject) => pending.set(src, { resolve: resolve as (v: unknown) => void, reject }));
    }) as AnyActorLogic;
  const machine = flightSearchMachine.provide({
    actors: { searchFlights: fake('search', 'searchFlights'), fetchResults: fake('poll', 'fetchResults') },
  });
  const actor = createActor(machine, { input: { query: first, maxPolls: MAX_POLLS } }).start();
  for (const event of path) {
    const [, kind, , src] = event.type.split('.');
    if (event.type === POLL) {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
      expect(actor.getSnapshot().value).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
    } else if (kind === 'done') pending.get(src!)!.resolve((event as { output: unknown }).output);
    else if (kind === 'error') pending.get(src!)!.reject((event as { error: Error }).error);
    else actor.send(event as FlightSearchEvent);
    await vi.advanceTimersByTimeAsync(0);
  }
  return { snapshot: actor.getSnapshot(), calls };
}

const modelMachine = flightSearchMachine.provide({
  actors: {
    searchFlights: fromPromise(() => new Promise<never>(() => {})) as AnyActorLogic,
    fetchResults: fromPromise(() => new Promise<never>(() => {})) as AnyActorLogic,
  },
});
const serializeEvent = (event: GraphEvent) =>
  JSON.stringify(event, (_, v: unknown) => (v instanceof Error ? v.message : v));
const label = (steps: GraphEvent[]) => steps.map((e) => e.type.replace('xstate.', '')).join(' → ') || 'start';

describe('flight search machine', () => {
  const paths = getShortestPaths(modelMachine, {
    input: { query: first, maxPolls: MAX_POLLS },
    events: events as FlightSearchEvent[],
    serializeEvent: serializeEvent as (e: FlightSearchEvent) => string,
  });

  it('reaches every outcome', () => {
    const values = new Set(paths.map((p) => p.state.value as string));
    expect(values).toEqual(new Set(['searching', 'polling', 'waiting', 'results', 'noResults', 'failed']));
  });

  for (const path of paths) {
    const steps = path.steps.map((s) => s.event as GraphEvent).filter((e) => (e.type as string) !== 'xstate.init');
    it(label(steps), async () => {
      const want = expected(steps);
      const { snapshot, calls } = await replay(steps);
      expect(snapshot.value).toBe(want.value);
      expect(calls).toEqual(want.calls);
      expect(snapshot.context.query).toEqual(want.query);
      expect(snapshot.context.error).toBe(want.error);
      expect(snapshot.context.lists[0]?.offers.length ?? 0).toBe(want.offers);
    });
  }
});
