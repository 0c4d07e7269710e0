import { Stack, Tabs, Title } from '@mantine/core';
import { ADMIN_GROUP, type Role } from '../../contract/roles';
import { useSession } from '../../session/store';
import { DashboardFilters } from './DashboardFilters';
import type { DashboardFilter } from './dashboard-search-params';
import { RegionReports } from './RegionReports';
import { ReportsBookings } from './ReportsBookings';
import type { ReportsTab } from './reports-search-params';

export interface ReportsScreenProps {
  role: string;
  filter: DashboardFilter;
  tab: ReportsTab;
  onFilterChange: (next: DashboardFilter) => void;
  onTabChange: (next: ReportsTab) => void;
}

/** /reports (docs/features/dashboards.md "Screens"): the window's bookings (MIS) and regions, a tab each. */
export function ReportsScreen({ role, filter, tab, onFilterChange, onTabChange }: ReportsScreenProps) {
  const currency = useSession()?.profilemaster.base_currency ?? 'INR';
  return (
    <Stack>
      <Title order={1}>Reports</Title>
      <DashboardFilters filter={filter} onChange={onFilterChange} />
      {/* Only the open tab is mounted, so only its call is made. */}
      <Tabs value={tab} onChange={(next) => next && onTabChange(next as ReportsTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="bookings">Bookings</Tabs.Tab>
          <Tabs.Tab value="regions">Regions</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bookings" pt="md">
          <ReportsBookings filter={filter} mayAskWholeCompany={ADMIN_GROUP.includes(role as Role)} />
        </Tabs.Panel>
        <Tabs.Panel value="regions" pt="md">
          <RegionReports filter={filter} currency={currency} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
