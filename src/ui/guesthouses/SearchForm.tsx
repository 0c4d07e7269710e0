import { useState } from 'react';
import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { ROOM_CAPACITY_MAX, type GuestHouseCity } from '../../contract/guesthouses/shapes';
import { stayProblem } from '../../contract/guesthouses/stay-rules';
import { addDays, indiaToday } from '../../domain/calendar-days';
import type { StayQuery } from './guesthouse-api';

export interface SearchFormProps {
  /** The cities where the company has an open guest house. */
  cities: GuestHouseCity[];
  busy: boolean;
  onSearch: (query: StayQuery) => void;
}

/** City, dates and guests; the dates are checked as the server checks them before anything is sent. */
export function SearchForm({ cities, busy, onSearch }: SearchFormProps) {
  const today = indiaToday(new Date());
  const [cityid, setCityid] = useState<string | null>(cities[0]?.cityid ?? null);
  const [checkin, setCheckin] = useState(addDays(today, 1));
  const [checkout, setCheckout] = useState(addDays(today, 2));
  const [guests, setGuests] = useState<number | string>(1);
  const problem = stayProblem(checkin, checkout, today);
  const submit = () => {
    if (cityid && !problem) onSearch({ cityid, checkin, checkout, guests: Number(guests) || 1 });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="City"
          data={cities.map((c) => ({ value: c.cityid, label: c.city }))}
          value={cityid}
          onChange={setCityid}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
          required
        />
        <TextInput type="date" label="Check-in" value={checkin} min={today} onChange={(e) => setCheckin(e.currentTarget.value)} w={{ base: '100%', sm: 170 }} required />
        <TextInput
          type="date"
          label="Check-out"
          value={checkout}
          min={checkin}
          onChange={(e) => setCheckout(e.currentTarget.value)}
          error={problem && problem.startsWith('checkout') ? 'Check-out must be after check-in, at most 30 nights later' : undefined}
          w={{ base: '100%', sm: 170 }}
          required
        />
        <NumberInput hideControls label="Guests" value={guests} onChange={setGuests} min={1} max={ROOM_CAPACITY_MAX} allowDecimal={false} w={{ base: '100%', sm: 100 }} />
        <Button type="submit" loading={busy} disabled={!cityid || problem !== null}>
          Find rooms
        </Button>
      </Group>
    </form>
  );
}
