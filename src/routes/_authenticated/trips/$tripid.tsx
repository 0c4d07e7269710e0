import { createFileRoute } from '@tanstack/react-router';
import { TripDetailPage } from '../../../ui/trips/TripDetailPage';

export const Route = createFileRoute('/_authenticated/trips/$tripid')({
  component: function TripDetailRoute() {
    const { tripid } = Route.useParams();
    // Keyed by id: another trip starts with fresh local state (dialogs, messages).
    return <TripDetailPage key={tripid} tripid={tripid} />;
  },
});
