import type { GuestHouseCity } from '../../../src/contract/guesthouses/shapes';
import { CITIES, COUNTRY_NAMES } from '../../store/data/cities';
import { cityBaseId } from '../../store/seed-generic';

/*
 * Where a guest house may be: the hotel cities (server/store/data/cities.ts, the data the hotels
 * feature's cities start from), with the same ids ('in-bengaluru'), so a guest house's city is a
 * city a traveller already searches hotels in (docs/features/guesthouses.md).
 */

export const GUEST_HOUSE_CITIES: readonly GuestHouseCity[] = CITIES.map(([city, code]) => ({
  cityid: cityBaseId(code, city),
  city,
  country: COUNTRY_NAMES[code] ?? code,
}));

const byId = new Map(GUEST_HOUSE_CITIES.map((c) => [c.cityid, c]));

export const cityById = (cityid: string): GuestHouseCity | undefined => byId.get(cityid);
