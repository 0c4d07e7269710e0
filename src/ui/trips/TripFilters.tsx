import { lazy, Suspense } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import type { TripListFilter } from '../../db/trips-refresh';
import { TRIP_STATUS_OPTIONS } from '../shared/trip-status';
import { CREATED_BETWEEN_LABEL, CREATED_BETWEEN_WIDTH, createdBetweenText } from './created-between';

const ALL = 'all';
const STATUS_CHOICES = [{ value: ALL, label: 'All statuses' }, ...TRIP_STATUS_OPTIONS];

// The calendar is the heaviest part of the trips page and nobody needs it to read the list
// (docs/architecture.md#first-load): it loads after the first paint, shown meanwhile as the same field, read-only.
const CreatedBetweenPicker = lazy(() => import('./CreatedBetweenPicker'));

export interface TripFiltersProps {
  filter: TripListFilter;
  onChange: (filter: TripListFilter) => void;
}

/** Status (the spec's display names) and the creation-date window. */
export function TripFilters({ filter, onChange }: TripFiltersProps) {
  const loading = (
    <TextInput
      label={CREATED_BETWEEN_LABEL}
      value={createdBetweenText(filter.startdate, filter.enddate)}
      readOnly
      w={CREATED_BETWEEN_WIDTH}
    />
  );
  return (
    <Group align="flex-end" gap="md">
      <Select
        label="Status"
        data={STATUS_CHOICES}
        value={filter.status || ALL}
        allowDeselect={false}
        onChange={(value) => onChange({ ...filter, status: !value || value === ALL ? '' : value })}
        w={220}
      />
      <Suspense fallback={loading}>
        <CreatedBetweenPicker filter={filter} onChange={onChange} />
      </Suspense>
    </Group>
  );
}
