import { Group, Paper, Title } from '@mantine/core';
import { ResponsiveTable } from '../components/ResponsiveTable';
import type { ReportTable } from './report-tables';
import { ReportExportMenu } from './ReportExportMenu';
import { ReportTableRows } from './ReportTableView';

/** travelsummary: a row per group, domestic and international, each listing its bookings; on a phone each row is a card. */
export function TravelSummaryTable({ table, period, onOpenRow }: { table: ReportTable; period: string; onOpenRow: (row: number) => void }) {
  return (
    <Paper withBorder p="md" component="figure" aria-label={table.title} m={0}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {table.title}
        </Title>
        <ReportExportMenu table={table} period={period} />
      </Group>
      <ResponsiveTable aria-label="Travel summary">
        <ReportTableRows table={table} dataLabels onOpenRow={onOpenRow} />
      </ResponsiveTable>
    </Paper>
  );
}
