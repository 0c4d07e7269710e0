import { useMemo, useRef, useState } from 'react';
import type { DrillReport } from '../../contract/dashboards/drilldown';
import { SimpleGrid, Stack } from '@mantine/core';
import { formatDate } from '../../domain/format';
import { formatMoney } from '../../domain/money';
import type { DashboardData } from './dashboard-api';
import type { DashboardFilter } from './dashboard-search-params';
import { DashboardExports } from './DashboardExports';
import { DrillDrawer } from './DrillDrawer';
import type { DrillTarget } from './use-drill-bookings';
import { type ReportTable, reportTables } from './report-tables';
import { DashboardCharts } from './DashboardCharts';
import { TotalsCards } from './TotalsCards';
import { TravelSummaryTable } from './TravelSummaryTable';

export interface DashboardReportsProps {
  data: DashboardData;
  filter: DashboardFilter;
  currency: string;
  /** The widgets the dashboard config hides from the caller's role. */
  hidden: ReadonlySet<string>;
}

/** A loaded dashboard: the totals, the charts, the summary, and the whole of it as a file. */
export function DashboardReports({ data, filter, currency, hidden }: DashboardReportsProps) {
  const page = useRef<HTMLDivElement>(null);
  const shows = (widget: string) => !hidden.has(widget);
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  // Every table that drills carries its rows' keys; the report's name is the drill-down's unless the table names another.
  const openRow = (table: ReportTable, row: number) =>
    table.keys && setDrill({ reportname: table.drill ?? (table.id as DrillReport), key: table.keys[row]!, label: String(table.rows[row]![0]), title: table.title });
  const list = useMemo(() => reportTables(data).filter((t) => !hidden.has(t.id)), [data, hidden]);
  const tables = Object.fromEntries(list.map((t) => [t.id, t])) as Record<ReportTable['id'], ReportTable>;
  const rupees = (value: number) => formatMoney(BigInt(value) * 100n, currency);
  const period = `${filter.from}_${filter.to}`;
  const windowText = `${filter.datetype === 'travel' ? 'Travel' : 'Booking'} dates from ${formatDate(filter.from)} to ${formatDate(filter.to)}`;
  return (
    <Stack ref={page}>
      <DashboardExports tables={list} windowText={windowText} fileWindow={period} page={page} />
      {shows('totals') && <TotalsCards totals={data.totals} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <DashboardCharts tables={tables} rupees={rupees} period={period} shows={shows} onDrill={openRow} />
      </SimpleGrid>
      {shows('travelsummary') && <TravelSummaryTable table={tables.travelsummary} period={period} onOpenRow={(row) => openRow(tables.travelsummary, row)} />}
      <DrillDrawer target={drill} filter={filter} onClose={() => setDrill(null)} />
    </Stack>
  );
}
