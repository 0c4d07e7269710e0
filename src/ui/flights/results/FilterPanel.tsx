import { Button, Checkbox, Group, Input, NativeSelect, Radio, RangeSlider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OfferFacets } from '../../../domain/flight-filters-facets';
import {
  NO_FILTERS,
  TIME_BANDS,
  type OfferFilters,
  type PolicyChoice,
  type Refundability,
  type SortKey,
  type StopsChoice,
  type TimeBand,
} from '../../../domain/flight-filters';
import { formatMoney, wholeMajorUnits as rupees } from '../../../domain/money';

export interface FilterPanelProps {
  facets: OfferFacets;
  filters: OfferFilters;
  sort: SortKey;
  /** The policy filter is offered once the company's policy is known. */
  withPolicy?: boolean;
  onFilters: (filters: OfferFilters) => void;
  onSort: (sort: SortKey) => void;
}

const STOP_LABELS: Record<StopsChoice, string> = { 0: 'Non-stop', 1: '1 stop', 2: '2 or more stops' };
const SORT_LABELS: Record<SortKey, string> = { price: 'Price', departure: 'Departure', duration: 'Duration' };

/** Whole rupees, the cheapest rounded down and the dearest up, so both ends are reachable. */
function PriceRange({ facets, filters, onFilters }: Pick<FilterPanelProps, 'facets' | 'filters' | 'onFilters'>) {
  const low = rupees(facets.minPaise ?? 0n);
  const high = rupees((facets.maxPaise ?? 0n) + 99n);
  const current: [number, number] = [
    filters.minPaise === null ? low : rupees(filters.minPaise),
    filters.maxPaise === null ? high : rupees(filters.maxPaise),
  ];
  // The slider moves freely; the list re-filters when the thumb is let go.
  const [dragging, setDragging] = useState<[number, number] | null>(null);
  if (high <= low) return null;
  return (
    <Input.Wrapper label="Price" id="flight-price-range">
      <RangeSlider
        min={low}
        max={high}
        step={Math.max(1, Math.round((high - low) / 100))}
        minRange={0}
        value={dragging ?? current}
        onChange={setDragging}
        onChangeEnd={([from, to]) => {
          setDragging(null);
          onFilters({
            ...filters,
            minPaise: from <= low ? null : BigInt(from) * 100n,
            maxPaise: to >= high ? null : BigInt(to) * 100n,
          });
        }}
        label={(value) => formatMoney(BigInt(value) * 100n, 'INR')}
        thumbFromLabel="Minimum price"
        thumbToLabel="Maximum price"
      />
    </Input.Wrapper>
  );
}

/** Sort and filters of one results list (issue 6 Screens), the policy filter among them. */
export function FilterPanel({ facets, filters, sort, withPolicy = false, onFilters, onSort }: FilterPanelProps) {
  const set = (patch: Partial<OfferFilters>) => onFilters({ ...filters, ...patch });
  return (
    <Stack gap="md" component="section" aria-label="Sort and filter">
      <NativeSelect
        label="Sort by"
        value={sort}
        data={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
        onChange={(e) => onSort(e.currentTarget.value as SortKey)}
      />
      <PriceRange facets={facets} filters={filters} onFilters={onFilters} />
      <Checkbox.Group label="Departure time" value={filters.bands} onChange={(v) => set({ bands: v as TimeBand[] })}>
        <Stack gap={4} mt={4}>
          {TIME_BANDS.map((b) => (
            <Checkbox key={b.band} value={b.band} label={b.label} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group
        label="Stops"
        value={filters.stops.map(String)}
        onChange={(v) => set({ stops: v.map(Number) as StopsChoice[] })}
      >
        <Stack gap={4} mt={4}>
          {facets.stops.map((s) => (
            <Checkbox key={s} value={String(s)} label={STOP_LABELS[s]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group label="Airlines" value={filters.carriers} onChange={(carriers) => set({ carriers })}>
        <Stack gap={4} mt={4}>
          {facets.carriers.map((c) => (
            <Checkbox key={c.code} value={c.code} label={`${c.name} (${c.count})`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Radio.Group
        label="Refundability"
        value={filters.refundability}
        onChange={(v) => set({ refundability: v as Refundability })}
      >
        <Stack gap={4} mt={4}>
          <Radio value="any" label="Any fare" />
          <Radio value="refundable" label="Refundable only" />
          <Radio value="nonrefundable" label="Non-refundable only" />
        </Stack>
      </Radio.Group>
      {withPolicy && (
        <Radio.Group label="Travel policy" value={filters.policy} onChange={(v) => set({ policy: v as PolicyChoice })}>
          <Stack gap={4} mt={4}>
            <Radio value="any" label="All fares" />
            <Radio value="inpolicy" label="In policy only" />
          </Stack>
        </Radio.Group>
      )}
      <Group>
        <Button variant="subtle" size="xs" onClick={() => onFilters(NO_FILTERS)}>
          Clear filters
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Prices are for all travellers, taxes included.
      </Text>
    </Stack>
  );
}
