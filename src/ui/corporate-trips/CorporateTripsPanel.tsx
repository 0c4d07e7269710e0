import { Alert, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import type { CorporateTripWire } from '../../contract/trips/shapes';
import { CorporateTripsFilters } from './CorporateTripsFilters';
import { CorporateTripsTable } from './CorporateTripsTable';
import type { CorporateTripsFilter } from './corporate-trips-filter';

const counts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export interface CorporateTripsPanelProps {
  filter: CorporateTripsFilter;
  onFilter: (filter: CorporateTripsFilter) => void;
  tripTypes: { value: string; label: string }[];
  rows: CorporateTripWire[];
  totalcount: number;
  loading: boolean;
  /** The rows are the last visit's: the server could not be reached. */
  offline: boolean;
  error: string;
}

/**
 * Travel Admin → Corporate trips (docs/features/corporate-trips.md): every trip of the company,
 * filtered and paged; a trip opens on its own page.
 */
export function CorporateTripsPanel({ filter, onFilter, tripTypes, rows, totalcount, loading, offline, error }: CorporateTripsPanelProps) {
  const pages = Math.max(1, Math.ceil(totalcount / filter.pagesize));
  return (
    <Stack gap="sm">
      <CorporateTripsFilters filter={filter} tripTypes={tripTypes} onChange={onFilter} />
      {offline && (
        <Alert color="yellow" role="status">
          You are offline: this is the list from your last visit.
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <CorporateTripsTable trips={rows} busy={loading} />
      {loading && rows.length === 0 && <Loader size="sm" aria-label="Loading corporate trips" />}
      {!loading && !error && rows.length === 0 && <Text c="dimmed">No trips match these filters.</Text>}
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {counts.format(totalcount)} {totalcount === 1 ? 'trip' : 'trips'}
        </Text>
        {pages > 1 && (
          <Pagination total={pages} value={filter.pageno} onChange={(pageno) => onFilter({ ...filter, pageno })} aria-label="Corporate trips pages" size="sm" />
        )}
      </Group>
    </Stack>
  );
}
