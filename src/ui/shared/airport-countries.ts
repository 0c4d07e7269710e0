import { useEffect, useState } from 'react';
import { cachedAirport } from '../../db/airports';
import { searchAirports } from './airport-api';

/** An airport's ISO country code: this device's cache first, else the airport search; '' when unknown. */
async function countryOf(code: string): Promise<string> {
  const cached = await cachedAirport(code).catch(() => undefined);
  if (cached) return cached.countrycode;
  const wanted = code.trim().toUpperCase();
  const found = await searchAirports(wanted).catch(() => ({ airports: [] }));
  return found.airports.find((a) => a.code === wanted)?.countrycode ?? '';
}

/**
 * The country code of each of these airports, in order; null while they are being looked up. A
 * ticket names its airports by code only, and the countries say where a trip goes.
 */
export function useAirportCountries(codes: readonly string[]): string[] | null {
  const key = codes.join(',');
  const [answer, setAnswer] = useState<{ key: string; countries: string[] } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all(key.split(',').map(countryOf)).then((countries) => live && setAnswer({ key, countries }));
    return () => {
      live = false;
    };
  }, [key]);
  return answer?.key === key ? answer.countries : null;
}
