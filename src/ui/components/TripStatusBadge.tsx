import { Badge } from '@mantine/core';
import { tripStatusColor, tripStatusName } from '../shared/trip-status';

/** The status as text (never colour alone), with a local-only marker for unsynced changes. */
export function TripStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={tripStatusColor(status)} variant="light">
      {tripStatusName(status)}
    </Badge>
  );
}

/** Shown on a trip with changes still in the outbox (a draft created offline, an edit not yet sent). */
export function WaitingToSyncBadge({ failed = false }: { failed?: boolean }) {
  return (
    <Badge color={failed ? 'red' : 'orange'} variant="outline">
      {failed ? 'Sync failed' : 'Waiting to sync'}
    </Badge>
  );
}
