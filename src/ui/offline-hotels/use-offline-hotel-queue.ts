import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../api';
import type { OfflineHotelRequestRow, RequestStatusFilter } from '../../contract/offline-hotels/operations';
import { SEARCH_DELAY_MS } from '../components/use-server-search';
import { loadQueue } from './offline-hotels-api';

export interface QueueState {
  rows: OfflineHotelRequestRow[];
  loading: boolean;
  error: string;
  reload: () => void;
}

/** The queue for a status and search text, asked again once typing pauses; only the latest answer counts. */
export function useOfflineHotelQueue(status: RequestStatusFilter, searchtext: string): QueueState {
  const [generation, setGeneration] = useState(0);
  const asked = `${generation}:${status}:${searchtext.trim()}`;
  const [state, setState] = useState({ answered: '', rows: [] as OfflineHotelRequestRow[], error: '' });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      loadQueue(status, searchtext.trim()).then(
        (rows) => live && setState({ answered: asked, rows, error: '' }),
        (error: unknown) => live && setState((s) => ({ ...s, answered: asked, error: errorMessage(error) })),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `asked` names everything the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { rows: state.rows, loading: state.answered !== asked, error: state.error, reload };
}
