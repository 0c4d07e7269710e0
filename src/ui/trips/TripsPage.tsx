import { useState } from 'react';
import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useBackgroundRefresh, useCachedTrips, useQueuedTripChanges } from '../../db/trips-hooks';
import { type TripListFilter, matchesTripFilter, refreshTripList } from '../../db/trips-refresh';
import type { TripAuthor } from '../../db/trips-drafts';
import { PullToRefresh } from '../components/PullToRefresh';
import { TripFilters } from './TripFilters';
import { TripTable } from './TripTable';
import { defaultTripWindow, splitByTravelDate } from '../shared/trip-format';
import { useTripUser } from './use-trip-user';
import { afterSync } from '../../db/trips-sync';

/** /trips: the user's trips from the device cache at once, refreshed from the server behind it. */
export function TripsPage() {
  const user = useTripUser();
  if (!user) return null;
  return <MyTrips user={user} />;
}

function MyTrips({ user }: { user: TripAuthor }) {
  const [filter, setFilter] = useState<TripListFilter>(() => ({ status: '', ...defaultTripWindow() }));
  const cached = useCachedTrips(user.profileid);
  const queued = useQueuedTripChanges(user.profileid);
  const { outcome, reload } = useBackgroundRefresh(
    afterSync(user.profileid, (signal) => refreshTripList(user.profileid, filter, signal)),
    `${user.profileid}|${filter.status}|${filter.startdate}|${filter.enddate}`,
  );

  const shown = (cached ?? []).filter((trip) => matchesTripFilter(trip, filter));
  const { upcoming, past } = splitByTravelDate(shown);

  return (
    <Stack>
      <PullToRefresh onRefresh={reload} />
      <TripsTabs />
      <Group justify="space-between">
        <Title order={1}>Trips</Title>
        <Button component={Link} to="/trips/new">
          Create trip
        </Button>
      </Group>
      <TripFilters filter={filter} onChange={setFilter} />
      {outcome === 'offline' && (
        <Alert color="yellow" title="Offline">
          The server cannot be reached. Showing the trips saved on this device.
        </Alert>
      )}
      {cached === undefined || (outcome === 'loading' && shown.length === 0) ? (
        <Text c="dimmed">Loading trips…</Text>
      ) : shown.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>No trips match these filters.</Text>
          <Text size="sm" c="dimmed">
            Change the status or the dates, or create a new trip.
          </Text>
        </Stack>
      ) : (
        <>
          {upcoming.length > 0 && <TripTable caption="Upcoming and current trips" trips={upcoming} queued={queued} />}
          {past.length > 0 && <TripTable caption="Past trips" trips={past} queued={queued} />}
        </>
      )}
    </Stack>
  );
}

/** "My bookings" is "a tab on Trips" (docs/features/my-bookings.md): the tab opens /bookings. */
function TripsTabs() {
  const navigate = useNavigate();
  return (
    <Tabs value="trips" onChange={(tab) => tab === 'bookings' && void navigate({ to: '/bookings' })}>
      <Tabs.List>
        <Tabs.Tab value="trips">Trips</Tabs.Tab>
        <Tabs.Tab value="bookings">My bookings</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
