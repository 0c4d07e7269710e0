import { createFileRoute } from '@tanstack/react-router';
import { RESULT_ROUTES } from '../../../ui/flights/search/flight-query';
import { FlightResultsRoute } from '../../../ui/flights/results/FlightResultsRoute';
import { requireFlightQuery, validateFlightSearch } from '../../../ui/flights/results/results-search-params';

/** /flights/multi-search?fs=… (format in src/ui/flights/search/flight-query.ts); malformed → /flights. */
export const Route = createFileRoute('/_authenticated/flights/multi-search')({
  validateSearch: validateFlightSearch,
  beforeLoad: ({ search }) => requireFlightQuery(RESULT_ROUTES.multicity, search.fs),
  component: MultiSearchRoute,
});

function MultiSearchRoute() {
  return <FlightResultsRoute route={RESULT_ROUTES.multicity} fs={Route.useSearch().fs} />;
}
