import { createActor, waitFor } from 'xstate';
import type { FlightSearchQuery } from '../../ui/flights/search/flight-query';
import type { OfferList, flightSearchMachine } from './flight-search.machine';
import type { RescheduleTrip } from './flight-reschedule.logic';

/*
 * The reschedule's search is the flight search: the same machine (SEARCH… answers a responseid,
 * QUEUERESULTS polled every interval until 'complete', too many pending answers or a failed call
 * end it), only started with SEARCHFLIGHTSRESC. Run to its end, it answers the responseid and the
 * lists, or fails with the search's own message.
 */

export interface RescheduleSearchInput {
  txid: string;
  trip: RescheduleTrip;
  onwarddate: string;
  returndate: string;
}

export interface RescheduleSearchOutput {
  responseid: string;
  lists: OfferList[];
}

/**
 * The search as the results pages would make it for the new dates: the lists are named by these
 * sectors. Travellers and cabin are the booking's, which the server takes from it, not from here.
 */
export function rescheduleQuery({ trip, onwarddate, returndate }: RescheduleSearchInput): FlightSearchQuery {
  const onward = { origin: trip.origin, destination: trip.destination, jdate: onwarddate };
  return {
    triptype: trip.triptype,
    domint: 'domestic',
    cabin: 'economy',
    adults: 1,
    children: 0,
    infants: 0,
    sectors:
      trip.triptype === 'roundtrip'
        ? [onward, { origin: trip.destination, destination: trip.origin, jdate: returndate }]
        : [onward],
  };
}

/** Runs a (provided) flight search machine until it has results, none, or failed; stops it when `signal` aborts. */
export async function searchUntilSettled(
  search: typeof flightSearchMachine,
  query: FlightSearchQuery,
  signal?: AbortSignal,
): Promise<RescheduleSearchOutput> {
  const actor = createActor(search, { input: { query } }).start();
  try {
    const settled = await waitFor(
      actor,
      (s) => s.matches('results') || s.matches('noResults') || s.matches('failed'),
      signal ? { signal } : {},
    );
    if (settled.matches('failed')) throw new Error(settled.context.error);
    if (settled.matches('noResults')) return { responseid: settled.context.responseid, lists: [] };
    return { responseid: settled.context.responseid, lists: settled.context.lists };
  } finally {
    actor.stop();
  }
}
