import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';

export interface PieCanvasProps {
  /** The pie's diameter in px; legend and outside labels add 80 px each around it. */
  size: number;
  data: { name: string; value: number; color: string }[];
  format: (value: number) => string;
}

/**
 * The drawn pie, loaded lazily like BarCanvas (chart-canvases.ts): the chart library stays in the
 * dashboards' own chunk, fetched while the data is being asked for.
 */
export default function PieCanvas({ size, data, format }: PieCanvasProps) {
  return (
    <PieChart
      mx="auto"
      size={size}
      data={data}
      withLegend
      withTooltip
      withLabels
      // A whole pie is one sector: its edge stroke would draw a stray radius.
      strokeWidth={data.length > 1 ? 1 : 0}
      labelsPosition="outside"
      labelsType="percent"
      valueFormatter={format}
      // The figure's table carries the numbers for screen readers; recharts' keyboard layer and the
      // pie's own tab stop would put a focusable element inside this hidden chart.
      aria-hidden
      accessibilityLayer={false}
      pieProps={{ rootTabIndex: -1 }}
    />
  );
}
