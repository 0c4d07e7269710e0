import { createFileRoute } from '@tanstack/react-router';
import { HotelVoucherPage } from '../../../ui/hotels/voucher/HotelVoucherPage';

/*
 * /hotels/voucher/$txid: a paid stay's voucher, where the booking page and the card gateway return
 * (docs/features/hotels.md "Voucher and cancellation"). Without this route the path would be read as
 * /hotels/$searchid/$hotelcode.
 */
export const Route = createFileRoute('/_authenticated/hotels/voucher/$txid')({
  component: function HotelVoucherRoute() {
    const { txid } = Route.useParams();
    // Keyed by id: another voucher starts with fresh local state (drawer, messages, polling).
    return <HotelVoucherPage key={txid} txid={txid} />;
  },
});
