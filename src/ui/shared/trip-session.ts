import { useSyncExternalStore } from 'react';

/**
 * The "trip session" (docs/product.md#screens-and-routes): while the user books services for one trip, the shell shows
 * the trip banner. The active trip lives in sessionStorage (one tab, gone when the tab closes) and
 * names the profile that started it, so another login in the same tab never sees it.
 */
export const TRIP_SESSION_KEY = 'voyage.tripsession';

export interface TripSession {
  profileid: string;
  tripid: string;
  tripname: string;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedValue: TripSession | null = null;

function read(): TripSession | null {
  const raw = sessionStorage.getItem(TRIP_SESSION_KEY);
  // Same string, same object: useSyncExternalStore needs a stable snapshot.
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<TripSession>) : null;
    cachedValue =
      parsed && typeof parsed.tripid === 'string' && typeof parsed.profileid === 'string'
        ? { profileid: parsed.profileid, tripid: parsed.tripid, tripname: String(parsed.tripname ?? '') }
        : null;
  } catch {
    cachedValue = null;
  }
  return cachedValue;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function startTripSession(session: TripSession): void {
  sessionStorage.setItem(TRIP_SESSION_KEY, JSON.stringify(session));
  notify();
}

export function endTripSession(): void {
  sessionStorage.removeItem(TRIP_SESSION_KEY);
  notify();
}

/** The active trip session of this profile, or null. */
export function activeTripSession(profileid: string | undefined): TripSession | null {
  const session = read();
  return session && profileid && session.profileid === profileid ? session : null;
}

/** A draft's id changes when it syncs; a session started on the draft follows it. */
export function renameTripSession(fromTripid: string, toTripid: string): void {
  const session = read();
  if (session?.tripid === fromTripid) startTripSession({ ...session, tripid: toTripid });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTripSession(profileid: string | undefined): TripSession | null {
  const session = useSyncExternalStore(subscribe, read, read);
  return session && profileid && session.profileid === profileid ? session : null;
}
