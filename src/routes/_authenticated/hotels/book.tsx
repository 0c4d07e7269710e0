import { createFileRoute } from '@tanstack/react-router';
import { HotelBookRoute } from '../../../ui/hotels/book/HotelBookRoute';
import { requireBookTarget, validateHotelBookSearch } from '../../../ui/hotels/book/book-search-params';

/** /hotels/book?sid=…&hotel=…&rate=…[&approvalid=…][&payment=failed]; without sid, hotel or rate → /hotels. */
export const Route = createFileRoute('/_authenticated/hotels/book')({
  validateSearch: validateHotelBookSearch,
  beforeLoad: ({ search }) => requireBookTarget(search, '/hotels'),
  component: HotelBookPageRoute,
});

function HotelBookPageRoute() {
  const search = Route.useSearch();
  return <HotelBookRoute search={search} />;
}
