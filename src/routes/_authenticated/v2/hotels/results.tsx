import { createFileRoute } from '@tanstack/react-router';
import { HotelResultsRoute } from '../../../../ui/hotels/results/HotelResultsRoute';
import { requireHotelQuery, validateHotelSearch } from '../../../../ui/hotels/results/results-search-params';

/** /v2/hotels/results?hs=…[&sid=…]: as /hotels/results, under the second version's path; malformed → /v2/hotels. */
export const Route = createFileRoute('/_authenticated/v2/hotels/results')({
  validateSearch: validateHotelSearch,
  beforeLoad: ({ search }) => requireHotelQuery(search.hs, '/v2/hotels'),
  component: HotelResultsPageRoute,
});

function HotelResultsPageRoute() {
  const { hs, sid } = Route.useSearch();
  return <HotelResultsRoute base="/v2/hotels" hs={hs} sid={sid} />;
}
