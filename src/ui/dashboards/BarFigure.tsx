import { type ReactNode, Suspense, lazy } from 'react';
import { Box, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { MAX_BARS, chartHeight } from './chart-rules';

const BarCanvas = lazy(() => import('./BarCanvas'));

export interface Bar {
  label: string;
  /** Already rounded; null draws no bar (zero). */
  value: number | null;
  /** The row's cells in the data table, in the order of `columns`. */
  cells: ReactNode[];
}

export interface BarFigureProps {
  title: string;
  /** Names the bars' value in the tooltip. */
  measure: string;
  bars: Bar[];
  /** The data table's columns; the first is the bar's label. */
  columns: string[];
  /** Bars across (top lists) or upright (buckets in their order). */
  layout: 'across' | 'upright';
  format: (value: number) => string;
  empty?: string;
}

/**
 * One chart with its accessible name, and its numbers as a visually hidden table: screen readers
 * (and tests) read the values there, the chart is for the eye.
 */
export function BarFigure({ title, measure, bars, columns, layout, format, empty = 'None in this window.' }: BarFigureProps) {
  const shown = bars.slice(0, MAX_BARS);
  return (
    <Paper withBorder p="md" component="figure" aria-label={title} m={0}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {shown.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        // The box keeps the chart's place while the library loads: nothing below it moves.
        <Suspense fallback={<Box h={chartHeight(shown.length)} />}>
          <BarCanvas height={chartHeight(shown.length)} data={shown.map((b) => ({ label: b.label, value: b.value }))} measure={measure} layout={layout} format={format} />
        </Suspense>
      )}
      <VisuallyHidden>
        <Table aria-label={`${title} data`}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((b) => (
              <Table.Tr key={b.label}>
                <Table.Th scope="row">{b.label}</Table.Th>
                {b.cells.map((cell, i) => (
                  <Table.Td key={columns[i + 1]}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}
