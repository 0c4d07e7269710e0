import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardFilter } from './dashboard-search-params';
import { DrillDrawer } from './DrillDrawer';
import { preloadCanvases } from './chart-canvases';
import { DepartmentTravelFigure, RegionPolicyFigure, RegionSpendFigure, RegionTripsFigure } from './RegionFigures';
import { policyTable, regionTable, regionTripsTable, travelByDepartmentTable } from './reports-tables';
import type { ReportTable } from './report-tables';
import type { DrillTarget } from './use-drill-bookings';
import { useRegionReport } from './use-reports-data';

export interface RegionReportsProps {
  filter: DashboardFilter;
  currency: string;
}

/** The Regions tab: TG-INTICORPORATEDASHBOARDDATA as spend by region, trips by month and policy by department, each drilling into its bookings. */
export function RegionReports({ filter, currency }: RegionReportsProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useRegionReport(filter, attempt);
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  useEffect(() => preloadCanvases('bar', 'area', 'stackedBar'), []);
  const data = state.status === 'ready' ? state.data : null;
  const tables = useMemo(
    () =>
      data && {
        regions: regionTable(data.DashboardData),
        trips: regionTripsTable(data.DashboardData),
        travel: travelByDepartmentTable(data.groupByFA),
        policy: policyTable(data.groupByPolicy),
      },
    [data],
  );
  // Each table carries its rows' keys and the drill-down's report name (reports-tables.ts), as /dashboard's do.
  const openRow = (table: ReportTable) => (row: number) =>
    table.keys && table.drill && setDrill({ reportname: table.drill, key: table.keys[row]!, label: String(table.rows[row]![0]), title: table.title });
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
      <RegionSpendFigure table={tables.regions} period={period} currency={currency} onOpenRow={openRow(tables.regions)} />
      <RegionTripsFigure table={tables.trips} period={period} onOpenRow={openRow(tables.trips)} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <DepartmentTravelFigure table={tables.travel} period={period} onOpenRow={openRow(tables.travel)} />
        <RegionPolicyFigure table={tables.policy} period={period} onOpenRow={openRow(tables.policy)} />
      </SimpleGrid>
      <DrillDrawer target={drill} filter={filter} onClose={() => setDrill(null)} />
    </Stack>
  );
}
