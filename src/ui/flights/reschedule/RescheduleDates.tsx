import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { FlightRescheduleEvent } from '../../../machines/flights/flight-reschedule.machine';

export interface RescheduleDatesProps {
  roundtrip: boolean;
  onwarddate: string;
  returndate: string;
  /** The first day that may be chosen (today), YYYY-MM-DD. */
  today: string;
  searching: boolean;
  send: (event: FlightRescheduleEvent) => void;
}

/** The new dates (prefilled with the booked ones) and 'Search flights'. */
export function RescheduleDates({ roundtrip, onwarddate, returndate, today, searching, send }: RescheduleDatesProps) {
  return (
    <form
      aria-label="New dates"
      // The server says which date it refuses (a past one, a return before the onward), in plain words.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SEARCH' });
      }}
    >
      <Stack gap="sm">
        <TextInput
          type="date"
          label="New onward date"
          min={today}
          value={onwarddate}
          disabled={searching}
          onChange={(event) => send({ type: 'ONWARD_DATE', date: event.currentTarget.value })}
        />
        {roundtrip && (
          <TextInput
            type="date"
            label="New return date"
            min={onwarddate || today}
            value={returndate}
            disabled={searching}
            onChange={(event) => send({ type: 'RETURN_DATE', date: event.currentTarget.value })}
          />
        )}
        <Group>
          <Button type="submit" loading={searching}>
            Search flights
          </Button>
        </Group>
        {searching && (
          <Group gap="xs">
            <Loader size="xs" role="status" aria-label="Searching flights" />
            <Text size="sm">Searching flights for the new dates…</Text>
          </Group>
        )}
      </Stack>
    </form>
  );
}
