import { lazy, type ComponentType } from 'react';

/**
 * A drawn chart in a lazy module of its own, so recharts sits in a chunk only the dashboards fetch.
 * Once `preload` has brought the module in, the canvas renders straight away: React.lazy alone
 * suspends at every type's first render, and React reveals a boundary no sooner than 300 ms after
 * its fallback showed, once per kind of chart.
 */
function lazyCanvas<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  const Canvas = (props: P) => {
    const Drawn = loaded ?? Lazy;
    return <Drawn {...props} />;
  };
  const preload = () => load().then((module) => void (loaded = module.default));
  return { Canvas, preload };
}

const bar = lazyCanvas(() => import('./BarCanvas'));
const monthBar = lazyCanvas(() => import('./MonthBarCanvas'));
const area = lazyCanvas(() => import('./AreaCanvas'));
const stackedBar = lazyCanvas(() => import('./StackedBarCanvas'));
const pie = lazyCanvas(() => import('./PieCanvas'));
const canvases = { bar, monthBar, area, stackedBar, pie };

export const BarCanvas = bar.Canvas;
export const MonthBarCanvas = monthBar.Canvas;
export const AreaCanvas = area.Canvas;
export const StackedBarCanvas = stackedBar.Canvas;
export const PieCanvas = pie.Canvas;

let preloading: Promise<unknown> = Promise.resolve();

/**
 * Fetches a screen's chart code while its data is still being asked for (called from the screen's
 * first effect): fetched at a figure's first render instead, the chunk arrived 150–280 ms after the
 * data (bench/dashboard-render.bench.ts).
 */
export function preloadCanvases(...kinds: (keyof typeof canvases)[]): void {
  // A failed fetch is left to the canvas's own import (React.lazy) to meet.
  preloading = Promise.all(kinds.map((kind) => canvases[kind].preload())).catch(() => undefined);
}

/** Settles once the chart code last asked for by preloadCanvases is in (or failed to come). */
export const canvasesPreloaded = (): Promise<unknown> => preloading;
