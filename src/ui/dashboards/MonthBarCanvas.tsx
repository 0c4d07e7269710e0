import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface MonthBarCanvasProps {
  height: number;
  /** A group of bars per month: its label under `label`, then a number (or no bar) per series. */
  data: Record<string, string | number | null>[];
  series: { name: string; label: string; color: string }[];
  format: (value: number) => string;
  /** A click on any bar of this row of `data` (a month). */
  onBarClick?: (index: number) => void;
}

/**
 * Upright bars side by side for each month (spend against missed savings or amendment fees), loaded
 * lazily like BarCanvas; the figure around it names it and carries its numbers as a hidden table.
 */
export default function MonthBarCanvas({ height, data, series, format, onBarClick }: MonthBarCanvasProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={series}
      valueFormatter={format}
      withLegend
      yAxisProps={{ width: 90 }}
      barProps={onBarClick ? { onClick: (_: unknown, index: number) => onBarClick(index), cursor: 'pointer' } : undefined}
      aria-hidden
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
