import { Paper, Stack, Title } from '@mantine/core';
import type { HotelSearchQuery } from './hotel-query';
import { defaultHotelValues } from './hotel-search-rules';
import { HotelSearchForm } from './HotelSearchForm';
import type { LoadPlaces } from './use-place-suggestions';

export interface HotelSearchPageProps {
  today: string;
  loadPlaces: LoadPlaces;
  onSearch: (query: HotelSearchQuery) => void;
}

/** /hotels (docs/features/hotels.md "Screens"): the hotel search form. */
export function HotelSearchPage({ today, loadPlaces, onSearch }: HotelSearchPageProps) {
  return (
    <Stack>
      <Title order={1}>Hotels</Title>
      <Paper withBorder p="md">
        <HotelSearchForm initial={defaultHotelValues()} today={today} loadPlaces={loadPlaces} onSearch={onSearch} />
      </Paper>
    </Stack>
  );
}
