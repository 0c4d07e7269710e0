import { createFileRoute } from '@tanstack/react-router';
import { HotelDetailsRoute } from '../../../ui/hotels/details/HotelDetailsRoute';

/** /hotels/$searchid/$hotelcode: one hotel of the caller's search (gethoteldetails answers 403/400 for others). */
export const Route = createFileRoute('/_authenticated/hotels/$searchid/$hotelcode')({
  component: HotelDetailsPageRoute,
});

function HotelDetailsPageRoute() {
  const { searchid, hotelcode } = Route.useParams();
  return <HotelDetailsRoute key={`${searchid}/${hotelcode}`} searchid={searchid} hotelcode={hotelcode} />;
}
