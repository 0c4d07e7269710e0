import { Button, Group, Paper, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useSession } from '../../session/store';
import { endTripSession, useTripSession } from '../shared/trip-session';
import { tripViewPath } from '../shared/trip-paths';
import { tint } from '../shared/tint';

/**
 * docs/product.md#screens-and-routes: while a trip session is active the shell links back to the trip's pre-trip view
 * ('BACK TO TRIP') and offers 'Logout from trip'. Hidden on that view itself, where it would
 * only point at the page the user is on.
 */
export function TripBanner() {
  const login = useSession();
  const session = useTripSession(login?.profilemaster.profileid);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!session || pathname === tripViewPath(session.tripid)) return null;

  return (
    <Paper role="region" aria-label="Trip session" bg={tint('blue')} p="xs" radius={0} withBorder mb="sm">
      <Group justify="space-between" gap="md">
        <Text fw={600}>
          Booking for trip {session.tripname || session.tripid} ({session.tripid})
        </Text>
        <Group gap="xs">
          <Button size="xs" component={Link} to={tripViewPath(session.tripid)}>
            BACK TO TRIP
          </Button>
          <Button size="xs" variant="default" onClick={endTripSession}>
            Logout from trip
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
