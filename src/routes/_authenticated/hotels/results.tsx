import { createFileRoute } from '@tanstack/react-router';
import { HotelResultsRoute } from '../../../ui/hotels/results/HotelResultsRoute';
import { requireHotelQuery, validateHotelSearch } from '../../../ui/hotels/results/results-search-params';

/** /hotels/results?hs=…[&sid=…] (format in src/ui/hotels/search/hotel-query.ts); malformed → /hotels. */
export const Route = createFileRoute('/_authenticated/hotels/results')({
  validateSearch: validateHotelSearch,
  beforeLoad: ({ search }) => requireHotelQuery(search.hs, '/hotels'),
  component: HotelResultsPageRoute,
});

function HotelResultsPageRoute() {
  const { hs, sid } = Route.useSearch();
  return <HotelResultsRoute base="/hotels" hs={hs} sid={sid} />;
}
