import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

/*
 * /hotels/voucher/$txid: where a paid stay's ticket path and the card gateway's return point
 * (docs/features/hotels.md "Bookings"). Its screen comes with the booking screens; without this
 * route the path would be read as /hotels/$searchid/$hotelcode.
 */
export const Route = createFileRoute('/_authenticated/hotels/voucher/$txid')({
  component: () => <PlaceholderPage title="Hotel voucher" />,
});
