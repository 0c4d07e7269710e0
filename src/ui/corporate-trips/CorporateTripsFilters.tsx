import { useEffect, useState } from 'react';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { TRIP_STATUS_OPTIONS } from '../shared/trip-status';
import type { CorporateTripsFilter } from './corporate-trips-filter';
import { isBackwards } from './corporate-trips-filter';

const SEARCH_DELAY_MS = 300;

export interface CorporateTripsFiltersProps {
  filter: CorporateTripsFilter;
  tripTypes: { value: string; label: string }[];
  /** Any change starts again from the first page. */
  onChange: (filter: CorporateTripsFilter) => void;
}

/**
 * Status, traveller, trip type and travel dates. Native selects and date inputs: the phone's own
 * pickers, one column on a phone. The traveller search waits until typing stops.
 */
export function CorporateTripsFilters({ filter, tripTypes, onChange }: CorporateTripsFiltersProps) {
  const [search, setSearch] = useState(filter.searchtext);
  useEffect(() => {
    if (search === filter.searchtext) return;
    const timer = setTimeout(() => onChange({ ...filter, searchtext: search, pageno: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filter, onChange]);
  const set = (patch: Partial<CorporateTripsFilter>) => onChange({ ...filter, ...patch, pageno: 1 });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
      <TextInput label="Traveller" placeholder="Name or e-mail" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      <NativeSelect
        label="Status"
        data={[{ value: '', label: 'All statuses' }, ...TRIP_STATUS_OPTIONS]}
        value={filter.status}
        onChange={(e) => set({ status: e.currentTarget.value as CorporateTripsFilter['status'] })}
      />
      <NativeSelect
        label="Trip type"
        data={[{ value: '', label: 'All trip types' }, ...tripTypes]}
        value={filter.triptypeid}
        onChange={(e) => set({ triptypeid: e.currentTarget.value })}
      />
      <TextInput type="date" label="Travelling from" value={filter.fromdate} onChange={(e) => set({ fromdate: e.currentTarget.value })} />
      <TextInput
        type="date"
        label="Travelling until"
        value={filter.todate}
        error={isBackwards(filter) ? 'Must not be before "Travelling from"' : undefined}
        onChange={(e) => set({ todate: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
