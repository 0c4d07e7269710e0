import { Alert } from '@mantine/core';
import { formatTimestamp } from '../../../domain/format';

/**
 * An answer read from this device with no network (docs/features/hotels.md "Offline"): from when,
 * and that its prices are not final. `what`: 'results' on the results page, 'rates' on a hotel's.
 */
export function KeptResultsNotice({ what, keptat }: { what: 'results' | 'rates'; keptat: number }) {
  return (
    <Alert color="yellow" role="status">
      Offline: {what} from {formatTimestamp(new Date(keptat).toISOString())}. Prices are confirmed again before booking.
    </Alert>
  );
}
