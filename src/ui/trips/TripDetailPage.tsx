import { useEffect, useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { isDraftId } from '../../db/outbox-draft-ids';
import {
  useBackgroundRefresh,
  useReloadWhenSynced,
  useCachedTripDetail,
  useQueuedTripChanges,
  useSyncedDraftId,
} from '../../db/trips-hooks';
import { refreshTripDetail } from '../../db/trips-refresh';
import type { TripAuthor } from '../../db/trips-drafts';
import { type BannerVariant, NotificationBanner } from '../components/NotificationBanner';
import { TripActions } from './TripActions';
import { TripBookingLinks } from './TripBookingLinks';
import { TripBookedItems } from './TripBookedItems';
import { TripHeader } from './TripHeader';
import { ShareButton } from '../components/ShareButton';
import { TripNotFound } from './TripNotFound';
import { TripPanels } from './panels/TripPanels';
import { TripRequestItems } from './TripRequestItems';
import { TripSyncNotice } from './TripSyncNotice';
import { TripTracker } from './TripTracker';
import { TripVisaCheck } from './TripVisaCheck';
import { renameTripSession } from '../shared/trip-session';
import { useTripUser } from './use-trip-user';
import { afterSync } from '../../db/trips-sync';

/** /trips/$tripid: the trip from the device cache, refreshed from the server; drafts follow their sync. */
export function TripDetailPage({ tripid }: { tripid: string }) {
  const user = useTripUser();
  if (!user) return null;
  return <TripDetailView user={user} tripid={tripid} />;
}

/** A draft that synced meanwhile moves to its server id (the outbox records the mapping). */
export function useFollowSyncedDraft(tripid: string, to: '/trips/$tripid' | '/pre-trip-flow/view/$tripid'): void {
  const syncedId = useSyncedDraftId(tripid);
  const navigate = useNavigate();
  useEffect(() => {
    if (!syncedId) return;
    renameTripSession(tripid, syncedId);
    void navigate({ to, params: { tripid: syncedId }, replace: true });
  }, [syncedId, tripid, to, navigate]);
}

function TripDetailView({ user, tripid }: { user: TripAuthor; tripid: string }) {
  const navigate = useNavigate();
  const [banner, setBanner] = useState<{ variant: BannerVariant; message: string } | null>(null);
  useFollowSyncedDraft(tripid, '/trips/$tripid');
  const detail = useCachedTripDetail(user.profileid, tripid);
  const queued = useQueuedTripChanges(user.profileid).get(tripid);
  const { outcome, reload } = useBackgroundRefresh(
    afterSync(user.profileid, () => refreshTripDetail(user.profileid, tripid)),
    `${user.profileid}|${tripid}`,
  );
  useReloadWhenSynced((queued?.pending ?? 0) + (queued?.failed.length ?? 0), reload);

  if (detail === undefined || (detail === null && outcome === 'loading')) return <Text c="dimmed">Loading trip…</Text>;
  if (detail === null) return <TripNotFound tripid={tripid} offline={outcome === 'offline'} />;

  const draft = isDraftId(tripid);
  const editable = draft || detail.editable;
  const onError = (message: string) => setBanner({ variant: 'error', message });

  return (
    <Stack>
      {banner && (
        <NotificationBanner variant={banner.variant} message={banner.message} onClose={() => setBanner(null)} />
      )}
      <TripHeader trip={detail.trip} waiting={(queued?.pending ?? 0) > 0} failed={(queued?.failed.length ?? 0) > 0} />
      {!draft && <ShareButton path={`/trips/${tripid}`} title={`Trip ${tripid}`} text={`Trip ${detail.trip.tripname || tripid}`} />}
      {outcome === 'offline' && !draft && (
        <Alert color="yellow" title="Offline">
          The server cannot be reached. This is the trip as last saved on this device.
        </Alert>
      )}
      <TripSyncNotice profileid={user.profileid} pending={queued?.pending ?? 0} failed={queued?.failed ?? []} />
      <TripActions
        user={user}
        trip={detail.trip}
        // What this caller may do (an approver's decisions live in the approvals inbox).
        allowed={detail.calleractions}
        queued={queued !== undefined}
        onError={onError}
        onDone={(message, key) => {
          if (key === 'deleteDraft') return void navigate({ to: '/trips' });
          setBanner({ variant: 'success', message });
          reload();
        }}
      />
      <TripRequestItems
        profileid={user.profileid}
        author={user.name}
        tripid={tripid}
        items={detail.requestitems}
        editable={editable}
        onError={onError}
      />
      {!draft && <TripVisaCheck trip={detail.trip} />}
      {/* Booking starts from the trip for the person travelling on it; others (approvers, admins) only read it here. */}
      {!draft && detail.trip.traveller_profileid === user.profileid && (
        <TripBookingLinks profileid={user.profileid} tripid={tripid} tripname={detail.trip.tripname} status={detail.trip.status} />
      )}
      <TripBookedItems items={detail.items} />
      <TripTracker rows={detail.tracker} />
      {!draft && (
        <TripPanels
          profileid={user.profileid}
          tripid={tripid}
          calleractions={detail.calleractions}
          revision={`${detail.trip.status}|${detail.tracker.length}`}
          onError={onError}
        />
      )}
    </Stack>
  );
}
