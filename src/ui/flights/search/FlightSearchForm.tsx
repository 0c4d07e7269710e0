import { Button, Group, Radio, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MAX_MULTI_SECTORS, type FlightSearchQuery, type TripType } from './flight-query';
import {
  addSector,
  MIN_MULTI_SECTORS,
  removeSector,
  searchProblems,
  swapAirports,
  toFlightQuery,
  withSector,
  withTripType,
  type FlightSearchValues,
  type SearchProblem,
} from './flight-search-rules';
import { PassengerFields } from './PassengerFields';
import { FareDatePicker } from './FareDatePicker';
import { SectorFields } from './SectorFields';
import type { LoadFareCalendar } from './use-fare-calendar';
import { SearchProblems } from '../../shared/SearchProblems';

export interface FlightSearchFormProps {
  initial: FlightSearchValues;
  /** YYYY-MM-DD: no departure before it. */
  today: string;
  onSearch: (query: FlightSearchQuery) => void;
  loadFares?: LoadFareCalendar;
  submitLabel?: string;
  compact?: boolean;
}

/**
 * The flight search form: one-way, round trip or multi-city (2–5 sectors), travellers and cabin.
 * Search shows every problem at its field and in a list naming the fields; a clean form answers
 * the results query.
 */
export function FlightSearchForm({ initial, today, onSearch, loadFares, submitLabel = 'Search flights', compact }: FlightSearchFormProps) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<SearchProblem[]>([]);
  const errors = Object.fromEntries(problems.map((p) => [p.field, p.message]));
  const multicity = values.triptype === 'multicity';

  function change(next: FlightSearchValues) {
    setValues(next);
    setProblems([]);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = searchProblems(values, today);
    setProblems(found);
    if (found.length === 0) onSearch(toFlightQuery(values));
  }
  const onward = values.sectors[0]!;

  return (
    <form onSubmit={submit} noValidate aria-label={compact ? 'Modify search' : 'Flight search'}>
      <Stack gap="sm">
        <Radio.Group label="Trip type" value={values.triptype} onChange={(t) => change(withTripType(values, t as TripType))}>
          <Group mt={4}>
            <Radio value="oneway" label="One way" />
            <Radio value="roundtrip" label="Round trip" />
            <Radio value="multicity" label="Multi-city" />
          </Group>
        </Radio.Group>
        {values.sectors.map((sector, i) => (
          <SectorFields
            key={i}
            sector={sector}
            index={i}
            multicity={multicity}
            minDate={i > 0 && values.sectors[i - 1]!.jdate ? values.sectors[i - 1]!.jdate : today}
            cabin={values.cabin}
            errors={errors}
            loadFares={loadFares}
            onChange={(s) => change(withSector(values, i, s))}
            onSwap={() => change(swapAirports(values, i))}
            onRemove={multicity && values.sectors.length > MIN_MULTI_SECTORS ? () => change(removeSector(values, i)) : undefined}
          />
        ))}
        {values.triptype === 'roundtrip' && (
          <FareDatePicker
            label="Return date"
            value={values.returndate}
            minDate={onward.jdate || today}
            error={errors.returndate}
            origin={onward.destination?.code ?? ''}
            destination={onward.origin?.code ?? ''}
            cabin={values.cabin}
            loadFares={loadFares}
            onChange={(returndate) => change({ ...values, returndate })}
          />
        )}
        {multicity && values.sectors.length < MAX_MULTI_SECTORS && (
          <Group>
            <Button variant="light" size="xs" onClick={() => change(addSector(values))}>
              Add sector
            </Button>
          </Group>
        )}
        <PassengerFields values={values} errors={errors} onChange={(patch) => change({ ...values, ...patch })} />
        <SearchProblems problems={problems} />
        <Group>
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
