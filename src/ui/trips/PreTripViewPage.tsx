import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useBackgroundRefresh, useCachedTripDetail, useQueuedTripChanges } from '../../db/trips-hooks';
import { refreshTripDetail } from '../../db/trips-refresh';
import type { TripAuthor } from '../../db/trips-drafts';
import { TripBookedItems } from './TripBookedItems';
import { TripBookingLinks } from './TripBookingLinks';
import { TripHeader } from './TripHeader';
import { TripNotFound } from './TripNotFound';
import { useFollowSyncedDraft } from './TripDetailPage';
import { useTripSession } from '../shared/trip-session';
import { formatDateWithWeekday } from '../../domain/format';
import { useTripUser } from './use-trip-user';
import { tripPath } from '../shared/trip-paths';
import { afterSync } from '../../db/trips-sync';

/** /pre-trip-flow/view/$tripid: the trip at a glance and the way into booking its services. */
export function PreTripViewPage({ tripid }: { tripid: string }) {
  const user = useTripUser();
  if (!user) return null;
  return <PreTripView user={user} tripid={tripid} />;
}

function PreTripView({ user, tripid }: { user: TripAuthor; tripid: string }) {
  useFollowSyncedDraft(tripid, '/pre-trip-flow/view/$tripid');
  // Subscribed so the page re-renders when the session starts or ends.
  useTripSession(user.profileid);
  const detail = useCachedTripDetail(user.profileid, tripid);
  const queued = useQueuedTripChanges(user.profileid).get(tripid);
  const { outcome } = useBackgroundRefresh(
    afterSync(user.profileid, () => refreshTripDetail(user.profileid, tripid)),
    `${user.profileid}|${tripid}`,
  );

  if (detail === undefined || (detail === null && outcome === 'loading')) return <Text c="dimmed">Loading trip…</Text>;
  if (detail === null) return <TripNotFound tripid={tripid} offline={outcome === 'offline'} />;

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Pre-trip view
      </Text>
      <TripHeader trip={detail.trip} waiting={(queued?.pending ?? 0) > 0} failed={(queued?.failed.length ?? 0) > 0} />
      <Group>
        <Anchor component={Link} to={tripPath(tripid)}>
          Open trip details, approvals and documents
        </Anchor>
      </Group>
      <TripBookingLinks
        profileid={user.profileid}
        tripid={tripid}
        tripname={detail.trip.tripname}
        status={detail.trip.status}
      />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Requested services
        </Title>
        {detail.requestitems.length === 0 ? (
          <Text size="sm" c="dimmed">
            No requests yet.
          </Text>
        ) : (
          detail.requestitems.map((item) => (
            <Text key={item.requestitemid} size="sm">
              {item.itemtype}: {String(item.details.from ?? '')} → {String(item.details.to ?? '')}{' '}
              {formatDateWithWeekday(String(item.details.date ?? ''))}
            </Text>
          ))
        )}
      </Stack>
      <TripBookedItems items={detail.items} />
    </Stack>
  );
}
