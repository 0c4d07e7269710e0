import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MyBookingApprovals } from '../../components/MyBookingApprovals';
import { tripPath } from '../../shared/trip-paths';

/* What the book page says instead of, or above, its form in each of the machine's waiting and final states. */

export function CheckingPrice() {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text>Checking the latest price with the hotel…</Text>
    </Group>
  );
}

export function WaitingForNetwork({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert role="status" color="yellow" title="You are offline">
      <Text size="sm">
        Your details are kept. The price is checked again as soon as you are back online; nothing is booked until then.
      </Text>
      <Button size="xs" mt="xs" variant="default" onClick={onRetry}>
        Check again now
      </Button>
    </Alert>
  );
}

export function RecheckFailed({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <Alert role="alert" color="red" title="The price could not be checked">
      <Text size="sm">{error}</Text>
      <Button size="xs" mt="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

export function SoldOut({ onBack }: { onBack: () => void }) {
  return (
    <Alert role="alert" color="red" title="This room is sold out">
      <Text size="sm">The hotel has no such room left for these dates. Nothing was booked.</Text>
      <Button size="xs" mt="xs" onClick={onBack}>
        Choose another room
      </Button>
    </Alert>
  );
}

export function SentForApproval({ message }: { message: string }) {
  return (
    <Stack>
      <Alert role="status" color="green" title="Sent for approval">
        {message && <Text size="sm">{message}</Text>}
        <Text size="sm">
          Your approver has been asked to approve this stay. Once approved, book it from your approval requests below.
        </Text>
      </Alert>
      <MyBookingApprovals service="hotel" />
    </Stack>
  );
}

export function AddedToTrip({ tripid }: { tripid: string }) {
  return (
    <Alert role="status" color="green" title="Added to your trip">
      <Text size="sm">The stay is booked, billed to the company, when the trip is booked.</Text>
      <Anchor component={Link} to={tripPath(tripid)} size="sm">
        Open the trip
      </Anchor>
    </Alert>
  );
}
