import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../session/store';
import { DashboardPage } from '../../ui/dashboards/DashboardPage';
import { resolveDashboardFilter, validateDashboardSearch } from '../../ui/dashboards/dashboard-search-params';

/** /dashboard?from=&to=&datetype=&scope=&department=&costcentre=&project=&traveller=&prepaid=: the company's travel spend (docs/features/dashboards.md "Screens"). */
export const Route = createFileRoute('/_authenticated/dashboard')({
  validateSearch: validateDashboardSearch,
  component: DashboardRoute,
});

function DashboardRoute() {
  const login = useSession();
  const navigate = Route.useNavigate();
  const filter = resolveDashboardFilter(Route.useSearch(), new Date());
  if (!login) return null;
  return <DashboardPage role={login.profilemaster.corporate_role} filter={filter} onFilterChange={(search) => void navigate({ search, replace: true })} />;
}
