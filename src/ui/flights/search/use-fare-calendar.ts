import { useEffect, useState } from 'react';
import { api } from '../../../api';
import { fareCalendar, type Cabin } from '../../../contract/flights/search';
import { parseMinorUnits } from '../../../domain/money';

export interface FareDay {
  jdate: string;
  totalfare: string;
}

/** FARECALENDAR: the lowest one-way fare per day of a month (docs/product.md#records fare calendar entry). */
export type LoadFareCalendar = (origin: string, destination: string, month: string, cabin: Cabin) => Promise<FareDay[]>;

export const loadFareCalendar: LoadFareCalendar = (origin, destination, month, cabin) =>
  api.callOperation(fareCalendar, { origin, destination, month, cabin });

const NONE: ReadonlyMap<string, bigint> = new Map();

/**
 * The lowest fares (paise by YYYY-MM-DD) of the month shown in a date picker, for a route; empty
 * until both airports are chosen, while loading, and when the call fails (a hint, never a blocker).
 */
export function useFareCalendar(
  load: LoadFareCalendar | undefined,
  origin: string,
  destination: string,
  month: string,
  cabin: Cabin,
): ReadonlyMap<string, bigint> {
  const key = `${origin}-${destination}-${month}-${cabin}`;
  const [answer, setAnswer] = useState<{ key: string; fares: ReadonlyMap<string, bigint> } | null>(null);
  const ready = Boolean(load && origin && destination && origin !== destination && month);
  useEffect(() => {
    if (!ready || !load) return;
    let live = true;
    load(origin, destination, month, cabin).then(
      (days) => live && setAnswer({ key, fares: new Map(days.map((d) => [d.jdate, parseMinorUnits(d.totalfare)])) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, load, origin, destination, month, cabin, key]);
  return ready && answer?.key === key ? answer.fares : NONE;
}
