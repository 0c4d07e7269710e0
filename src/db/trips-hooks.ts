import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CorporateTripWire } from '../contract/trips/shapes';
import { db } from './database';
import { type OutboxEntry, outboxTable } from './outbox';
import { dependencyKeys, isDraftId, resolveDraftId } from './outbox-draft-ids';
import { cachedMaster, cachedTripDetail, cachedTrips } from './trips-cache';
import type { RefreshOutcome } from './trips-refresh';
import { type TripDetail, readTripDetail } from './trips-types';

/*
 * Stale-while-revalidate for React: the Dexie rows render at once (live queries re-render on every
 * write), and a refresh runs in the background whenever the inputs change. `outcome` is 'loading'
 * until the first refresh answers, then 'ok', 'offline' (showing the cache) or 'notfound'.
 */
export type LoadOutcome = RefreshOutcome | 'loading';

/** `refresh` gets a signal aborted when the screen unmounts or its inputs change: its request is dropped, not left running. */
export function useBackgroundRefresh(
  refresh: (signal: AbortSignal) => Promise<RefreshOutcome>,
  key: string,
): { outcome: LoadOutcome; reload: () => void } {
  const [state, setState] = useState<{ key: string; outcome: LoadOutcome }>({ key, outcome: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const stale = new AbortController();
    refresh(stale.signal).then(
      (outcome) => !stale.signal.aborted && setState({ key, outcome }),
      () => !stale.signal.aborted && setState({ key, outcome: 'offline' }),
    );
    return () => stale.abort();
    // `refresh` is a new closure each render; the key says when its inputs changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { outcome: state.key === key ? state.outcome : 'loading', reload };
}

export function useCachedTrips(profileid: string): CorporateTripWire[] | undefined {
  return useLiveQuery(() => cachedTrips(profileid) as Promise<unknown[]> as Promise<CorporateTripWire[]>, [profileid]);
}

/** undefined while Dexie answers; null when nothing is cached for this profile. */
export function useCachedTripDetail(profileid: string, tripid: string): TripDetail | null | undefined {
  return useLiveQuery(
    async () => readTripDetail(await cachedTripDetail(profileid, tripid)),
    [profileid, tripid],
  );
}

export function useCachedMaster<T>(profileid: string, name: string): T | undefined {
  return useLiveQuery(() => cachedMaster<T>(profileid, name), [profileid, name]);
}

export interface QueuedTripChanges {
  pending: number;
  failed: OutboxEntry[];
}

/** Queued outbox changes per trip id: the "Waiting to sync" marker and the failures to show. */
export function useQueuedTripChanges(profileid: string): Map<string, QueuedTripChanges> {
  const entries = useLiveQuery(
    async () => (await outboxTable(db).orderBy('seq').toArray()).filter((e) => e.profileid === profileid),
    [profileid],
  );
  const byTrip = new Map<string, QueuedTripChanges>();
  for (const entry of entries ?? []) {
    for (const key of dependencyKeys(entry.fields)) {
      const changes = byTrip.get(key) ?? { pending: 0, failed: [] };
      if (entry.state === 'failed') changes.failed.push(entry);
      else changes.pending++;
      byTrip.set(key, changes);
    }
  }
  return byTrip;
}

/** The server id a synced draft became (the outbox records it), or undefined while it waits. */
export function useSyncedDraftId(tripid: string): string | undefined {
  return useLiveQuery(async () => {
    if (!isDraftId(tripid)) return undefined;
    const resolved = await resolveDraftId(db, tripid);
    return resolved === tripid ? undefined : resolved;
  }, [tripid]);
}

/**
 * When a trip's queued changes have all been sent (by whichever flusher), its cached copy is still
 * the local one: read the server's again. `count` is the trip's queued entries, failed included.
 */
export function useReloadWhenSynced(count: number, reload: () => void): void {
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current > 0 && count === 0) reload();
    previous.current = count;
  }, [count, reload]);
}
