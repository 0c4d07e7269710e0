import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { DashboardFilter, DateType, Scope } from './dashboard-search-params';

export interface DashboardFiltersProps {
  filter: DashboardFilter;
  onChange: (next: DashboardFilter) => void;
}

const DATE_TYPE_OPTIONS = [
  { value: 'booking', label: 'Booking date' },
  { value: 'travel', label: 'Travel date' },
];
const SCOPE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'domestic', label: 'Domestic' },
  { value: 'international', label: 'International' },
];

/** The window and the filter; a cleared date changes nothing, and the other end follows so the days stay in order. */
export function DashboardFilters({ filter, onChange }: DashboardFiltersProps) {
  const setFrom = (from: string) => from && onChange({ ...filter, from, to: from > filter.to ? from : filter.to });
  const setTo = (to: string) => to && onChange({ ...filter, to, from: to < filter.from ? to : filter.from });
  return (
    <Group role="group" aria-label="Dashboard filters" align="flex-end" wrap="wrap">
      <TextInput type="date" label="From" value={filter.from} onChange={(e) => setFrom(e.currentTarget.value)} />
      <TextInput type="date" label="To" value={filter.to} onChange={(e) => setTo(e.currentTarget.value)} />
      <NativeSelect
        label="Dates by"
        data={DATE_TYPE_OPTIONS}
        value={filter.datetype}
        onChange={(e) => onChange({ ...filter, datetype: e.currentTarget.value as DateType })}
      />
      <NativeSelect label="Travel" data={SCOPE_OPTIONS} value={filter.scope} onChange={(e) => onChange({ ...filter, scope: e.currentTarget.value as Scope })} />
    </Group>
  );
}
