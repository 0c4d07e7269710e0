import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface StackedBarCanvasProps {
  height: number;
  /** A bar per row: its label under `label`, then a number per series. */
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
}

/**
 * Bars across whose parts stack (trips in and out of policy), loaded lazily like BarCanvas. The
 * figure around it names it and carries its numbers as a hidden table.
 */
export default function StackedBarCanvas({ height, data, series }: StackedBarCanvasProps) {
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
      aria-hidden
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
