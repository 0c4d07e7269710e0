import { useState } from 'react';
import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatTimestamp } from '../../domain/format';
import { formatMoney } from '../../domain/money';
import { useSession } from '../../session/store';
import { BucketCharts, TopListCharts } from './TopListCharts';
import { TravelSummaryTable } from './TravelSummaryTable';
import { DashboardFilters } from './DashboardFilters';
import { TotalsCards } from './TotalsCards';
import { isEmptyWindow } from './dashboard-api';
import type { DashboardFilter } from './dashboard-search-params';
import { useDashboard } from './use-dashboard';

export interface DashboardScreenProps {
  filter: DashboardFilter;
  onFilterChange: (next: DashboardFilter) => void;
}

/** /dashboard (docs/features/dashboards.md "Screens"): the window's totals and charts (drawn by BarCanvas, loaded lazily). */
export function DashboardScreen({ filter, onFilterChange }: DashboardScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const profile = useSession()?.profilemaster;
  const state = useDashboard(profile?.profileid ?? '', filter, attempt);
  const currency = profile?.base_currency ?? 'INR';
  const rupees = (value: number) => formatMoney(BigInt(value) * 100n, currency);
  return (
    <Stack>
      <Title order={1}>Dashboard</Title>
      <DashboardFilters filter={filter} onChange={onFilterChange} />
      {state.status === 'loading' && <Loader aria-label="Loading the dashboard" />}
      {state.status === 'error' && (
        <Alert color="red" title="The dashboard could not be loaded">
          <Text mb="sm">{state.message}</Text>
          <Button variant="light" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && state.offlineSince !== null && (
        <Alert color="yellow" title="Offline">
          Showing the dashboard as of {formatTimestamp(new Date(state.offlineSince).toISOString())}. It refreshes when you are back online.
        </Alert>
      )}
      {state.status === 'ready' && isEmptyWindow(state.data) && <Text>No bookings in this window</Text>}
      {state.status === 'ready' && !isEmptyWindow(state.data) && (
        <>
          <TotalsCards totals={state.data.totals} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <TopListCharts data={state.data} rupees={rupees} />
            <BucketCharts data={state.data} />
          </SimpleGrid>
          <TravelSummaryTable rows={state.data.travelsummary} />
        </>
      )}
    </Stack>
  );
}
