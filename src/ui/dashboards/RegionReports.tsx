import { useMemo, useState } from 'react';
import { Alert, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardFilter } from './dashboard-search-params';
import { RegionPolicyFigure, RegionSpendFigure, RegionTripsFigure } from './RegionFigures';
import { policyTable, regionTable, regionTripsTable } from './reports-tables';
import { useRegionReport } from './use-reports-data';

export interface RegionReportsProps {
  filter: DashboardFilter;
  currency: string;
}

/** The Regions tab: TG-INTICORPORATEDASHBOARDDATA as spend by region, trips by month and policy by department. */
export function RegionReports({ filter, currency }: RegionReportsProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useRegionReport(filter, attempt);
  const data = state.status === 'ready' ? state.data : null;
  const tables = useMemo(
    () => data && { regions: regionTable(data.DashboardData), trips: regionTripsTable(data.DashboardData), policy: policyTable(data.groupByPolicy) },
    [data],
  );
  const period = `${filter.from}_${filter.to}`;
  if (state.status === 'loading') return <Loader aria-label="Loading the regions" />;
  if (state.status === 'error' || !tables) {
    return (
      <Alert color="red" title="The regions could not be loaded">
        <Text mb="sm">{state.status === 'error' ? state.message : ''}</Text>
        <Button variant="light" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (tables.regions.rows.length === 0) return <Text>No trips in this window</Text>;
  return (
    <Stack>
      <RegionSpendFigure table={tables.regions} period={period} currency={currency} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <RegionTripsFigure table={tables.trips} period={period} />
        <RegionPolicyFigure table={tables.policy} period={period} />
      </SimpleGrid>
    </Stack>
  );
}
