import { useEffect } from 'react';
import { api } from '../../../api';
import { listMyBookings } from '../../../contract/bookings/operations';
import { useSession } from '../../../session/store';
import { fetchVoucher } from './voucher-api';

/*
 * Every upcoming stay's voucher opens offline, not only the ones opened before (docs/features/hotels.md
 * "Offline"): the caller's upcoming hotel bookings are listed and each voucher is read and kept, one at
 * a time, at most once every few minutes per tab so revisiting a page does not ask again.
 */

/** More upcoming stays than a traveller has; the list comes soonest first. */
export const VOUCHERS_PREFETCHED = 20;
export const PREFETCH_EVERY_MS = 10 * 60_000;

const lastDone = new Map<string, number>();

/** Keeps the vouchers of the profile's upcoming stays; how many it kept. Throws when the list cannot be read. */
export async function keepUpcomingVouchers(profileid: string, signal?: AbortSignal, now = Date.now()): Promise<number> {
  if (now - (lastDone.get(profileid) ?? -Infinity) < PREFETCH_EVERY_MS) return 0;
  const { list } = await api.callOperation(listMyBookings, { view: 'upcoming', product: 'hotel', search: '' }, { signal });
  const txids = list
    .filter((b) => b.product === 'hotel')
    .sort((a, b) => a.fromdate.localeCompare(b.fromdate))
    .slice(0, VOUCHERS_PREFETCHED)
    .map((b) => b.txid);
  let kept = 0;
  for (const txid of txids) {
    if (signal?.aborted) return kept;
    // One voucher that fails (a blip) must not stop the others.
    if (await fetchVoucher(profileid, txid).catch(() => null)) kept += 1;
  }
  // Only a full pass counts: one stopped half-way (the page left, React's second mount) runs again.
  if (!signal?.aborted) lastDone.set(profileid, now);
  return kept;
}

/** Keeps the logged-in user's upcoming vouchers on this device; call it where upcoming stays are listed. */
export function useKeepUpcomingVouchers(): void {
  const profileid = useSession()?.profilemaster.profileid ?? '';
  useEffect(() => {
    if (!profileid) return;
    const stop = new AbortController();
    keepUpcomingVouchers(profileid, stop.signal).catch(() => undefined);
    return () => stop.abort();
  }, [profileid]);
}
