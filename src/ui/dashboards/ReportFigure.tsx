import { useRef, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReportTable } from './report-tables';
import { ChartSlot } from './ChartSlot';
import { ReportExportMenu } from './ReportExportMenu';
import { ReportTableRows } from './ReportTableView';

export interface ReportFigureProps {
  /** What the figure shows: its title names it, its rows are the hidden table and the exports. */
  table: ReportTable;
  /** The window, for the exported files' names. */
  period: string;
  /** The chart's height in px, kept by an empty box until the chart is drawn. */
  height: number;
  /** The lazily loaded chart; null when there is nothing to draw. */
  canvas: ReactNode | null;
  empty?: string;
  /** Lists the bookings behind a row: its bar opens them, and so does its name in the shown table. */
  onOpenRow?: (row: number) => void;
}

/**
 * Any chart of the dashboards: a figure with its accessible name and its numbers as a visually
 * hidden table, so screen readers (and tests) read the values there and the chart is for the eye.
 * Each canvas is its own lazy module (chart-canvases.ts), drawn in the figure's turn (ChartSlot);
 * this shell is what every figure of the dashboards shares.
 */
export function ReportFigure({ table, period, height, canvas, empty = 'None in this window.', onOpenRow }: ReportFigureProps) {
  const figure = useRef<HTMLElement>(null);
  // Shown, the table is the way to the bookings for keyboards and screen readers; the bars are not focusable.
  const [tableShown, setTableShown] = useState(false);
  const rows = (
    <Table aria-label={`${table.title} data`}>
      <ReportTableRows table={table} onOpenRow={tableShown ? onOpenRow : undefined} />
    </Table>
  );
  return (
    <Paper withBorder p="md" component="figure" aria-label={table.title} m={0} ref={figure}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {table.title}
        </Title>
        <Group gap={0} wrap="nowrap">
          {onOpenRow && table.rows.length > 0 && (
            <Button variant="subtle" size="compact-sm" aria-expanded={tableShown} onClick={() => setTableShown((shown) => !shown)}>
              {tableShown ? 'Hide table' : 'Table'}
            </Button>
          )}
          <ReportExportMenu table={table} period={period} chartOf={canvas ? figure : undefined} />
        </Group>
      </Group>
      {canvas ? (
        <ChartSlot height={height}>{canvas}</ChartSlot>
      ) : (
        <Text c="dimmed">{empty}</Text>
      )}
      {tableShown ? <Table.ScrollContainer minWidth={0}>{rows}</Table.ScrollContainer> : <VisuallyHidden>{rows}</VisuallyHidden>}
    </Paper>
  );
}
