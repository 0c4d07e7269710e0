import { createFileRoute } from '@tanstack/react-router';
import { RESULT_ROUTES } from '../../../ui/flights/search/flight-query';
import { FlightResultsRoute } from '../../../ui/flights/results/FlightResultsRoute';
import { requireFlightQuery, validateFlightSearch } from '../../../ui/flights/results/results-search-params';

/** /flights/rt-search?fs=… (format in src/ui/flights/search/flight-query.ts); malformed → /flights. */
export const Route = createFileRoute('/_authenticated/flights/rt-search')({
  validateSearch: validateFlightSearch,
  beforeLoad: ({ search }) => requireFlightQuery(RESULT_ROUTES.roundtrip, search.fs),
  component: RtSearchRoute,
});

function RtSearchRoute() {
  return <FlightResultsRoute route={RESULT_ROUTES.roundtrip} fs={Route.useSearch().fs} />;
}
