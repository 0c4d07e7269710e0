import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { FetchResultsInput, QueuedResults, SearchStarted } from './flight-search.machine';
import { flightSearchMachine } from './flight-search.machine';
import { rescheduleQuery, searchUntilSettled } from './flight-reschedule.search';

/* The reschedule's search runs the flight search machine itself: its polling, its end states, its messages. */

const TRIP = {
  triptype: 'roundtrip',
  origin: 'BLR',
  destination: 'DEL',
  onwarddate: '2026-12-10',
  returndate: '2026-12-14',
} as const;
const query = rescheduleQuery({ txid: 'FL700001', trip: TRIP, onwarddate: '2026-12-20', returndate: '2026-12-23' });
const list = (offers: number) => ({
  origin: 'BLR',
  destination: 'DEL',
  jdate: '2026-12-20',
  offers: Array.from({ length: offers }, () => ({}) as never),
});

function searchWith(
  answers: QueuedResults[],
  started: () => Promise<SearchStarted> = async () => ({ responseid: 'FS1', status: 'pending' }),
) {
  const polls: FetchResultsInput[] = [];
  const machine = flightSearchMachine.provide({
    actors: {
      searchFlights: fromPromise(started),
      fetchResults: fromPromise<QueuedResults, FetchResultsInput>(async ({ input }) => {
        polls.push(input);
        return answers[Math.min(polls.length - 1, answers.length - 1)]!;
      }),
    },
    delays: { pollInterval: 50 },
  });
  return { machine, polls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the reschedule search', () => {
  it('names the lists by the booking route and the new dates', () => {
    expect(query.triptype).toBe('roundtrip');
    expect(query.sectors).toEqual([
      { origin: 'BLR', destination: 'DEL', jdate: '2026-12-20' },
      { origin: 'DEL', destination: 'BLR', jdate: '2026-12-23' },
    ]);
    expect(
      rescheduleQuery({
        txid: 'X',
        trip: { ...TRIP, triptype: 'oneway', returndate: '' },
        onwarddate: '2026-12-20',
        returndate: '',
      }).sectors,
    ).toHaveLength(1);
  });

  it('polls until the search is complete and answers its responseid and lists', async () => {
    const { machine, polls } = searchWith([
      { status: 'pending', lists: [] },
      { status: 'complete', lists: [list(2), list(1)] },
    ]);
    const answer = searchUntilSettled(machine, query);
    await vi.advanceTimersByTimeAsync(50);
    await expect(answer).resolves.toEqual({ responseid: 'FS1', lists: [list(2), list(1)] });
    expect(polls).toEqual([
      { responseid: 'FS1', query },
      { responseid: 'FS1', query },
    ]);
  });

  it('answers no lists when nothing flies, and fails with the search message', async () => {
    await expect(
      searchUntilSettled(searchWith([{ status: 'complete', lists: [list(0)] }]).machine, query),
    ).resolves.toEqual({
      responseid: 'FS1',
      lists: [],
    });
    const refused = searchWith([], () => Promise.reject(new Error('returndate is required for a round trip')));
    await expect(searchUntilSettled(refused.machine, query)).rejects.toThrow('returndate is required for a round trip');
  });

  it('stops polling when its caller gives up', async () => {
    const { machine, polls } = searchWith([{ status: 'pending', lists: [] }]);
    const stop = new AbortController();
    const answer = searchUntilSettled(machine, query, stop.signal);
    await vi.advanceTimersByTimeAsync(0);
    stop.abort();
    await expect(answer).rejects.toBeTruthy();
    const seen = polls.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(polls).toHaveLength(seen);
  });
});
