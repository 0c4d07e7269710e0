import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useBackgroundRefresh, useCachedTrips, useQueuedTripChanges } from '../../db/trips-hooks';
import { refreshTripList } from '../../db/trips-refresh';
import { TripTable } from './TripTable';
import { defaultTripWindow, splitByTravelDate } from '../shared/trip-format';
import { useTripUser } from './use-trip-user';

/** /pre-trip-flow: pick an upcoming trip to plan and book for. */
export function PreTripFlowPage() {
  const user = useTripUser();
  const profileid = user?.profileid ?? '';
  const cached = useCachedTrips(profileid);
  const queued = useQueuedTripChanges(profileid);
  useBackgroundRefresh(
    () =>
      profileid ? refreshTripList(profileid, { status: '', ...defaultTripWindow() }) : Promise.resolve('ok' as const),
    profileid,
  );
  if (!user) return null;
  const { upcoming } = splitByTravelDate(cached ?? []);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Pre Trip Flow</Title>
        <Button component={Link} to="/trips/new">
          Create trip
        </Button>
      </Group>
      {upcoming.length === 0 ? (
        <Text>No upcoming trips. Create a trip to start booking for it.</Text>
      ) : (
        <TripTable caption="Choose a trip to book for" trips={upcoming} queued={queued} linkTo="pretrip" />
      )}
    </Stack>
  );
}
