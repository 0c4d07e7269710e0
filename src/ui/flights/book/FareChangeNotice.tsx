import { Alert, Button, Group, Text } from '@mantine/core';
import type { FareChange } from '../../../machines/flights/flight-booking.logic';
import { parseMinorUnits, formatMoney } from '../../../domain/money';

/** The words of a fare change: old and new totals, up or down. */
export function fareChangeText(change: FareChange): string {
  const from = parseMinorUnits(change.from);
  const to = parseMinorUnits(change.to);
  const way = to > from ? 'gone up' : 'come down';
  return `The fare has ${way} from ${formatMoney(from, 'INR')} to ${formatMoney(to, 'INR')}.`;
}

/**
 * Nothing can be booked on a changed fare until the user says yes to the new total; no means back
 * to the search.
 */
export function FareChangeNotice({
  change,
  onAccept,
  onSearchAgain,
}: {
  change: FareChange;
  onAccept: () => void;
  onSearchAgain: () => void;
}) {
  return (
    <Alert role="alert" color="orange" title="The fare has changed">
      <Text size="sm">{fareChangeText(change)}</Text>
      <Text size="sm">Please accept the new fare to continue with the booking, or search again.</Text>
      <Group mt="sm">
        <Button onClick={onAccept}>Accept the new fare</Button>
        <Button variant="subtle" onClick={onSearchAgain}>
          Search again
        </Button>
      </Group>
    </Alert>
  );
}

/** REPRICE said NOK: its reason and the way back to the search. */
export function UnavailableNotice({ message, onSearchAgain }: { message: string; onSearchAgain: () => void }) {
  return (
    <Alert role="alert" color="red" title="This booking cannot go ahead">
      <Text size="sm">{message}</Text>
      <Button mt="sm" variant="default" onClick={onSearchAgain}>
        Back to flight search
      </Button>
    </Alert>
  );
}
