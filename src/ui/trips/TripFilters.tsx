import '@mantine/dates/styles.css';
import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { TripListFilter } from '../../db/trips-refresh';
import { TRIP_STATUS_OPTIONS } from '../shared/trip-status';

const ALL = 'all';
const STATUS_CHOICES = [{ value: ALL, label: 'All statuses' }, ...TRIP_STATUS_OPTIONS];

export interface TripFiltersProps {
  filter: TripListFilter;
  onChange: (filter: TripListFilter) => void;
}

/** Status (the spec's display names) and the creation-date window; a half-picked range waits for its end. */
export function TripFilters({ filter, onChange }: TripFiltersProps) {
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
      <DatePickerInput
        type="range"
        label="Created between"
        valueFormat="D MMM YYYY"
        value={[filter.startdate, filter.enddate]}
        onChange={([start, end]) => {
          if (start && end) onChange({ ...filter, startdate: start, enddate: end });
        }}
        w={260}
      />
    </Group>
  );
}
