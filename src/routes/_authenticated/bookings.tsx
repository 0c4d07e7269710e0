import { createFileRoute } from '@tanstack/react-router';
import { MyBookingsPage } from '../../ui/bookings/MyBookingsPage';

/** /bookings: "My bookings", every product's bookings of the user (docs/features/my-bookings.md). */
export const Route = createFileRoute('/_authenticated/bookings')({
  component: MyBookingsPage,
});
