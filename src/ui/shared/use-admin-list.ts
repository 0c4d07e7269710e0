import { useCallback, useEffect, useState } from 'react';
import { NetworkError, errorMessage } from '../../api';
import { readAdminList, storeAdminList } from '../../db/admin-lists';

export interface AdminListState<Row> {
  rows: Row[];
  totalcount: number;
  loading: boolean;
  /** Set when the server could not be reached and the rows are the last visit's. */
  offline: boolean;
  error: string;
  reload: () => void;
}

/**
 * One page of an admin list: asked of the server, kept in Dexie, and read back from there when the
 * server cannot be reached, so the console opens offline as it was last seen.
 */
export function useAdminList<Row>(profileid: string, list: string, query: object, fetchPage: () => Promise<{ rows: Row[]; totalcount: number }>): AdminListState<Row> {
  const [generation, setGeneration] = useState(0);
  const queryKey = JSON.stringify(query);
  const asked = `${generation}:${queryKey}`;
  // `answered` names the request these rows answer: until it is the one asked, the list is loading.
  const [state, setState] = useState({ answered: '', rows: [] as Row[], totalcount: 0, offline: false, error: '' });

  useEffect(() => {
    let live = true;
    fetchPage().then(
      async (page) => {
        if (live) setState({ answered: asked, ...page, offline: false, error: '' });
        await storeAdminList(profileid, list, JSON.parse(queryKey) as object, page.rows, page.totalcount);
      },
      async (error: unknown) => {
        const cached = error instanceof NetworkError ? await readAdminList<Row>(profileid, list, JSON.parse(queryKey) as object) : undefined;
        if (!live) return;
        if (cached) setState({ answered: asked, rows: cached.rows, totalcount: cached.totalcount, offline: true, error: '' });
        else setState((s) => ({ ...s, answered: asked, error: errorMessage(error) }));
      },
    );
    return () => {
      live = false;
    };
    // fetchPage is a new closure each render; the query key says when it asks something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileid, list, queryKey, asked]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { rows: state.rows, totalcount: state.totalcount, loading: state.answered !== asked, offline: state.offline, error: state.error, reload };
}
