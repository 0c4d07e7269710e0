import { Box, Text } from '@mantine/core';
import { type Virtualizer, measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';

export interface VirtualListProps<T> {
  rows: T[];
  rowKey: (row: T) => string;
  /** A row's height before it is measured. */
  estimatedRowPx: number;
  /** Rows rendered beyond the visible ones: none for the first paint, a few once the page is idle. */
  overscan: number;
  /** The scrolling box's name ('Hotels: 1,985'), and the list's. */
  regionLabel: string;
  listLabel: string;
  /** Said when `rows` is empty. */
  emptyText: string;
  /** The row scrolled to the top whenever this key changes (a pick elsewhere on the page); null for none. */
  scrollToKey?: string | null;
  renderRow: (row: T) => ReactNode;
}

/** The scrolling box's height as its style sets it: 75vh, at most 900 px. */
const boxHeight = () => Math.min(window.innerHeight * 0.75, 900);

/** Until its first rows are ready to commit, the list renders none (see `useDeferredValue` below). */
const NO_ROWS: never[] = [];

/**
 * Long results in a scrolling box that renders only the rows in view (and a few around), so
 * thousands of flights or hotels scroll and re-filter as smoothly as fifty
 * (docs/architecture.md#first-load). Rows are measured as they render.
 */
export function VirtualList<T>({
  rows: latestRows,
  rowKey,
  estimatedRowPx,
  overscan,
  regionLabel,
  listLabel,
  emptyText,
  scrollToKey = null,
  renderRow,
}: VirtualListProps<T>) {
  // The rows render as a transition, in slices between which the page answers input: first when
  // the results arrive (the empty box commits at once), then on every change of the filters.
  const rows = useDeferredValue<T[]>(latestRows, NO_ROWS);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimatedRowPx,
    getItemKey: (i) => rowKey(rows[i]!),
    overscan,
    gap: 8,
    // The box's size before it is measured: the first render then already holds the rows in view,
    // rather than none, and the measurement after the commit changes nothing to re-render.
    initialRect: { width: window.innerWidth, height: boxHeight() },
    /*
     * A row's size from its ResizeObserver entry (after the browser's own layout), or what is known
     * before one comes: measuring a new row in the commit would force a layout of the whole list there.
     */
    measureElement: (
      row: Element,
      entry: ResizeObserverEntry | undefined,
      list: Virtualizer<HTMLDivElement, Element>,
    ) => {
      if (entry) return measureElement(row, entry, list);
      return list.itemSizeCache.get(list.options.getItemKey(list.indexFromElement(row))) ?? estimatedRowPx;
    },
  });
  const scrollToIndex = scrollToKey === null ? -1 : rows.findIndex((row) => rowKey(row) === scrollToKey);
  useEffect(() => {
    if (scrollToIndex >= 0) virtualizer.scrollToIndex(scrollToIndex, { align: 'start' });
  }, [scrollToIndex, virtualizer]);

  if (latestRows.length === 0) return <Text role="status">{emptyText}</Text>;
  return (
    <Box
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={regionLabel}
      style={{ height: 'min(75vh, 900px)', overflowY: 'auto', contain: 'strict' }}
    >
      <div role="list" aria-label={listLabel} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="listitem"
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
          >
            {renderRow(rows[item.index]!)}
          </div>
        ))}
      </div>
    </Box>
  );
}
