import { createFileRoute } from '@tanstack/react-router';
import { MyBookingsPage } from '../../ui/bookings/MyBookingsPage';
import { useKeepUpcomingVouchers } from '../../ui/hotels/voucher/keep-upcoming-vouchers';

/**
 * /bookings: "My bookings", every product's bookings of the user (docs/features/my-bookings.md). Opening it also
 * keeps the vouchers of upcoming hotel stays on the device, so each opens offline (docs/features/hotels.md "Offline").
 */
export const Route = createFileRoute('/_authenticated/bookings')({
  component: function BookingsRoute() {
    useKeepUpcomingVouchers();
    return <MyBookingsPage />;
  },
});
