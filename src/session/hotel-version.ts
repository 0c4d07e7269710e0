import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api';
import { getCorporateBookingConfig } from '../contract/wallet/operations';
import type { HotelsBase } from '../domain/hotel-paths';
import { hotelsHome } from '../domain/menus';
import { useSession } from './store';

/*
 * The company's hotel version ('v1', 'v2' or ''), which picks the hotel flow the menus open
 * (docs/features/hotels.md "Versions"). The login response does not carry it and its fields are the
 * product's wire contract, so it is read from TG-EXPENSE getcorporatebookingconfig once per login
 * and kept beside the session in this tab's sessionStorage: a reload or going offline keeps it, and
 * logout and session expiry clear it with the rest of sessionStorage.
 */

const STORAGE_KEY = 'voyage.hotelversion';
const listeners = new Set<() => void>();
/** Companies asked in this page load: one question each, however many screens want the answer. */
const asked = new Set<string>();

/** The version kept for this company, or null when it is not known yet. */
function kept(corporateid: string): string | null {
  try {
    const copy = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      corporateid: string;
      hotelversion: string;
    } | null;
    return copy?.corporateid === corporateid ? copy.hotelversion : null;
  } catch {
    return null;
  }
}

async function ask(corporateid: string): Promise<void> {
  if (asked.has(corporateid)) return;
  asked.add(corporateid);
  try {
    const { hotelversion } = await api.callOperation(getCorporateBookingConfig, { corporateid });
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ corporateid, hotelversion }));
    for (const listener of listeners) listener();
  } catch {
    // Offline or refused: the menus open the first version until a later page load asks again.
    asked.delete(corporateid);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The logged-in company's hotel version; '' until known, and asked for once when not kept. */
export function useHotelVersion(): string {
  const session = useSession();
  // A user who must change their password first sees no menus and asks nothing else.
  const corporateid = session && !session.passwordchange ? session.profilemaster.corporateid : '';
  const version = useSyncExternalStore(subscribe, () => kept(corporateid));
  useEffect(() => {
    if (corporateid && version === null) void ask(corporateid);
  }, [corporateid, version]);
  return version ?? '';
}

/** Where 'Hotels' leads for the logged-in company: '/v2/hotels' for hotel version v2, else '/hotels'. */
export const useHotelsHome = (): HotelsBase => hotelsHome(useHotelVersion());
