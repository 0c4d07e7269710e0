import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { tripStatusName } from '../../domain/display-names';
import { canChangeTripItems } from '../../domain/trip-items';
import { useHotelsHome } from '../../session/hotel-version';
import { activeTripSession, endTripSession, startTripSession } from '../shared/trip-session';

/** Services a trip session can book; each page shows the trip banner while the session lasts. */
const SERVICES = [
  { label: 'Flights', to: '/flights' },
  { label: 'Hotels', to: '/hotels' },
  { label: 'Trains', to: '/trains' },
  { label: 'Buses', to: '/buses' },
  { label: 'Cabs', to: '/cabs' },
  { label: 'Insurance', to: '/insurance' },
  { label: 'Visa', to: '/visa-booking' },
] as const;

export interface TripBookingLinksProps {
  profileid: string;
  tripid: string;
  tripname: string;
  status: string;
}

/** "Book for this trip": starts the trip session (docs/product.md#screens-and-routes) and opens the service's search. */
export function TripBookingLinks({ profileid, tripid, tripname, status }: TripBookingLinksProps) {
  const navigate = useNavigate();
  const hotels = useHotelsHome();
  const active = activeTripSession(profileid)?.tripid === tripid;
  const open = (to: string) => {
    startTripSession({ profileid, tripid, tripname });
    void navigate({ to: to === '/hotels' ? hotels : to });
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Book services for this trip
        </Title>
        {canChangeTripItems(status) ? (
          <Group gap="xs" role="group" aria-label="Book services">
            {SERVICES.map((service) => (
              <Button key={service.to} variant="light" onClick={() => open(service.to)}>
                {service.label}
              </Button>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            This trip cannot take new bookings while it is {tripStatusName(status).toLowerCase()}.
          </Text>
        )}
        {active && (
          <Group gap="xs">
            <Text size="sm">You are booking for this trip.</Text>
            <Button size="xs" variant="default" onClick={endTripSession}>
              Logout from trip
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
