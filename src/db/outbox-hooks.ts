import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '../session/store';
import { db } from './database';
import { type OutboxEntry, outboxTable } from './outbox';
import { blockedEntryIds, discardEntry, retryEntry } from './outbox-actions';
import { requestOutboxFlush, startPageOutbox } from './outbox-page';

export interface OutboxView {
  /** The logged-in profile's entries, oldest first, live from IndexedDB (every tab sees the same). */
  entries: OutboxEntry[];
  /** Entries not yet confirmed by the server, failed ones included (they wait for the user). */
  pendingCount: number;
  failedCount: number;
  /** Ids of entries held up behind a failed one (same trip or record): sent once that one is retried or discarded. */
  heldIds: Set<string>;
  /** Puts a failed entry back in the queue and flushes. */
  retry(id: string): Promise<void>;
  /** Forgets an entry (see discardEntry); answers how many entries went. */
  discard(id: string): Promise<number>;
}

const NO_ENTRIES: OutboxEntry[] = [];

export function useOutbox(): OutboxView {
  const profileid = useSession()?.profilemaster.profileid;
  const entries = useLiveQuery(
    () => (profileid ? outboxTable(db).orderBy('seq').filter((row) => row.profileid === profileid).toArray() : NO_ENTRIES),
    [profileid],
    NO_ENTRIES,
  );
  return {
    entries,
    pendingCount: entries.length,
    failedCount: entries.filter((entry) => entry.state === 'failed').length,
    heldIds: blockedEntryIds(entries),
    retry: async (id) => {
      await retryEntry(db, id);
      void requestOutboxFlush();
    },
    discard: (id) => discardEntry(db, id),
  };
}

/** Runs the flush triggers while this profile is logged in (rendered once, in the shell). */
export function useOutboxSync(): void {
  const profileid = useSession()?.profilemaster.profileid;
  useEffect(() => (profileid ? startPageOutbox(profileid) : undefined), [profileid]);
}
