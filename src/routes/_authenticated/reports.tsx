import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../session/store';
import { ReportsPage } from '../../ui/dashboards/ReportsPage';
import { resolveDashboardFilter } from '../../ui/dashboards/dashboard-search-params';
import { validateReportsSearch } from '../../ui/dashboards/reports-search-params';

/** /reports?tab=&from=&to=&datetype=&scope= and the dashboard's other filters: the bookings (MIS) and regions reports (docs/features/dashboards.md "Screens"). */
export const Route = createFileRoute('/_authenticated/reports')({
  validateSearch: validateReportsSearch,
  component: ReportsRoute,
});

function ReportsRoute() {
  const login = useSession();
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  const filter = resolveDashboardFilter(search, new Date());
  const tab = search.tab ?? 'bookings';
  if (!login) return null;
  return (
    <ReportsPage
      role={login.profilemaster.corporate_role}
      filter={filter}
      tab={tab}
      onFilterChange={(next) => void navigate({ search: { ...next, tab }, replace: true })}
      onTabChange={(next) => void navigate({ search: { ...filter, tab: next } })}
    />
  );
}
