import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';
import { RecentTripsPanel } from '../../../ui/trips/RecentTripsPanel';

export const Route = createFileRoute('/_authenticated/flights/')({
  component: () => (
    <PlaceholderPage title="Flights">
      {/* The traveller's home (spec §2): their 5 most recent trips. */}
      <RecentTripsPanel />
    </PlaceholderPage>
  ),
});
