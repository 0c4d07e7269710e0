import { useState } from 'react';
import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type BookingFilter, filterBookings } from '../../contract/bookings/booking-view';
import { MY_BOOKINGS_CAP, type MyBooking } from '../../contract/bookings/operations';
import { formatTimestamp } from '../../domain/format';
import { useSession } from '../../session/store';
import { PullToRefresh } from '../components/PullToRefresh';
import { AddToTripDialog } from './AddToTripDialog';
import { BookingCard } from './BookingCard';
import { BookingFilters } from './BookingFilters';
import { useMyBookings } from './use-my-bookings';

/** /bookings: every flight and policy the user bought or travels on (docs/features/my-bookings.md). */
export function MyBookingsPage() {
  const login = useSession();
  if (!login) return null;
  return <MyBookings profileid={login.profilemaster.profileid} />;
}

function MyBookings({ profileid }: { profileid: string }) {
  const navigate = useNavigate();
  const { state, reload } = useMyBookings(profileid);
  const [filter, setFilter] = useState<BookingFilter>({ view: 'upcoming', product: '', search: '' });
  const [attaching, setAttaching] = useState<MyBooking | null>(null);
  const offline = state.kind === 'ready' && state.offlineSince !== null;

  return (
    <Stack>
      <PullToRefresh onRefresh={reload} />
      {/* docs/features/my-bookings.md: "a tab on Trips"; the Trips page shows the same two tabs. */}
      <Tabs value="bookings" onChange={(tab) => tab === 'trips' && void navigate({ to: '/trips' })}>
        <Tabs.List>
          <Tabs.Tab value="trips">Trips</Tabs.Tab>
          <Tabs.Tab value="bookings">My bookings</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Title order={1}>My bookings</Title>
      <BookingFilters filter={filter} onChange={setFilter} />
      {state.kind === 'ready' && state.offlineSince !== null && (
        <Alert color="yellow" title="Offline">
          The server cannot be reached. Showing your bookings as last updated{' '}
          {formatTimestamp(new Date(state.offlineSince).toISOString())}.
        </Alert>
      )}
      {state.kind === 'loading' && <Text c="dimmed">Loading bookings…</Text>}
      {state.kind === 'failed' && (
        <Alert color="red" role="alert">
          {state.error}
        </Alert>
      )}
      {state.kind === 'ready' && (
        <BookingList
          bookings={filterBookings(state.answer.list, filter, state.answer.today)}
          truncated={state.answer.truncated}
          onAddToTrip={offline ? undefined : setAttaching}
        />
      )}
      <AddToTripDialog
        key={attaching?.txid ?? 'none'}
        profileid={profileid}
        booking={attaching}
        onClose={() => setAttaching(null)}
        onAdded={() => {
          setAttaching(null);
          reload();
        }}
      />
    </Stack>
  );
}

interface BookingListProps {
  bookings: MyBooking[];
  truncated: boolean;
  onAddToTrip?: (booking: MyBooking) => void;
}

function BookingList({ bookings, truncated, onAddToTrip }: BookingListProps) {
  return (
    <Stack gap="sm">
      {bookings.length === 0 ? (
        <Text>No bookings match these filters.</Text>
      ) : (
        bookings.map((b) => <BookingCard key={`${b.product}-${b.txid}`} booking={b} onAddToTrip={onAddToTrip} />)
      )}
      {truncated && (
        <Text size="sm" c="dimmed">
          Only your {MY_BOOKINGS_CAP} most recent bookings are listed.
        </Text>
      )}
    </Stack>
  );
}
