import { useCallback, useState } from 'react';
import type { FareSummary, OfferSummary } from '../../../contract/flights/search';
import type { ShownOffer } from '../../../domain/flight-filters';
import { VirtualList } from '../../shared/VirtualList';
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

const offerKey = (shown: ShownOffer) => shown.offer.flightkey;

/** The offers, five thousand scrolling and re-filtering as smoothly as fifty; each row may open its other fares. */
export function VirtualOfferList({
  label,
  rows,
  overscan,
  selectedFarekey,
  onFareRules,
  onSelect,
}: VirtualOfferListProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
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
  return (
    <VirtualList
      rows={rows}
      rowKey={offerKey}
      estimatedRowPx={ESTIMATED_ROW_PX}
      overscan={overscan}
      regionLabel={`${label}: ${rows.length} flights`}
      listLabel={label}
      emptyText="No flights match these filters. Clear some filters to see more."
      renderRow={(shown) => {
        const mine = shown.offer.fares.some((f) => f.farekey === selectedFarekey);
        return (
          <OfferRow
            shown={shown}
            expanded={open.has(shown.offer.flightkey)}
            selectedFarekey={mine ? selectedFarekey : null}
            onToggleFares={toggle}
            onFareRules={onFareRules}
            onSelect={onSelect}
          />
        );
      }}
    />
  );
}
