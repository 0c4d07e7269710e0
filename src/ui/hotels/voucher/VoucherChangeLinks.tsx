import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { HotelBooking } from '../../../contract/hotels/booking-shapes';

type Linked = Pick<HotelBooking, 'replacestxid' | 'replacedbytxid'>;

/**
 * A stay whose dates were changed points to the booking that replaced it, and the new booking back
 * to the old one (docs/features/hotels-change.md "Screens"), as the flight e-ticket links a reschedule.
 */
export function VoucherChangeLinks({ booking }: { booking: Linked }) {
  if (!booking.replacedbytxid && !booking.replacestxid) return null;
  const link = (txid: string) => (
    <Anchor fw={600} renderRoot={(props) => <Link {...props} to="/hotels/voucher/$txid" params={{ txid }} />}>
      {txid}
    </Anchor>
  );
  return (
    <Stack gap={4}>
      {booking.replacedbytxid && <Text fw={500}>Dates changed: this stay is now booking {link(booking.replacedbytxid)}</Text>}
      {booking.replacestxid && <Text size="sm">Replaces booking {link(booking.replacestxid)}, the stay at the earlier dates</Text>}
    </Stack>
  );
}
