import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';

/** A line of a bar's tooltip: a measure and its value as the page writes it. */
export interface BarDetail {
  label: string;
  value: string;
}

export interface BarCanvasProps {
  height: number;
  data: { label: string; value: number | null; details?: BarDetail[] }[];
  measure: string;
  layout: 'across' | 'upright';
  format: (value: number) => string;
  /** A click on the bar of this row of `data`. */
  onBarClick?: (index: number) => void;
}

/** A bar's breakdown, for bars that carry one: the chart's own tooltip shows one series only. */
function DetailsTooltip({ payload }: { payload?: readonly { payload?: BarCanvasProps['data'][number] }[] }) {
  const bar = payload?.[0]?.payload;
  if (!bar?.details) return null;
  return (
    <Paper withBorder shadow="md" p="xs">
      <Text fw={700} size="sm">
        {bar.label}
      </Text>
      {bar.details.map((d) => (
        <Text key={d.label} size="sm">
          {d.label}: {d.value}
        </Text>
      ))}
    </Paper>
  );
}

/**
 * The drawn chart, loaded lazily (chart-canvases.ts): the chart library (recharts) then sits in a
 * chunk of its own that only the dashboards fetch, while their data is being asked for.
 */
export default function BarCanvas({ height, data, measure, layout, format, onBarClick }: BarCanvasProps) {
  const detailed = data.some((d) => d.details);
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
      barProps={onBarClick ? { onClick: (_: unknown, index: number) => onBarClick(index), cursor: 'pointer' } : undefined}
      tooltipProps={detailed ? { content: ({ payload }) => <DetailsTooltip payload={payload} /> } : undefined}
      // The figure's table carries the numbers for screen readers; recharts' keyboard layer would
      // put a focusable element inside this hidden chart.
      aria-hidden
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
