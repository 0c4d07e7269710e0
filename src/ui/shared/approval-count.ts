import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../api';
import { getApprovalCount } from '../../contract/approvals/operations';
import { getSession, useSession } from '../../session/store';

/*
 * How many approvals wait for the signed-in user (issue 15): read when the page changes, when the
 * window regains focus and after a decision, never on a timer. Shared by the header badge, the
 * home card, the landing redirect and the approvals page, so they always agree.
 */
/** The last count read and whose it is: another login on the same page must not see it. */
let waiting: { profileid: string; count: number } | null = null;
let reading: Promise<number> | null = null;
const listeners = new Set<() => void>();

function publish(next: typeof waiting) {
  waiting = next;
  listeners.forEach((listener) => listener());
}

/** Reads the count afresh (one read at a time); a failed read keeps the last known count. */
export function refreshApprovalCount(): Promise<number> {
  const profileid = getSession()?.profilemaster.profileid ?? '';
  reading ??= api
    .callOperation(getApprovalCount, {})
    .then(
      (answer) => {
        publish({ profileid, count: answer.total });
        return answer.total;
      },
      () => waiting?.count ?? 0,
    )
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** The count (null until first read), refreshed whenever `refreshKey` changes and on window focus. */
export function useApprovalCount(refreshKey: string): number | null {
  const profileid = useSession()?.profilemaster.profileid;
  useEffect(() => {
    void refreshApprovalCount();
  }, [refreshKey]);
  useEffect(() => {
    const onFocus = () => void refreshApprovalCount();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (waiting && waiting.profileid === profileid ? waiting.count : null),
  );
}

/** The badge's accessible wording: 'Approvals, 2 waiting'. */
export function approvalsLabel(label: string, count: number | null): string {
  return count ? `${label}, ${count} waiting` : label;
}
