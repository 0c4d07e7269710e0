import { Alert, Button, Group, Text } from '@mantine/core';
import type { HotelRateSummary } from '../../../contract/hotels/search-shapes';
import { exact } from './book-money';

/**
 * The hotel sells the room at a new price now (recheckhotelrate 'pricechanged', or bookhotel's own
 * recheck): both totals, and nothing is booked until the booker accepts the new one.
 */
export function PriceChangedNotice(props: {
  previoustotal: string;
  offered: HotelRateSummary;
  onAccept: () => void;
  onBack: () => void;
}) {
  return (
    <Alert role="alert" color="orange" title="The price of this room has changed">
      <Text size="sm">
        Was {exact(props.previoustotal)}, now <b data-testid="new-total">{exact(props.offered.total.total)}</b> for the
        whole stay (GST {exact(props.offered.total.tax)}).
      </Text>
      <Group mt="sm">
        <Button onClick={props.onAccept}>Accept the new price</Button>
        <Button variant="default" onClick={props.onBack}>
          Back to the hotel
        </Button>
      </Group>
    </Alert>
  );
}
