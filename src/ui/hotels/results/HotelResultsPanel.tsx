import { Grid, Group, SegmentedControl, Stack, Text, em, getBreakpointValue, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { HotelSearchAnswer } from '../../../contract/hotels/search';
import {
  filterAndSortHotels,
  hotelFacets,
  indexHotels,
  NO_HOTEL_FILTERS,
  type HotelFilters,
  type HotelSortKey,
} from '../../../domain/hotel-filters';
import { HotelCard } from './HotelCard';
import { HotelMap } from './HotelMap';
import { HotelResultsFilters } from './HotelResultsFilters';
import { useAfterIdle } from '../../shared/use-after-idle';
import { VirtualHotelList } from './VirtualHotelList';

export interface HotelResultsPanelProps {
  answer: HotelSearchAnswer;
  onView: (hotelcode: string) => void;
}

type View = 'list' | 'map';
const count = new Intl.NumberFormat('en-IN');

/** The hotels of one search with their sort, filters and list/map views; the answer is read once, then only filtered. */
export function HotelResultsPanel({ answer, onView }: HotelResultsPanelProps) {
  const [filters, setFilters] = useState<HotelFilters>(NO_HOTEL_FILTERS);
  const [sort, setSort] = useState<HotelSortKey>('recommended');
  const [view, setView] = useState<View>('list');
  const [selected, setSelected] = useState<string | null>(null);
  const indexed = useMemo(() => indexHotels(answer.hotels), [answer.hotels]);
  // The controls answer at once; the list, counts and map follow when React has a moment.
  const deferredFilters = useDeferredValue(filters);
  const deferredSort = useDeferredValue(sort);
  const facets = useMemo(() => hotelFacets(indexed, deferredFilters), [indexed, deferredFilters]);
  const rows = useMemo(
    () => filterAndSortHotels(indexed, deferredFilters, deferredSort),
    [indexed, deferredFilters, deferredSort],
  );
  const withPolicy = useMemo(() => answer.hotels.some((h) => h.cheapest.policy !== undefined), [answer.hotels]);
  const idle = useAfterIdle();
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${em(getBreakpointValue('md', theme.breakpoints) - 0.1)})`);
  const placeName = answer.place.placename.split(',')[0] ?? answer.place.placename;
  const select = useCallback((code: string) => setSelected(code), []);
  const chosen = view === 'map' && selected ? rows.find((r) => r.hotel.hotelcode === selected) : undefined;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <HotelResultsFilters
          idle={idle}
          narrow={narrow}
          facets={facets}
          filters={filters}
          sort={sort}
          placeName={placeName}
          withPolicy={withPolicy}
          onFilters={setFilters}
          onSort={setSort}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" role="status" aria-live="polite">
              {rows.length === indexed.length
                ? `${count.format(rows.length)} hotels`
                : `${count.format(rows.length)} of ${count.format(indexed.length)} hotels`}
            </Text>
            <SegmentedControl
              aria-label="View"
              value={view}
              onChange={(v) => setView(v as View)}
              data={[
                { value: 'list', label: 'List' },
                { value: 'map', label: 'Map' },
              ]}
            />
          </Group>
          {indexed.length === 0 ? (
            <Text>No hotels have a room for this stay. Please change the dates or the place.</Text>
          ) : view === 'list' ? (
            <VirtualHotelList
              rows={rows}
              nights={answer.nights}
              placeName={placeName}
              overscan={idle ? 4 : 0}
              selectedCode={selected}
              onView={onView}
            />
          ) : (
            <>
              <HotelMap place={answer.place} rows={rows} selectedCode={selected} onSelect={select} />
              {chosen ? (
                <HotelCard shown={chosen} nights={answer.nights} placeName={placeName} selected onView={onView} />
              ) : (
                <Text size="sm">Choose a hotel on the map to see it here.</Text>
              )}
            </>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
