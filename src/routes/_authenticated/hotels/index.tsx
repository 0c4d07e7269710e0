import { createFileRoute, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { findHotelPlaces } from '../../../ui/hotels/hotel-search-api';
import { encodeHotelQuery } from '../../../ui/hotels/search/hotel-query';
import { HotelSearchPage } from '../../../ui/hotels/search/HotelSearchPage';

/** /hotels: the hotel search form; a valid search goes to /hotels/results?hs=… (hotel-query.ts). */
export const Route = createFileRoute('/_authenticated/hotels/')({
  component: HotelSearchRoute,
});

function HotelSearchRoute() {
  const navigate = useNavigate();
  return (
    <HotelSearchPage
      today={dayjs().format('YYYY-MM-DD')}
      loadPlaces={findHotelPlaces}
      onSearch={(query) => void navigate({ to: '/hotels/results', search: { hs: encodeHotelQuery(query) } })}
    />
  );
}
