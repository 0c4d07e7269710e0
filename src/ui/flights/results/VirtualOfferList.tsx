import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState } from 'react';
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

/**
 * The offers in a scrolling box that renders only the rows in view (and a few around), so five
 * thousand offers scroll and re-filter as smoothly as fifty. Rows are measured as they render.
 */
export function VirtualOfferList({
  label,
  rows,
  overscan,
  selectedFarekey,
  onFareRules,
  onSelect,
}: VirtualOfferListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (i) => rows[i]!.offer.flightkey,
    overscan,
    gap: 8,
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

  if (rows.length === 0)
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
