import { createFileRoute } from '@tanstack/react-router';
import { RESULT_ROUTES } from '../../../ui/flights/search/flight-query';
import { FlightResultsRoute } from '../../../ui/flights/results/FlightResultsRoute';
import { requireFlightQuery, validateFlightSearch } from '../../../ui/flights/results/results-search-params';

/** /flights/oneway-search?fs=… (format in src/ui/flights/search/flight-query.ts); malformed → /flights. */
export const Route = createFileRoute('/_authenticated/flights/oneway-search')({
  validateSearch: validateFlightSearch,
  beforeLoad: ({ search }) => requireFlightQuery(RESULT_ROUTES.oneway, search.fs),
  component: OnewaySearchRoute,
});

function OnewaySearchRoute() {
  return <FlightResultsRoute route={RESULT_ROUTES.oneway} fs={Route.useSearch().fs} />;
}
