import { Grid, Stack, Text, em, getBreakpointValue, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue, useMemo, useState } from 'react';
import type { FareSummary, OfferSummary } from '../../../contract/flights/search';
import { indiaToday } from '../../../domain/calendar-days';
import { filterAndSort, indexOffers, NO_FILTERS, type OfferFilters, type SortKey } from '../../../domain/flight-filters';
import { offerFacets } from '../../../domain/flight-filters-facets';
import type { FlightPolicy } from '../../../domain/flight-policy';
import type { OfferList } from '../../../machines/flights/flight-search.machine';
import { formatDateWithWeekday } from '../../../domain/format';
import { ResultsFilters } from './ResultsFilters';
import { useAfterIdle } from '../../shared/use-after-idle';
import { VirtualOfferList } from './VirtualOfferList';

export interface OfferListPanelProps {
  list: OfferList;
  /** 'Onward', 'Return', 'Sector 2'… */
  title: string;
  selectedFarekey: string | null;
  /** The company's policy: null = none; undefined = not known (no verdicts, no policy filter). */
  policy: FlightPolicy | null | undefined;
  onFareRules: (offer: OfferSummary, fare: FareSummary) => void;
  onSelect: (offer: OfferSummary, fare: FareSummary) => void;
}

const count = new Intl.NumberFormat('en-IN');

/** One list of results with its own sort and filters; the list is read once, then only filtered. */
export function OfferListPanel({ list, title, selectedFarekey, policy, onFareRules, onSelect }: OfferListPanelProps) {
  const [filters, setFilters] = useState<OfferFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortKey>('price');
  // The booking day as the server counts it, for the advance-purchase rule.
  const indexed = useMemo(() => indexOffers(list.offers, { policy, today: indiaToday(new Date()) }), [list.offers, policy]);
  const facets = useMemo(() => offerFacets(indexed), [indexed]);
  // The controls answer at once; the long list follows when React has a moment.
  const deferredFilters = useDeferredValue(filters);
  const deferredSort = useDeferredValue(sort);
  const rows = useMemo(() => filterAndSort(indexed, deferredFilters, deferredSort), [indexed, deferredFilters, deferredSort]);
  const label = `${title} flights ${list.origin} to ${list.destination}`;
  // The offers paint first; the filters and the rows around the first screen follow when idle.
  const idle = useAfterIdle();
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${em(getBreakpointValue('md', theme.breakpoints) - 0.1)})`);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <ResultsFilters
          idle={idle}
          narrow={narrow}
          facets={facets}
          filters={filters}
          sort={sort}
          withPolicy={policy !== undefined}
          onFilters={setFilters}
          onSort={setSort}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="xs">
          <Text fw={600}>
            {title}: {list.origin} → {list.destination} · {formatDateWithWeekday(list.jdate)}
          </Text>
          <Text size="sm" role="status" aria-live="polite">
            {rows.length === list.offers.length
              ? `${count.format(rows.length)} flights`
              : `${count.format(rows.length)} of ${count.format(list.offers.length)} flights`}
          </Text>
          {list.offers.length === 0 ? (
            <Text>No flights found for this sector.</Text>
          ) : (
            <VirtualOfferList
              label={label}
              rows={rows}
              overscan={idle ? 4 : 0}
              selectedFarekey={selectedFarekey}
              onFareRules={onFareRules}
              onSelect={onSelect}
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
