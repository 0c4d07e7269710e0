import { useCallback, useEffect, useRef, useState } from 'react';
import { canvasesPreloaded } from './chart-canvases';

/**
 * Figures take turns to draw their chart, one per task, in the order they mounted: drawn together,
 * a dashboard's eight charts were one 400–700 ms task (bench/dashboard-render.bench.ts), the page
 * frozen meanwhile. A turn ends once its chart is in the DOM and the page has painted it (in a
 * background tab, where no frame is painted, the later charts wait until it is shown).
 */
const waiting: (() => void)[] = [];
let drawing: (() => void) | null = null;

function next(): void {
  drawing = waiting.shift() ?? null;
  drawing?.();
}

/** After the coming paint: rAF runs just before it, and a timeout queued there runs after it. */
function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/** Queues `start` for a turn; the returned release ends the turn, or leaves the queue if it has not come. */
function takeTurn(start: () => void): () => void {
  waiting.push(start);
  if (!drawing) next();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const at = waiting.indexOf(start);
    if (at >= 0) waiting.splice(at, 1);
    else if (drawing === start) afterPaint(next);
  };
}

/** Whether this figure's turn to draw has come, and the call that ends it (once its chart is drawn). */
export function useChartTurn(): [mine: boolean, drawn: () => void] {
  const [mine, setMine] = useState(false);
  const release = useRef(() => {});
  useEffect(() => {
    let mounted = true;
    // The turn waits for the chart code: a canvas still loading would suspend, and React would hold
    // its chart back until 300 ms after the placeholder showed (chart-canvases.tsx).
    release.current = takeTurn(() => void canvasesPreloaded().then(() => mounted && setMine(true)));
    return () => {
      mounted = false;
      // Unmounted before drawing, the figure gives its turn up.
      release.current();
    };
  }, []);
  return [mine, useCallback(() => release.current(), [])];
}
