import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';

export interface AreaCanvasProps {
  height: number;
  /** A point per x value: its label under `dataKey`, then a number per series. */
  data: Record<string, string | number>[];
  dataKey: string;
  series: { name: string; color: string }[];
  /** A click on the chart at this row of `data` (the x value under the pointer). */
  onPointClick?: (index: number) => void;
}

/**
 * An area chart, loaded lazily (React.lazy) so recharts stays in the dashboards' own chunk, like
 * BarCanvas. The figure around it names it and carries its numbers as a hidden table.
 */
export default function AreaCanvas({ height, data, dataKey, series, onPointClick }: AreaCanvasProps) {
  // An area has no bar to click: the chart says which x value the pointer is over.
  const onClick = onPointClick && ((state: { activeTooltipIndex?: number | string | null }) => {
    const index = Number(state.activeTooltipIndex ?? NaN);
    if (Number.isInteger(index)) onPointClick(index);
  });
  return (
    <AreaChart
      h={height}
      data={data}
      dataKey={dataKey}
      series={series}
      curveType="linear"
      // Trips are whole: no 0.25 ticks on a small window.
      yAxisProps={{ allowDecimals: false }}
      withLegend
      // Read by screen readers from the figure's table; recharts' keyboard layer would be a focus trap in a hidden chart.
      aria-hidden
      areaChartProps={{ accessibilityLayer: false, onClick, style: onClick && { cursor: 'pointer' } }}
    />
  );
}
