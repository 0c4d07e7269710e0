import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../api';
import type { OfflineStay } from '../../contract/offline-hotels/stay-operations';
import { loadStay } from './offline-hotels-api';

export type StayState = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'failed'; error: string } | { kind: 'ready'; stay: OfflineStay };

/** One stay's voucher; someone else's or an unknown txid (the server's 403) reads as not found. */
export function useOfflineStay(txid: string): { state: StayState; reload: () => void } {
  const [state, setState] = useState<StayState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    loadStay(txid).then(
      (stay) => live && setState({ kind: 'ready', stay }),
      (error: unknown) => live && setState(error instanceof ApiError && error.status === 403 ? { kind: 'notFound' } : { kind: 'failed', error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [txid, round]);
  return { state, reload };
}
