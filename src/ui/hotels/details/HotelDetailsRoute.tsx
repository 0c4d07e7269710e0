import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { fetchHotelDetails } from '../hotel-search-api';
import { HotelDetailsPage, type HotelDetailsState } from './HotelDetailsPage';

/** The details page's data: gethoteldetails of the search and hotel in the path. */
export function HotelDetailsRoute({ searchid, hotelcode }: { searchid: string; hotelcode: string }) {
  const router = useRouter();
  const [state, setState] = useState<HotelDetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchHotelDetails(searchid, hotelcode).then(
      (answer) => live && setState({ status: 'loaded', answer }),
      (error: unknown) => live && setState({ status: 'failed', error: errorMessage(error) }),
    );
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
