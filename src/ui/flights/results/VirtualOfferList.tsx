import { Box, Text } from '@mantine/core';
import { type Virtualizer, measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useRef, useState } from 'react';
import type { FareSummary, OfferSummary } from '../../../contract/flights/search';
import type { ShownOffer } from '../../../domain/flight-filters';
import { OfferRow } from './OfferRow';

export interface VirtualOfferListProps {
  label: string;
  rows: ShownOffer[];
  /** Rows rendered beyond the visible ones: none for the first paint, a few once the page is idle. */
  overscan: number;
  selectedFarekey: string | null;
  onFareRules: (offer: OfferSummary, fare: FareSummary) => void;
  onSelect: (offer: OfferSummary, fare: FareSummary) => void;
}

/** A row's height before it is measured; an open 'More fares' table makes it taller. */
const ESTIMATED_ROW_PX = 150;

/** The scrolling box's height as its style sets it: 75vh, at most 900 px. */
const boxHeight = () => Math.min(window.innerHeight * 0.75, 900);

/** Until its first rows are ready to commit, the list renders none (see `useDeferredValue` below). */
const NO_ROWS: ShownOffer[] = [];

/**
 * A row's size from its ResizeObserver entry (after the browser's own layout), or what is known
 * before one comes: measuring a new row in the commit would force a layout of the whole list there.
 */
function measureWithoutForcedLayout(row: Element, entry: ResizeObserverEntry | undefined, list: Virtualizer<HTMLDivElement, Element>) {
  if (entry) return measureElement(row, entry, list);
  return list.itemSizeCache.get(list.options.getItemKey(list.indexFromElement(row))) ?? ESTIMATED_ROW_PX;
}

/**
 * The offers in a scrolling box that renders only the rows in view (and a few around), so five
 * thousand offers scroll and re-filter as smoothly as fifty. Rows are measured as they render.
 */
export function VirtualOfferList({
  label,
  rows: latestRows,
  overscan,
  selectedFarekey,
  onFareRules,
  onSelect,
}: VirtualOfferListProps) {
  // The rows render as a transition, in slices between which the page answers input: first when
  // the results arrive (the empty box commits at once), then on every change of the filters.
  const rows = useDeferredValue(latestRows, NO_ROWS);
  const scroller = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (i) => rows[i]!.offer.flightkey,
    overscan,
    gap: 8,
    // The box's size before it is measured: the first render then already holds the rows in view,
    // rather than none, and the measurement after the commit changes nothing to re-render.
    initialRect: { width: window.innerWidth, height: boxHeight() },
    measureElement: measureWithoutForcedLayout,
  });
  // Stable, so a re-render for a measurement leaves the (memoised) rows alone.
  const toggle = useCallback(
    (offer: OfferSummary) =>
      setOpen((was) => {
        const next = new Set(was);
        if (!next.delete(offer.flightkey)) next.add(offer.flightkey);
        return next;
      }),
    [],
  );

  if (latestRows.length === 0)
    return <Text role="status">No flights match these filters. Clear some filters to see more.</Text>;
  return (
    <Box
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={`${label}: ${rows.length} flights`}
      style={{ height: 'min(75vh, 900px)', overflowY: 'auto', contain: 'strict' }}
    >
      <div role="list" aria-label={label} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const shown = rows[item.index]!;
          const mine = shown.offer.fares.some((f) => f.farekey === selectedFarekey);
          return (
            <div
              key={item.key}
              role="listitem"
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
            >
              <OfferRow
                shown={shown}
                expanded={open.has(shown.offer.flightkey)}
                selectedFarekey={mine ? selectedFarekey : null}
                onToggleFares={toggle}
                onFareRules={onFareRules}
                onSelect={onSelect}
              />
            </div>
          );
        })}
      </div>
    </Box>
  );
}
