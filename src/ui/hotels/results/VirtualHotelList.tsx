import { Box, Text } from '@mantine/core';
import { type Virtualizer, measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useRef } from 'react';
import type { ShownHotel } from '../../../domain/hotel-filters';
import { HotelCard } from './HotelCard';

export interface VirtualHotelListProps {
  rows: ShownHotel[];
  nights: number;
  placeName: string;
  /** Rows rendered beyond the visible ones: none for the first paint, a few once the page is idle. */
  overscan: number;
  selectedCode: string | null;
  onView: (hotelcode: string) => void;
}

/** A card's height before it is measured. */
const ESTIMATED_ROW_PX = 190;
/** The scrolling box's height as its style sets it: 75vh, at most 900 px. */
const boxHeight = () => Math.min(window.innerHeight * 0.75, 900);
/** Until its first rows are ready to commit, the list renders none (see `useDeferredValue` below). */
const NO_ROWS: ShownHotel[] = [];

/** A row's size from its ResizeObserver entry, never forcing a layout in the commit (as VirtualOfferList). */
function measureWithoutForcedLayout(
  row: Element,
  entry: ResizeObserverEntry | undefined,
  list: Virtualizer<HTMLDivElement, Element>,
) {
  if (entry) return measureElement(row, entry, list);
  return list.itemSizeCache.get(list.options.getItemKey(list.indexFromElement(row))) ?? ESTIMATED_ROW_PX;
}

/**
 * The hotels in a scrolling box that renders only the cards in view (and a few around), so a
 * city's 2,000 hotels scroll and re-filter as smoothly as twenty: the approach of the flight
 * results' VirtualOfferList (docs/architecture.md#first-load). A hotel chosen on the map scrolls
 * into view.
 */
export function VirtualHotelList({
  rows: latestRows,
  nights,
  placeName,
  overscan,
  selectedCode,
  onView,
}: VirtualHotelListProps) {
  // Rendered as a transition: the controls answer at once, the long list follows in slices.
  const rows = useDeferredValue(latestRows, NO_ROWS);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (i) => rows[i]!.hotel.hotelcode,
    overscan,
    gap: 8,
    initialRect: { width: window.innerWidth, height: boxHeight() },
    measureElement: measureWithoutForcedLayout,
  });
  const selectedIndex = selectedCode ? rows.findIndex((r) => r.hotel.hotelcode === selectedCode) : -1;
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'start' });
  }, [selectedIndex, virtualizer]);

  if (latestRows.length === 0)
    return <Text role="status">No hotels match these filters. Clear some filters to see more.</Text>;
  return (
    <Box
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={`Hotels: ${rows.length}`}
      style={{ height: 'min(75vh, 900px)', overflowY: 'auto', contain: 'strict' }}
    >
      <div role="list" aria-label="Hotels" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const shown = rows[item.index]!;
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
              <HotelCard
                shown={shown}
                nights={nights}
                placeName={placeName}
                selected={shown.hotel.hotelcode === selectedCode}
                onView={onView}
              />
            </div>
          );
        })}
      </div>
    </Box>
  );
}
