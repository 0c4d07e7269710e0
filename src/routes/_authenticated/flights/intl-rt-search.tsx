import { createFileRoute } from '@tanstack/react-router';
import { RESULT_ROUTES } from '../../../ui/flights/search/flight-query';
import { FlightResultsRoute } from '../../../ui/flights/results/FlightResultsRoute';
import { requireFlightQuery, validateFlightSearch } from '../../../ui/flights/results/results-search-params';

/** /flights/intl-rt-search?fs=… (format in src/ui/flights/search/flight-query.ts); malformed → /flights. */
export const Route = createFileRoute('/_authenticated/flights/intl-rt-search')({
  validateSearch: validateFlightSearch,
  beforeLoad: ({ search }) => requireFlightQuery(RESULT_ROUTES.intlRoundtrip, search.fs),
  component: IntlRtSearchRoute,
});

function IntlRtSearchRoute() {
  return <FlightResultsRoute route={RESULT_ROUTES.intlRoundtrip} fs={Route.useSearch().fs} />;
}
