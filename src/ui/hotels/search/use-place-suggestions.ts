import { useEffect, useState } from 'react';
import type { HotelPlaceWire } from '../../../contract/hotels/search-shapes';

/** How long typing must pause before a search goes out (ms), as the airport field. */
const DEBOUNCE_MS = 200;
/** searchhotelplaces wants 2 letters at least. */
export const MIN_PLACE_TEXT = 2;

export type LoadPlaces = (text: string) => Promise<HotelPlaceWire[]>;

export interface PlaceSuggestions {
  places: readonly HotelPlaceWire[];
  loading: boolean;
  failed: boolean;
}

interface Answer {
  text: string;
  places: readonly HotelPlaceWire[];
  failed: boolean;
}

/** The places for the text typed; the previous answer stays while the next one loads. */
export function usePlaceSuggestions(text: string, load: LoadPlaces): PlaceSuggestions {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const typed = text.trim();
  const searchable = typed.length >= MIN_PLACE_TEXT;
  useEffect(() => {
    if (!searchable) return;
    let live = true;
    const timer = setTimeout(() => {
      load(typed).then(
        (places) => live && setAnswer({ text: typed, places, failed: false }),
        () => live && setAnswer({ text: typed, places: [], failed: true }),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, searchable, load]);
  if (!searchable) return { places: [], loading: false, failed: false };
  return { places: answer?.places ?? [], loading: answer?.text !== typed, failed: answer?.failed ?? false };
}
