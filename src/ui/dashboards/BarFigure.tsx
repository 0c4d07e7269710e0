import { Suspense, lazy, useRef } from 'react';
import { Box, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { MAX_BARS, barValue, chartHeight, rupeeBar } from './chart-rules';
import type { ReportTable } from './report-tables';
import { ReportExportMenu } from './ReportExportMenu';
import { ReportTableRows } from './ReportTableView';

const BarCanvas = lazy(() => import('./BarCanvas'));

export interface BarFigureProps {
  table: ReportTable;
  /** The column the bars draw. */
  valueColumn: number;
  /** Names the bars' value in the tooltip. */
  measure: string;
  /** Bars across (top lists) or upright (buckets in their order). */
  layout: 'across' | 'upright';
  format: (value: number) => string;
  /** The window, for the exported files' names. */
  period: string;
  empty?: string;
}

/**
 * One report's chart with its accessible name, and its numbers as a visually hidden table: screen
 * readers (and tests) read the values there, the chart is for the eye. At most 20 bars.
 */
export function BarFigure({ table, valueColumn, measure, layout, format, period, empty = 'None in this window.' }: BarFigureProps) {
  const figure = useRef<HTMLElement>(null);
  const shown = { ...table, rows: table.rows.slice(0, MAX_BARS) };
  const money = table.columns[valueColumn]!.kind === 'money';
  const bars = shown.rows.map((row) => {
    const value = row[valueColumn]!;
    return { label: String(row[0]), value: money ? rupeeBar(String(value)) : barValue(Number(value)) };
  });
  return (
    <Paper withBorder p="md" component="figure" aria-label={table.title} m={0} ref={figure}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {table.title}
        </Title>
        <ReportExportMenu table={shown} period={period} chartOf={bars.length > 0 ? figure : undefined} />
      </Group>
      {bars.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        // The box keeps the chart's place while the library loads: nothing below it moves.
        <Suspense fallback={<Box h={chartHeight(bars.length)} />}>
          <BarCanvas height={chartHeight(bars.length)} data={bars} measure={measure} layout={layout} format={format} />
        </Suspense>
      )}
      <VisuallyHidden>
        <Table aria-label={`${table.title} data`}>
          <ReportTableRows table={shown} />
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}
