import { Button, Collapse, Group, Paper } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import dayjs from 'dayjs';
import { lazy, useCallback, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { FlightPolicy } from '../../../domain/flight-policy';
import { flightSearchMachine } from '../../../machines/flights/flight-search.machine';
import {
  decodeQueryFor,
  encodeFlightQuery,
  resultRouteFor,
  type FlightSearchQuery,
  type ResultRoute,
} from '../search/flight-query';
import { fromFlightQuery } from '../search/flight-search-rules';
import { loadFareCalendar } from '../search/use-fare-calendar';
import { useSession } from '../../../session/store';
import { MountOnceOpened } from '../../shared/MountOnceOpened';
import {
  fetchFareRules,
  fetchFlightPolicy,
  fetchFlightResults,
  fetchMoreFares,
  startFlightSearch,
  validateSelection,
} from './flight-search-api';
import { FlightResultsPage } from './FlightResultsPage';
import { fetchRecommendations, sendRecommendationFeedback } from './recommendations-api';

// The modify-search form (date pickers, fare calendar) loads and renders only once opened: results
// re-render on each answer of the search, and a hidden form made each of those renders longer.
const FlightSearchForm = lazy(() =>
  import('../search/FlightSearchForm').then((m) => ({ default: m.FlightSearchForm })),
);

const resultsMachine = flightSearchMachine.provide({
  actors: {
    searchFlights: fromPromise(({ input }) => startFlightSearch(input)),
    fetchResults: fromPromise(({ input }) => fetchFlightResults(input)),
  },
});

/** The company's flight policy, once per results page; undefined until known (or when it fails). */
function useFlightPolicy(): FlightPolicy | null | undefined {
  const [policy, setPolicy] = useState<FlightPolicy | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchFlightPolicy().then(
      (answer) => live && setPolicy(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return policy;
}

function Results({ fs, query }: { fs: string; query: FlightSearchQuery }) {
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(resultsMachine, { input: { query } });
  const [modifying, setModifying] = useState(false);
  const session = useSession();
  const policy = useFlightPolicy();
  const { responseid } = snapshot.context;
  const loadMoreFares = useCallback(
    (flightkey: string, supplier: string) => fetchMoreFares(responseid, flightkey, supplier),
    [responseid],
  );

  const loadRecommendations = useCallback(
    () => (responseid ? fetchRecommendations(responseid) : Promise.resolve([])),
    [responseid],
  );

  // The URL is the search: a search reached by back/forward searches again.
  const current = snapshot.context.query;
  useEffect(() => {
    if (encodeFlightQuery(current) !== fs) send({ type: 'SEARCH', query });
  }, [fs, current, query, send]);

  const status = snapshot.matches('results')
    ? 'results'
    : snapshot.matches('noResults')
      ? 'noResults'
      : snapshot.matches('failed')
        ? 'failed'
        : 'searching';
  return (
    <FlightResultsPage
      query={current}
      status={status}
      lists={snapshot.context.lists}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'RETRY' })}
      loadRules={fetchFareRules}
      loadMoreFares={loadMoreFares}
      policy={policy}
      policyUser={session?.profilemaster ?? null}
      loadRecommendations={loadRecommendations}
      sendFeedback={(body) => sendRecommendationFeedback(responseid, body)}
      checkBooking={(selected) => validateSelection(responseid, current, selected)}
      // /flights/book?rid=<responseid>&fares=<JSON list of the farekeys, in the lists' order>
      onBook={(farekeys) => void navigate({ to: '/flights/book', search: { rid: responseid, fares: farekeys } })}
    >
      <Group>
        <Button variant="default" size="xs" aria-expanded={modifying} onClick={() => setModifying((m) => !m)}>
          Modify search
        </Button>
      </Group>
      <Collapse expanded={modifying}>
        <MountOnceOpened opened={modifying}>
          <Paper withBorder p="sm">
            <FlightSearchForm
              key={fs}
              compact
              initial={fromFlightQuery(current)}
              today={dayjs().format('YYYY-MM-DD')}
              loadFares={loadFareCalendar}
              submitLabel="Search again"
              onSearch={(next) => {
                setModifying(false);
                const text = encodeFlightQuery(next);
                // The same search again changes no URL: search again here; a new one follows the URL.
                if (text === fs) send({ type: 'SEARCH', query: next });
                else void navigate({ to: resultRouteFor(next), search: { fs: text } });
              }}
            />
          </Paper>
        </MountOnceOpened>
      </Collapse>
    </FlightResultsPage>
  );
}

/** One results route (docs/product.md#screens-and-routes /flights/*-search): its search, decoded, searched and listed. */
export function FlightResultsRoute({ route, fs }: { route: ResultRoute; fs: string }) {
  const query = decodeQueryFor(route, fs);
  return query ? <Results fs={fs} query={query} /> : null;
}
