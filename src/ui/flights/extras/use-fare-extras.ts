import { useEffect, useState } from 'react';
import type { RepricedFare } from '../../../contract/flights/booking';
import { useSession } from '../../../session/store';
import { fetchFareExtras } from './extras-api';
import type { FareAnswers } from './extras-model';

/** Per farekey: absent while loading, then the answers or 'failed' (no add-ons for that flight). */
export type FareExtrasState = Readonly<Record<string, FareAnswers | 'failed' | undefined>>;

/**
 * Loads GETSSR and GETSEATMAP for every chosen fare at once. Answers are kept by farekey, so a
 * re-render with the same fares asks nothing again; a late answer for fares no longer shown is dropped.
 */
export function useFareExtras(fares: readonly RepricedFare[]): FareExtrasState {
  const login = useSession();
  const profileid = login?.profilemaster.profileid;
  const corporateid = login?.profilemaster.corporateid;
  const [state, setState] = useState<FareExtrasState>({});
  const keys = fares.map((f) => f.farekey).join('\n');

  useEffect(() => {
    let live = true;
    const caller = { ...(profileid ? { profileid } : {}), ...(corporateid ? { corporateid } : {}) };
    for (const fare of fares) {
      fetchFareExtras(fare, caller).then(
        (answers) => live && setState((s) => ({ ...s, [fare.farekey]: answers })),
        () => live && setState((s) => ({ ...s, [fare.farekey]: 'failed' })),
      );
    }
    return () => {
      live = false;
    };
    // The farekeys name the fares; a new array of the same fares asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, profileid, corporateid]);

  return state;
}
