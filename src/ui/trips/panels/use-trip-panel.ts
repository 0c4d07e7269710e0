import { useEffect, useState } from 'react';
import { cachedMaster, storeMaster } from '../../../db/trips-cache';

/** What every trip panel is given. */
export interface PanelProps {
  profileid: string;
  tripid: string;
  /** Changes when the trip does, so the panel reads again. */
  revision: string;
}

/**
 * One trip panel's data: the copy last read on this device first, then the server's. A failed read
 * (offline, or the server refusing) keeps the cached copy; with none the panel gets `undefined` and
 * hides itself instead of showing an error (the page's offline notice already says why).
 * Cached in masterData (per profile), so logout clears it with the rest of the trip cache.
 * `revision` changes when the trip does (an action, a sync): the panel is read again.
 */
export function useTripPanel<T>(profileid: string, tripid: string, panel: string, read: () => Promise<T>, revision = ''): T | undefined {
  const [data, setData] = useState<T | undefined>(undefined);
  const name = `trip:${tripid}:${panel}`;
  useEffect(() => {
    let live = true;
    void cachedMaster<T>(profileid, name).then((cached) => {
      if (live && cached !== undefined) setData((current) => current ?? cached);
    });
    read().then(
      async (fresh) => {
        if (!live) return;
        setData(fresh);
        await storeMaster(profileid, name, fresh);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `read` is a new closure each render; the panel's identity is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileid, name, revision]);
  return data;
}
