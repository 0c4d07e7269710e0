import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CorporateTripWire } from '../../contract/trips/shapes';
import { isDraftId } from '../../db/outbox-draft-ids';
import { useBackgroundRefresh, useCachedMaster, useCachedTrips } from '../../db/trips-hooks';
import { refreshRecentTrips } from '../../db/trips-refresh';
import { TripStatusBadge, WaitingToSyncBadge } from '../components/TripStatusBadge';
import { formatDateRange } from '../../domain/format';
import { useTripUser } from './use-trip-user';
import { tripPath } from '../shared/trip-paths';

export const RECENT_TRIPS = 5;

/** The home page's 5 most recent trips (the server's recent-trips read, cached), drafts not yet synced first. */
export function RecentTripsPanel() {
  const user = useTripUser();
  const profileid = user?.profileid ?? '';
  const recent = useCachedMaster<CorporateTripWire[]>(profileid, 'recenttrips');
  const cached = useCachedTrips(profileid);
  useBackgroundRefresh(() => (profileid ? refreshRecentTrips(profileid) : Promise.resolve('ok' as const)), profileid);
  if (!user) return null;

  const drafts = (cached ?? [])
    .filter((t) => isDraftId(t.tripid))
    .sort((a, b) => b.createdon.localeCompare(a.createdon));
  const trips = [...drafts, ...(recent ?? [])].slice(0, RECENT_TRIPS);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recent-trips-title" maw={720}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="recent-trips-title">
            Recent trips
          </Title>
          <Anchor component={Link} to="/trips" size="sm">
            All trips
          </Anchor>
        </Group>
        {trips.length === 0 ? (
          <Text size="sm" c="dimmed">
            {recent === undefined ? 'Loading…' : 'No trips yet.'}{' '}
            <Anchor component={Link} to="/trips/new">
              Create trip
            </Anchor>
          </Text>
        ) : (
          trips.map((trip) => (
            <Group key={trip.tripid} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={tripPath(trip.tripid)} size="sm">
                {trip.tripname || trip.tripid}
              </Anchor>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {formatDateRange(trip.fromdate, trip.todate)}
                </Text>
                <TripStatusBadge status={trip.status} />
                {isDraftId(trip.tripid) && <WaitingToSyncBadge />}
              </Group>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
