import { Badge } from '@mantine/core';
import { statusColour, statusName, tripStatusColour, tripStatusName } from '../../domain/display-names';

/**
 * The status as text (never colour alone), named by the display-name map. A trip's own status
 * reads "Draft" until it is submitted; a booking's (kind="booking") keeps "Pending".
 */
export function TripStatusBadge({ status, kind = 'trip' }: { status: string; kind?: 'trip' | 'booking' }) {
  const trip = kind === 'trip';
  return (
    <Badge color={trip ? tripStatusColour(status) : statusColour(status)} variant="light">
      {trip ? tripStatusName(status) : statusName(status)}
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
