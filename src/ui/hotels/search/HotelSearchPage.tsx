import { Paper, Stack, Title } from '@mantine/core';
import type { HotelsBase } from '../../../domain/hotel-paths';
import type { HotelSearchQuery } from './hotel-query';
import { defaultHotelValues } from './hotel-search-rules';
import { HotelSearchForm } from './HotelSearchForm';
import type { RecentHotelSearch } from './kept-searches';
import { RecentHotelSearches } from './RecentHotelSearches';
import type { LoadPlaces } from './use-place-suggestions';

export interface HotelSearchPageProps {
  /** The flow the page belongs to (docs/features/hotels.md "Versions"). */
  base: HotelsBase;
  today: string;
  loadPlaces: LoadPlaces;
  /** The searches kept on this device, the most recent first. */
  recent: readonly RecentHotelSearch[];
  onSearch: (query: HotelSearchQuery) => void;
}

/** /hotels (docs/features/hotels.md "Screens"): the hotel search form and the recent searches. */
export function HotelSearchPage({ base, today, loadPlaces, recent, onSearch }: HotelSearchPageProps) {
  return (
    <Stack>
      <Title order={1}>Hotels</Title>
      <Paper withBorder p="md">
        <HotelSearchForm initial={defaultHotelValues()} today={today} loadPlaces={loadPlaces} onSearch={onSearch} />
      </Paper>
      <RecentHotelSearches base={base} searches={recent} />
    </Stack>
  );
}
