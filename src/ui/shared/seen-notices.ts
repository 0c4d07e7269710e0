import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../api';
import { getSeenNotices, markNoticesSeen } from '../../contract/shell/operations';

/*
 * What the signed-in profile has already been shown (issue 15): the chat-assistant announcement,
 * each corporate notification, the day's feedback prompt. The server keeps it per profile, since
 * logout clears the browser's storage and the same person must not be asked again at every login.
 * One copy per profile per page load, shared by the shell's bell and notice and the feedback card.
 */
export const NOTICE_KEYS = {
  chatAnnouncement: 'chat-announcement',
  notification: (messageid: string) => `notification:${messageid}`,
  feedbackDay: (isoDay: string) => `feedback:${isoDay}`,
} as const;

interface Entry {
  /** Null until the server has answered; a failed read counts as nothing seen. */
  seen: ReadonlySet<string> | null;
  loading: boolean;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();

function entryOf(profileid: string): Entry {
  let entry = entries.get(profileid);
  if (!entry) {
    entry = { seen: null, loading: false, listeners: new Set() };
    entries.set(profileid, entry);
  }
  return entry;
}

function publish(entry: Entry, seen: ReadonlySet<string>) {
  entry.seen = seen;
  entry.listeners.forEach((listener) => listener());
}

function load(profileid: string, corporateid: string) {
  const entry = entryOf(profileid);
  if (entry.seen || entry.loading) return;
  entry.loading = true;
  api.callOperation(getSeenNotices, { corporateid }).then(
    (answer) => publish(entry, new Set(answer.keys)),
    // Unknown means unseen: at worst a notice shows once more, it never blocks anything.
    () => publish(entry, new Set()),
  ).finally(() => {
    entry.loading = false;
  });
}

/** Marks keys seen at once on screen and on the server; a failed write only means they may show again next login. */
export function markSeen(profileid: string, corporateid: string, keys: readonly string[]): void {
  const entry = entryOf(profileid);
  const fresh = keys.filter((key) => !entry.seen?.has(key));
  if (fresh.length === 0) return;
  publish(entry, new Set([...(entry.seen ?? []), ...fresh]));
  api.callOperation(markNoticesSeen, { corporateid, keys: fresh }).catch(() => undefined);
}

/** The profile's seen keys, or null while they are being read. */
export function useSeenNotices(profileid: string, corporateid: string): ReadonlySet<string> | null {
  useEffect(() => load(profileid, corporateid), [profileid, corporateid]);
  return useSyncExternalStore(
    (listener) => {
      const entry = entryOf(profileid);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entryOf(profileid).seen,
  );
}

/** Forgets the copies (tests; a new login reads afresh anyway because entries are per profile). */
export function resetSeenNotices(): void {
  entries.clear();
}
