import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { updateDashboardConfig } from '../../contract/dashboards/config';
import type { Role } from '../../contract/roles';
import { useSession } from '../../session/store';
import { LoadStates } from './LoadStates';
import { mayCall } from '../shared/admin-access';
import { DashboardConfigDrawer } from './DashboardConfigDrawer';
import { DashboardFilters } from './DashboardFilters';
import { DashboardReports } from './DashboardReports';
import { preloadCanvases } from './chart-canvases';
import { isEmptyWindow } from './dashboard-api';
import type { DashboardFilter } from './dashboard-search-params';
import { useDashboard } from './use-dashboard';
import { useHiddenWidgets } from './use-dashboard-config';

export interface DashboardScreenProps {
  filter: DashboardFilter;
  onFilterChange: (next: DashboardFilter) => void;
}

/** /dashboard (docs/features/dashboards.md "Screens"): the window's totals and charts (their canvases loaded lazily, fetched while the data is asked for). */
export function DashboardScreen({ filter, onFilterChange }: DashboardScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const profile = useSession()?.profilemaster;
  const state = useDashboard(profile?.profileid ?? '', filter, attempt);
  useEffect(() => preloadCanvases('bar', 'monthBar'), []);
  const config = useHiddenWidgets();
  const [customising, setCustomising] = useState(false);
  const role = (profile?.corporate_role ?? '') as Role;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Dashboard</Title>
        {mayCall(updateDashboardConfig, role) && (
          <Button variant="default" onClick={() => setCustomising(true)}>
            Customise
          </Button>
        )}
      </Group>
      {customising && <DashboardConfigDrawer opened ownRole={role} onClose={() => setCustomising(false)} onSaved={config.reload} />}
      <DashboardFilters filter={filter} onChange={onFilterChange} />
      <LoadStates state={state} loadingLabel="Loading the dashboard" errorTitle="The dashboard could not be loaded" onRetry={() => setAttempt((n) => n + 1)} />
      {state.status === 'ready' && isEmptyWindow(state.data) && <Text>No bookings in this window</Text>}
      {state.status === 'ready' && !isEmptyWindow(state.data) && (
        <DashboardReports data={state.data} filter={filter} currency={profile?.base_currency ?? 'INR'} hidden={config.hidden} />
      )}
    </Stack>
  );
}
