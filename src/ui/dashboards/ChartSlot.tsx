import { Suspense, useEffect, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useChartTurn } from './chart-turns';

/**
 * Rendered after the chart inside its Suspense boundary, so it commits only with the chart itself.
 * A passive effect, after the chart's own: recharts measures its box there and draws in the render
 * that follows, which the turn's wait for a paint then lets through before the next chart starts.
 */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/**
 * A figure's chart, drawn in the figure's turn (chart-turns.ts). Until it is drawn, while it waits
 * for its turn or for its lazy module, an empty box keeps its place: nothing below it moves.
 */
export function ChartSlot({ height, children }: { height: number; children: ReactNode }) {
  const [mine, drawn] = useChartTurn();
  const place = <Box h={height} />;
  if (!mine) return place;
  return (
    <Suspense fallback={place}>
      {children}
      <Drawn onDrawn={drawn} />
    </Suspense>
  );
}
