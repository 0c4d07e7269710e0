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
  /** Null until known: the server's answer, or this tab's last copy of it; a failed read counts as nothing seen. */
  seen: ReadonlySet<string> | null;
  /** The server has answered in this page load. */
  loaded: boolean;
  loading: boolean;
  listeners: Set<() => void>;
}

/*
 * This tab's last answer per profile (sign-out clears sessionStorage): after a reload the notice is
 * known at the first render, instead of appearing above a page already on screen and pushing it down
 * (layout shift, docs/architecture.md#first-load). The server's answer still follows and wins.
 */
const STORAGE_PREFIX = 'voyage.seen-notices.';

function remembered(profileid: string): ReadonlySet<string> | null {
  const copy = sessionStorage.getItem(STORAGE_PREFIX + profileid);
  try {
    return copy === null ? null : new Set(JSON.parse(copy) as string[]);
  } catch {
    return null;
  }
}

const entries = new Map<string, Entry>();

function entryOf(profileid: string): Entry {
  let entry = entries.get(profileid);
  if (!entry) {
    entry = { seen: remembered(profileid), loaded: false, loading: false, listeners: new Set() };
    entries.set(profileid, entry);
  }
  return entry;
}

function publish(profileid: string, entry: Entry, seen: ReadonlySet<string>) {
  entry.seen = seen;
  sessionStorage.setItem(STORAGE_PREFIX + profileid, JSON.stringify([...seen]));
  entry.listeners.forEach((listener) => listener());
}

function load(profileid: string, corporateid: string) {
  const entry = entryOf(profileid);
  if (entry.loaded || entry.loading) return;
  entry.loading = true;
  api.callOperation(getSeenNotices, { corporateid }).then(
    (answer) => publish(profileid, entry, new Set(answer.keys)),
    // Unknown means unseen: at worst a notice shows once more, it never blocks anything.
    () => publish(profileid, entry, entry.seen ?? new Set()),
  ).finally(() => {
    entry.loaded = true;
    entry.loading = false;
  });
}

/** Marks keys seen at once on screen and on the server; a failed write only means they may show again next login. */
export function markSeen(profileid: string, corporateid: string, keys: readonly string[]): void {
  const entry = entryOf(profileid);
  const fresh = keys.filter((key) => !entry.seen?.has(key));
  if (fresh.length === 0) return;
  publish(profileid, entry, new Set([...(entry.seen ?? []), ...fresh]));
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
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(STORAGE_PREFIX)) sessionStorage.removeItem(key);
}
