import { createFileRoute } from '@tanstack/react-router';
import { HotelBookRoute } from '../../../../ui/hotels/book/HotelBookRoute';
import { requireBookTarget, validateHotelBookSearch } from '../../../../ui/hotels/book/book-search-params';

/** /v2/hotels/book?sid=…&hotel=…&rate=…: as /hotels/book, under the second version's path; without sid, hotel or rate → /v2/hotels. */
export const Route = createFileRoute('/_authenticated/v2/hotels/book')({
  validateSearch: validateHotelBookSearch,
  beforeLoad: ({ search }) => requireBookTarget(search, '/v2/hotels'),
  component: HotelBookPageRoute,
});

function HotelBookPageRoute() {
  const search = Route.useSearch();
  return <HotelBookRoute search={search} />;
}
