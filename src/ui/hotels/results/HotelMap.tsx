import { Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { HotelPlaceWire } from '../../../contract/hotels/search-shapes';
import type { ShownHotel } from '../../../domain/hotel-filters';
import { formatMoney } from '../../../domain/money';
import { starsText } from '../hotel-format';
import classes from './HotelMap.module.css';
import { mapFrame } from './map-projection';

export interface HotelMapProps {
  place: HotelPlaceWire;
  rows: ShownHotel[];
  selectedCode: string | null;
  onSelect: (hotelcode: string) => void;
}

/** More buttons than this make the map slow to draw and long to tab through: the list's first ones show. */
export const MAX_MAP_HOTELS = 400;
const RINGS_KM = [1, 2, 5, 10];

const dotName = (s: ShownHotel) =>
  `${s.hotel.name}, ${starsText(s.hotel.stars)}, ${formatMoney(s.nightlyPaise, 'INR')} per night`;

/**
 * The results on a drawn map (no tiles: no internet at run time): the place searched in the middle
 * with rings at 1, 2, 5 and 10 km, each hotel a button named by its name and price, the price shown
 * on hover and focus. Choosing one selects its card.
 */
export const HotelMap = memo(function HotelMap({ place, rows, selectedCode, onSelect }: HotelMapProps) {
  const shown = useMemo(() => rows.slice(0, MAX_MAP_HOTELS), [rows]);
  const frame = useMemo(
    () =>
      mapFrame(
        place,
        shown.map((s) => s.hotel),
      ),
    [place, shown],
  );
  const centre = frame.at(place);
  const height = frame.aspect * 1000;
  return (
    <section aria-label={`Map of hotels around ${place.placename}`}>
      {rows.length > shown.length && (
        <Text size="sm" mb={4}>
          The map shows the first {MAX_MAP_HOTELS} of {rows.length} hotels in the list’s order; filter to see others.
        </Text>
      )}
      <div className={classes.map} style={{ aspectRatio: `1000 / ${height}` }}>
        <svg viewBox={`0 0 1000 ${height}`} className={classes.drawing} aria-hidden>
          {RINGS_KM.map((km) => {
            const r = frame.kmToWidth(km) * 10;
            return (
              <g key={km}>
                <circle cx={centre.x * 10} cy={(centre.y / 100) * height} r={r} className={classes.ring} />
                <text
                  x={centre.x * 10 + r * 0.71 + 4}
                  y={(centre.y / 100) * height - r * 0.71}
                  className={classes.ringLabel}
                >
                  {km} km
                </text>
              </g>
            );
          })}
          <path
            d={`M ${centre.x * 10} ${(centre.y / 100) * height - 14} l 10 14 l -10 14 l -10 -14 z`}
            className={classes.place}
          />
        </svg>
        <span className={classes.placeLabel} style={{ left: `${centre.x}%`, top: `${centre.y}%` }}>
          {place.placename.split(',')[0]}
        </span>
        {shown.map((s) => {
          const { x, y } = frame.at(s.hotel);
          const selected = s.hotel.hotelcode === selectedCode;
          return (
            <button
              key={s.hotel.hotelcode}
              type="button"
              className={classes.dot}
              style={{ left: `${x}%`, top: `${y}%` }}
              aria-label={dotName(s)}
              aria-pressed={selected}
              data-out={!s.inPolicy || undefined}
              onClick={() => onSelect(s.hotel.hotelcode)}
            >
              <span className={classes.price} aria-hidden>
                {formatMoney(s.nightlyPaise, 'INR')}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
});
