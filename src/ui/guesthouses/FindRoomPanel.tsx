import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../api';
import type { FoundGuestHouse } from '../../contract/guesthouses/operations';
import type { GuestHouseRoom, Reservation } from '../../contract/guesthouses/shapes';
import { type StayQuery, findRooms, loadCities, reserveRoom } from './guesthouse-api';
import { ReserveDialog } from './ReserveDialog';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { useLoaded } from './use-loaded';

interface Found {
  query: StayQuery;
  nights: number;
  guesthouses: FoundGuestHouse[];
}

/** "Find a room": a city with the company's guest houses, dates and guests → free rooms → reserve. */
export function FindRoomPanel() {
  const cities = useLoaded(loadCities);
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [choice, setChoice] = useState<{ house: FoundGuestHouse; room: GuestHouseRoom } | null>(null);
  const [done, setDone] = useState<Reservation | null>(null);

  /** Searches; after a reservation the same search runs again (the room is gone) with its notice kept. */
  const search = async (query: StayQuery, notice: Reservation | null = null) => {
    setBusy(true);
    setError('');
    setDone(notice);
    try {
      const answer = await findRooms(query);
      setFound({ query, nights: answer.nights, guesthouses: answer.guesthouses });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (cities.error) return <Alert color="red" role="alert">{cities.error}</Alert>;
  if (!cities.data) return <Text>Loading…</Text>;
  const open = cities.data.cities.filter((c) => cities.data!.withguesthouses.includes(c.cityid));
  if (open.length === 0) return <Text>Your company has no guest house open yet.</Text>;
  return (
    <Stack>
      <SearchForm cities={open} busy={busy} onSearch={(q) => void search(q)} />
      {error && <Alert color="red" role="alert">{error}</Alert>}
      {done && (
        <Alert color="green" role="status" title="Reserved">
          {done.guesthousename}, room {done.roomname}: reference {done.reference}. It is in My reservations.
        </Alert>
      )}
      {found && <SearchResults nights={found.nights} guesthouses={found.guesthouses} onReserve={(house, room) => setChoice({ house, room })} />}
      {found && (
        <ReserveDialog
          choice={choice}
          query={found.query}
          nights={found.nights}
          reserve={reserveRoom}
          onClose={() => setChoice(null)}
          onReserved={(reservation) => {
            setChoice(null);
            void search(found.query, reservation);
          }}
        />
      )}
    </Stack>
  );
}
