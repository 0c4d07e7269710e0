import { useState } from 'react';
import { Button, Collapse, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { usePhoneLayout } from '../shared/use-phone-layout';
import { DashboardPickers } from './DashboardPickers';
import { type DashboardFilter, type DateType, PICK_IDS, type Scope } from './dashboard-search-params';

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

/**
 * The window and the filter; a cleared date changes nothing, and the other end follows so the days
 * stay in order. On a phone the picks beyond the window fold under "Filters", so the figures are not
 * pushed a screen down; the button counts the picks in force.
 */
export function DashboardFilters({ filter, onChange }: DashboardFiltersProps) {
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const setFrom = (from: string) => from && onChange({ ...filter, from, to: from > filter.to ? from : filter.to });
  const setTo = (to: string) => to && onChange({ ...filter, to, from: to < filter.from ? to : filter.from });
  const picked = PICK_IDS.filter((p) => filter[p]).length + (filter.prepaid ? 1 : 0);
  const pickers = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <DashboardPickers filter={filter} onChange={onChange} />
    </SimpleGrid>
  );
  return (
    <Stack role="group" aria-label="Dashboard filters" gap="sm">
      <Group align="flex-end" wrap="wrap">
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
      {phone ? (
        <>
          <Button variant="default" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {picked > 0 ? `Filters (${picked})` : 'Filters'}
          </Button>
          <Collapse expanded={open}>{pickers}</Collapse>
        </>
      ) : (
        pickers
      )}
    </Stack>
  );
}
