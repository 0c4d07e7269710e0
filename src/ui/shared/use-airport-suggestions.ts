import { useEffect, useState } from 'react';
import { type AirportDetail, isAirportSearchKey } from '../../contract/flights/airports';
import { pickedAirports } from '../../db/airports';
import { DEFAULT_AIRPORTS } from '../../domain/airport-search-defaults';
import { useSession } from '../../session/store';
import { searchAirports } from './airport-api';

/** How long typing must pause before a search goes out (ms). */
export const AIRPORT_SEARCH_DEBOUNCE_MS = 200;

export interface AirportSuggestions {
  /** 'search': answers for the typed text; 'recent': the user's picks; 'default': the spec's default airports. */
  kind: 'search' | 'recent' | 'default' | 'none';
  airports: readonly AirportDetail[];
  loading: boolean;
  /** The list came from this device's cache because the server could not be asked. */
  offline: boolean;
}

const NONE: AirportSuggestions = { kind: 'none', airports: [], loading: false, offline: false };

interface Answer {
  key: string;
  airports: readonly AirportDetail[];
  offline: boolean;
}

/**
 * What an airport field offers for its text: with no text, the airports this user picked before
 * (the spec's default airports for a user without history); with more than 2 characters, the
 * search's answer, the previous answer staying while the next one loads; otherwise nothing.
 * A new `revision` (a pick was saved, the field gained focus) re-reads the picks.
 */
export function useAirportSuggestions(text: string, revision = 0): AirportSuggestions {
  const profileid = useSession()?.profilemaster.profileid ?? '';
  const [picks, setPicks] = useState<readonly AirportDetail[]>([]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const empty = text.trim() === '';
  const searchable = isAirportSearchKey(text);

  useEffect(() => {
    let live = true;
    const show = (picked: readonly AirportDetail[]) => live && setPicks(picked);
    if (!profileid) show([]);
    else void pickedAirports(profileid).then(show, () => show([]));
    return () => {
      live = false;
    };
  }, [profileid, revision]);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAirports(text, controller.signal)
        .then((found) => setAnswer({ key: text, airports: found.airports, offline: found.offline }))
        .catch(() => undefined);
    }, AIRPORT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, searchable]);

  if (empty) {
    const recent = picks.length > 0;
    return { kind: recent ? 'recent' : 'default', airports: recent ? picks : DEFAULT_AIRPORTS, loading: false, offline: false };
  }
  if (!searchable) return NONE;
  const loading = answer?.key !== text;
  if (!answer) return { ...NONE, loading };
  return { kind: 'search', airports: answer.airports, loading, offline: answer.offline };
}
