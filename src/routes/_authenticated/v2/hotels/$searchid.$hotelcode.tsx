import { createFileRoute } from '@tanstack/react-router';
import { HotelDetailsRoute } from '../../../../ui/hotels/details/HotelDetailsRoute';

/** /v2/hotels/$searchid/$hotelcode: as /hotels/$searchid/$hotelcode, under the second version's path. */
export const Route = createFileRoute('/_authenticated/v2/hotels/$searchid/$hotelcode')({
  component: HotelDetailsPageRoute,
});

function HotelDetailsPageRoute() {
  const { searchid, hotelcode } = Route.useParams();
  return <HotelDetailsRoute key={`${searchid}/${hotelcode}`} searchid={searchid} hotelcode={hotelcode} />;
}
