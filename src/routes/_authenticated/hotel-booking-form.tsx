import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export const Route = createFileRoute('/_authenticated/hotel-booking-form')({
  component: () => <PlaceholderPage title="Hotel Booking Form" />,
});
