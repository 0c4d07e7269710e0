import { useEffect, useState } from 'react';
import type { ReviewStay } from '../../contract/hotel-reviews/operations';
import { fetchTripStays } from './stay-review-api';

/** The trip's stays waiting for a review; [] until known, and when the call fails (a survey is not worth an error). */
export function useTripStays(tripid: string | null): ReviewStay[] {
  const [stays, setStays] = useState<ReviewStay[]>([]);
  useEffect(() => {
    if (!tripid) return;
    let current = true;
    fetchTripStays(tripid).then(
      (answer) => current && setStays(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [tripid]);
  return stays;
}
