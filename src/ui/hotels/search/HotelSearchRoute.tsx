import { useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import type { HotelsBase } from '../../../domain/hotel-paths';
import { findHotelPlaces } from '../hotel-search-api';
import { encodeHotelQuery } from './hotel-query';
import { HotelSearchPage } from './HotelSearchPage';
import { useRecentSearches } from './kept-searches';

/** /hotels and /v2/hotels: the search form; a valid search goes to `<base>/results?hs=…` (hotel-query.ts). */
export function HotelSearchRoute({ base }: { base: HotelsBase }) {
  const navigate = useNavigate();
  const recent = useRecentSearches();
  return (
    <HotelSearchPage
      base={base}
      today={dayjs().format('YYYY-MM-DD')}
      loadPlaces={findHotelPlaces}
      recent={recent}
      onSearch={(query) => void navigate({ to: `${base}/results`, search: { hs: encodeHotelQuery(query) } })}
    />
  );
}
