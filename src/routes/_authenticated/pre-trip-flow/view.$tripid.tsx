import { createFileRoute } from '@tanstack/react-router';
import { PreTripViewPage } from '../../../ui/trips/PreTripViewPage';

export const Route = createFileRoute('/_authenticated/pre-trip-flow/view/$tripid')({
  component: function PreTripViewRoute() {
    const { tripid } = Route.useParams();
    return <PreTripViewPage key={tripid} tripid={tripid} />;
  },
});
