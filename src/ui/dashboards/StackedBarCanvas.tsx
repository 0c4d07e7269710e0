import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface StackedBarCanvasProps {
  height: number;
  /** A bar per row: its label under `label`, then a number per series. */
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  /** A click on either part of this row's bar of `data`. */
  onBarClick?: (index: number) => void;
}

/**
 * Bars across whose parts stack (trips in and out of policy), loaded lazily like BarCanvas. The
 * figure around it names it and carries its numbers as a hidden table.
 */
export default function StackedBarCanvas({ height, data, series, onBarClick }: StackedBarCanvasProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      type="stacked"
      series={series}
      // Mantine's 'vertical' lays the bars across, a name per row.
      orientation="vertical"
      yAxisProps={{ width: 110 }}
      // Trips are whole: no 0.25 ticks on a small window.
      xAxisProps={{ allowDecimals: false }}
      withLegend
      barProps={onBarClick ? { onClick: (_: unknown, index: number) => onBarClick(index), cursor: 'pointer' } : undefined}
      aria-hidden
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
