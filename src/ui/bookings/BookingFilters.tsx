import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import type { BookingFilter, BookingView } from '../../contract/bookings/booking-view';

/** The tabs of the list; 'all' is the server's, not offered here. */
const VIEWS: { value: BookingView; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'cancelled', label: 'Cancelled' },
];
const PRODUCTS = [
  { value: '', label: 'All products' },
  { value: 'flight', label: 'Flights' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'guesthouse', label: 'Guest houses' },
];

export const SEARCH_LABEL = 'Search by PNR or name';

/** Upcoming / Past / Cancelled, the product, and the search: wraps onto lines at 390 px. */
export function BookingFilters({ filter, onChange }: { filter: BookingFilter; onChange: (next: BookingFilter) => void }) {
  return (
    <Group align="flex-end" gap="sm">
      <SegmentedControl
        aria-label="Which bookings"
        data={VIEWS}
        value={filter.view}
        onChange={(view) => onChange({ ...filter, view: view as BookingView })}
      />
      <Select
        label="Product"
        data={PRODUCTS}
        value={filter.product}
        allowDeselect={false}
        onChange={(product) => onChange({ ...filter, product: product ?? '' })}
        w={160}
      />
      <TextInput
        label={SEARCH_LABEL}
        type="search"
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
        style={{ flex: '1 1 200px' }}
      />
    </Group>
  );
}
