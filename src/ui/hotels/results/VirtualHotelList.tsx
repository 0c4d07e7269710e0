import type { ShownHotel } from '../../../domain/hotel-filters';
import { VirtualList } from '../../shared/VirtualList';
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

/**
 * A card's height before it is measured: from sm up its photo sets it (120 px, padding and border:
 * 146), so measuring a card seen while scrolling moves no row and renders nothing again; narrower,
 * the price goes under the facts and the measurement corrects it.
 */
const ESTIMATED_ROW_PX = 146;

const hotelKey = (shown: ShownHotel) => shown.hotel.hotelcode;

/** A city's 2,000 hotels, scrolling and re-filtering as smoothly as twenty; a hotel chosen on the map scrolls into view. */
export function VirtualHotelList({ rows, nights, placeName, overscan, selectedCode, onView }: VirtualHotelListProps) {
  return (
    <VirtualList
      rows={rows}
      rowKey={hotelKey}
      estimatedRowPx={ESTIMATED_ROW_PX}
      overscan={overscan}
      regionLabel={`Hotels: ${rows.length}`}
      listLabel="Hotels"
      emptyText="No hotels match these filters. Clear some filters to see more."
      scrollToKey={selectedCode}
      renderRow={(shown) => (
        <HotelCard
          shown={shown}
          nights={nights}
          placeName={placeName}
          selected={shown.hotel.hotelcode === selectedCode}
          onView={onView}
        />
      )}
    />
  );
}
