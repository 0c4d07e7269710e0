import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { fetchHotelDetails, type HotelDetailsAnswer } from '../hotel-search-api';
import { isOffline, keepHotelDetails, keptHotelDetails } from '../search/kept-searches';
import { HotelDetailsPage, type HotelDetailsState } from './HotelDetailsPage';

/** Offline, a hotel never opened on this device has nothing to show. */
export const DETAILS_NEED_CONNECTION = 'This hotel has not been opened on this device: its rooms need a connection.';

/**
 * The details page's data: gethoteldetails of the search and hotel in the path, kept on this device;
 * offline, the answer kept when the hotel was last opened (docs/features/hotels.md "Offline").
 */
async function loadDetails(searchid: string, hotelcode: string): Promise<HotelDetailsState> {
  const fromDevice = async (): Promise<HotelDetailsState> => {
    const kept = await keptHotelDetails<HotelDetailsAnswer>(searchid, hotelcode).catch(() => undefined);
    return kept
      ? { status: 'loaded', answer: kept.value, keptat: kept.keptat }
      : { status: 'failed', error: DETAILS_NEED_CONNECTION };
  };
  if (isOffline()) return fromDevice();
  try {
    const answer = await fetchHotelDetails(searchid, hotelcode);
    void keepHotelDetails(searchid, hotelcode, answer).catch(() => undefined);
    return { status: 'loaded', answer };
  } catch (error) {
    return isOffline(error) ? fromDevice() : { status: 'failed', error: errorMessage(error) };
  }
}

export function HotelDetailsRoute({ searchid, hotelcode }: { searchid: string; hotelcode: string }) {
  const router = useRouter();
  const [state, setState] = useState<HotelDetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void loadDetails(searchid, hotelcode).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [searchid, hotelcode, attempt]);
  return (
    <HotelDetailsPage
      state={state}
      onBack={() => router.history.back()}
      onRetry={() => {
        setState({ status: 'loading' });
        setAttempt((n) => n + 1);
      }}
    />
  );
}
