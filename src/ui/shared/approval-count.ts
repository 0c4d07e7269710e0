import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../api';
import { getApprovalCount } from '../../contract/approvals/operations';
import { getSession, useSession } from '../../session/store';
import { watchApprovalChanges } from './approval-count-triggers';

/*
 * How many approvals wait for the signed-in user (issue 15), shared by the header badge, the home
 * card, the landing redirect and the approvals page, so they always agree. Read once and kept: a
 * page change re-reads it only once it is older than FRESH_MS, and it is read afresh when it can
 * have changed (a decision here, a push about an approval, the tab shown again, the network back;
 * approval-count-triggers.ts), never on a timer.
 */
export const FRESH_MS = 60_000;

/** The last count read, whose it is (another login on the same page must not see it) and when. */
let waiting: { profileid: string; count: number; readAt: number } | null = null;
let reading: Promise<number> | null = null;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function publish(next: typeof waiting) {
  waiting = next;
  listeners.forEach((listener) => listener());
}

const currentProfile = () => getSession()?.profilemaster.profileid ?? '';

/** Reads the count afresh (one read at a time); a failed read keeps the last known count. */
export function refreshApprovalCount(): Promise<number> {
  const profileid = currentProfile();
  reading ??= api
    .callOperation(getApprovalCount, {})
    .then(
      (answer) => {
        publish({ profileid, count: answer.total, readAt: Date.now() });
        return answer.total;
      },
      () => waiting?.count ?? 0,
    )
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** Reads the count unless this user's was read less than FRESH_MS ago. */
export function refreshApprovalCountIfStale(): void {
  const fresh = waiting && waiting.profileid === currentProfile() && Date.now() - waiting.readAt < FRESH_MS;
  if (!fresh) void refreshApprovalCount();
}

/** The page's listeners run while something shows the count; the last one to go removes them. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopWatching ??= watchApprovalChanges(() => void refreshApprovalCount());
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopWatching?.();
    stopWatching = null;
  };
}

/** The count (null until first read); a change of `pathname` re-reads it only when it is stale. */
export function useApprovalCount(pathname: string): number | null {
  const profileid = useSession()?.profilemaster.profileid;
  useEffect(() => {
    refreshApprovalCountIfStale();
  }, [pathname, profileid]);
  return useSyncExternalStore(subscribe, () => (waiting && waiting.profileid === profileid ? waiting.count : null));
}

/** The badge's accessible wording: 'Approvals, 2 waiting'. */
export function approvalsLabel(label: string, count: number | null): string {
  return count ? `${label}, ${count} waiting` : label;
}
