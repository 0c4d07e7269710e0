import { useCallback, useEffect, useState } from 'react';
import { NetworkError, errorMessage } from '../../api';
import { cachedMyBookings, storeMyBookings } from '../../db/my-bookings';
import { type MyBookingsAnswer, fetchMyBookings, readStoredAnswer } from './bookings-api';

/*
 * The list behind "My bookings" and the home's "Next up": asked from the server on every visit and
 * stored on the device; when the server cannot be reached the stored answer stands in, marked
 * offline with the time it was read (docs/features/my-bookings.md).
 */

export type MyBookingsState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'ready'; answer: MyBookingsAnswer; offlineSince: number | null };

export function useMyBookings(profileid: string): { state: MyBookingsState; reload: () => void } {
  const [state, setState] = useState<MyBookingsState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    const show = (next: MyBookingsState) => live && setState(next);
    fetchMyBookings().then(
      async (answer) => {
        show({ kind: 'ready', answer, offlineSince: null });
        await storeMyBookings(profileid, answer).catch(() => undefined);
      },
      async (error: unknown) => {
        const stored = error instanceof NetworkError ? await cachedMyBookings(profileid).catch(() => undefined) : undefined;
        const answer = stored ? readStoredAnswer(stored.answer) : null;
        show(answer && stored ? { kind: 'ready', answer, offlineSince: stored.cachedat } : { kind: 'failed', error: errorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [profileid, round]);

  return { state, reload };
}
