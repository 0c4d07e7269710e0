import { createFileRoute } from '@tanstack/react-router';
import { StayVoucherPage } from '../../ui/offline-hotels/StayVoucherPage';

/**
 * /stays/$txid: the voucher of a stay the travel desk booked (docs/features/offline-hotels.md
 * "Voucher"), opened from the trip's items and the traveller's notice.
 */
export const Route = createFileRoute('/_authenticated/stays/$txid')({
  component: function StayVoucherRoute() {
    const { txid } = Route.useParams();
    return <StayVoucherPage key={txid} txid={txid} />;
  },
});
