import { Button, Checkbox, Group, Input, NativeSelect, RangeSlider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  HOTEL_SORT_KEYS,
  NO_HOTEL_FILTERS,
  type HotelFacets,
  type HotelFilters,
  type HotelSortKey,
} from '../../../domain/hotel-filters';
import { formatMoney, wholeMajorUnits as wholeRupees } from '../../../domain/money';
import { amenityLabel } from '../amenities';
import { starsText } from '../hotel-format';

export interface HotelFilterPanelProps {
  facets: HotelFacets;
  filters: HotelFilters;
  sort: HotelSortKey;
  placeName: string;
  /** The policy filter is offered when the answer carries verdicts (the company has a hotel policy). */
  withPolicy: boolean;
  onFilters: (filters: HotelFilters) => void;
  onSort: (sort: HotelSortKey) => void;
}

export const SORT_LABELS: Record<HotelSortKey, string> = {
  recommended: 'Recommended',
  pricelow: 'Price: low to high',
  pricehigh: 'Price: high to low',
  stars: 'Stars',
  distance: 'Distance',
  rating: 'Guest rating',
};
const DISTANCES_KM = [1, 2, 5, 10];

/** Whole rupees per night, the cheapest rounded down and the dearest up, so both ends are reachable. */
function PriceRange({ facets, filters, onFilters }: Pick<HotelFilterPanelProps, 'facets' | 'filters' | 'onFilters'>) {
  const low = wholeRupees(facets.minPaise ?? 0n);
  const high = wholeRupees((facets.maxPaise ?? 0n) + 99n);
  const current: [number, number] = [
    filters.minPaise === null ? low : wholeRupees(filters.minPaise),
    filters.maxPaise === null ? high : wholeRupees(filters.maxPaise),
  ];
  // The slider moves freely; the list re-filters when the thumb is let go.
  const [dragging, setDragging] = useState<[number, number] | null>(null);
  if (high <= low) return null;
  const [from, to] = dragging ?? current;
  return (
    <Input.Wrapper
      label="Price per night"
      id="hotel-price-range"
      description={`${formatMoney(BigInt(from) * 100n, 'INR')} to ${formatMoney(BigInt(to) * 100n, 'INR')}`}
    >
      <RangeSlider
        min={low}
        max={high}
        step={Math.max(1, Math.round((high - low) / 100))}
        minRange={0}
        value={[from, to]}
        label={(v) => formatMoney(BigInt(v) * 100n, 'INR')}
        thumbFromLabel="Lowest price per night"
        thumbToLabel="Highest price per night"
        onChange={setDragging}
        onChangeEnd={([a, b]) => {
          setDragging(null);
          onFilters({
            ...filters,
            minPaise: a <= low ? null : BigInt(a) * 100n,
            maxPaise: b >= high ? null : BigInt(b) * 100n,
          });
        }}
        mt="xs"
      />
    </Input.Wrapper>
  );
}

/** Sort and filters of the hotel results, with how many hotels each choice leaves. */
export function HotelFilterPanel({
  facets,
  filters,
  sort,
  placeName,
  withPolicy,
  onFilters,
  onSort,
}: HotelFilterPanelProps) {
  const set = (patch: Partial<HotelFilters>) => onFilters({ ...filters, ...patch });
  return (
    <Stack gap="md" component="section" aria-label="Sort and filter">
      <NativeSelect
        label="Sort by"
        value={sort}
        data={HOTEL_SORT_KEYS.map((value) => ({ value, label: SORT_LABELS[value] }))}
        onChange={(e) => onSort(e.currentTarget.value as HotelSortKey)}
      />
      <PriceRange facets={facets} filters={filters} onFilters={onFilters} />
      <Checkbox.Group label="Stars" value={filters.stars.map(String)} onChange={(v) => set({ stars: v.map(Number) })}>
        <Stack gap={4} mt={4}>
          {facets.stars.map((s) => (
            <Checkbox key={s.stars} value={String(s.stars)} label={`${starsText(s.stars)} (${s.count})`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <NativeSelect
        label={`Distance from ${placeName}`}
        value={filters.maxDistanceKm === null ? '' : String(filters.maxDistanceKm)}
        data={[
          { value: '', label: 'Any distance' },
          ...DISTANCES_KM.map((km) => ({ value: String(km), label: `Within ${km} km` })),
        ]}
        onChange={(e) => set({ maxDistanceKm: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
      />
      <Checkbox.Group label="Amenities" value={filters.amenities} onChange={(amenities) => set({ amenities })}>
        <Stack gap={4} mt={4}>
          {facets.amenities.map((a) => (
            <Checkbox key={a.code} value={a.code} label={`${amenityLabel(a.code)} (${a.count})`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Stack gap={4}>
        <Checkbox
          label={`Free cancellation only (${facets.refundable})`}
          checked={filters.refundableOnly}
          onChange={(e) => set({ refundableOnly: e.currentTarget.checked })}
        />
        {withPolicy && (
          <Checkbox
            label={`In policy only (${facets.inPolicy})`}
            checked={filters.inPolicyOnly}
            onChange={(e) => set({ inPolicyOnly: e.currentTarget.checked })}
          />
        )}
      </Stack>
      <Group>
        <Button variant="subtle" size="xs" onClick={() => onFilters(NO_HOTEL_FILTERS)}>
          Clear filters
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Prices are for one room for one night, GST included; the total is every room for the whole stay.
      </Text>
    </Stack>
  );
}
