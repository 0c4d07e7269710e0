import { createFileRoute } from '@tanstack/react-router';
import { TravellerDashboardScreen } from '../../ui/dashboards/TravellerDashboardScreen';
import { resolveTravellerWindow, validateTravellerSearch } from '../../ui/dashboards/traveller-dashboard-search';

/** /traveller-dashboard?from=&to=: the signed-in user's own trips (docs/features/dashboards.md "Traveller Dashboard"). */
export const Route = createFileRoute('/_authenticated/traveller-dashboard')({
  validateSearch: validateTravellerSearch,
  component: TravellerDashboardRoute,
});

function TravellerDashboardRoute() {
  const navigate = Route.useNavigate();
  const window = resolveTravellerWindow(Route.useSearch(), new Date());
  return <TravellerDashboardScreen window={window} onWindowChange={(search) => void navigate({ search, replace: true })} />;
}
