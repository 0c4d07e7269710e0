import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { HotelSearchQuery } from './hotel-query';
import {
  searchProblems,
  toHotelQuery,
  withCheckin,
  withRoomCount,
  type HotelSearchValues,
  type SearchProblem,
} from './hotel-search-rules';
import { PlaceField } from './PlaceField';
import { RoomsFields } from './RoomsFields';
import { StayDatesFields } from './StayDatesFields';
import type { LoadPlaces } from './use-place-suggestions';
import { SearchProblems } from '../../shared/SearchProblems';

export interface HotelSearchFormProps {
  initial: HotelSearchValues;
  /** YYYY-MM-DD: no check-in before it. */
  today: string;
  loadPlaces: LoadPlaces;
  onSearch: (query: HotelSearchQuery) => void;
  submitLabel?: string;
  compact?: boolean;
}

/**
 * The hotel search form: where, the stay's dates, rooms and guests. Search shows every problem at
 * its field and in a list naming the fields; a clean form answers the results query.
 */
export function HotelSearchForm({
  initial,
  today,
  loadPlaces,
  onSearch,
  submitLabel = 'Search hotels',
  compact,
}: HotelSearchFormProps) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<SearchProblem[]>([]);
  const errors = Object.fromEntries(problems.map((p) => [p.field, p.message]));

  function change(next: HotelSearchValues) {
    setValues(next);
    setProblems([]);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = searchProblems(values, today);
    setProblems(found);
    if (found.length === 0) onSearch(toHotelQuery(values));
  }

  return (
    <form onSubmit={submit} noValidate aria-label={compact ? 'Modify hotel search' : 'Hotel search'}>
      <Stack gap="sm">
        <PlaceField
          value={values.place}
          loadPlaces={loadPlaces}
          error={errors.place}
          onChange={(place) => change({ ...values, place })}
        />
        <StayDatesFields
          checkin={values.checkin}
          checkout={values.checkout}
          today={today}
          errors={errors}
          onCheckin={(day) => change(withCheckin(values, day))}
          onCheckout={(checkout) => change({ ...values, checkout })}
        />
        <RoomsFields
          rooms={values.rooms}
          errors={errors}
          onRoomCount={(n) => change(withRoomCount(values, n))}
          onRoom={(i, room) => change({ ...values, rooms: values.rooms.map((r, j) => (j === i ? room : r)) })}
        />
        <SearchProblems problems={problems} />
        <Group>
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
