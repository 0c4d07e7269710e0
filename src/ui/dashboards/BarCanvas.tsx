import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface BarCanvasProps {
  height: number;
  data: { label: string; value: number | null }[];
  measure: string;
  layout: 'across' | 'upright';
  format: (value: number) => string;
}

/**
 * The drawn chart, loaded lazily by BarFigure: the chart library (recharts) then sits in a chunk of
 * its own that only /dashboard fetches, after its totals and tables have painted.
 */
export default function BarCanvas({ height, data, measure, layout, format }: BarCanvasProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={[{ name: 'value', label: measure, color: 'blue.6' }]}
      // Mantine's 'vertical' lays the bars across, a name per row.
      orientation={layout === 'across' ? 'vertical' : 'horizontal'}
      yAxisProps={layout === 'across' ? { width: 110 } : undefined}
      valueFormatter={format}
      withBarValueLabel
      // The figure's table carries the numbers for screen readers; recharts' keyboard layer would
      // put a focusable element inside this hidden chart.
      aria-hidden
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
