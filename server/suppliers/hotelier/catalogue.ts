import { distanceKm } from '../../../src/domain/geo';
import { type CityTier, type SoldCity, soldCity } from './cities';
import {
  AREAS_ABROAD,
  AREAS_IN,
  BRAND_WORDS,
  CHAINS,
  HOTEL_WORDS,
  STREETS_ABROAD,
  STREETS_IN,
} from './catalogue-words';
import { type Hotel, type Stars, hotelCode, parseHotelCode } from './hotel';
import { describeHotel, drawAmenities, drawPhotos, drawRating, drawTimes } from './hotel-content';
import { type HotelPlace, type HotelPlaceKind, placeById, placesOf } from './places';
import { SCENARIO_HOTELS } from './scenarios';
import { Draws } from './seeded';

/*
 * The content catalogue (docs/sandbox-hotels.md "Catalogue"): every hotel of a city, generated from
 * draws seeded by the city's baseid, so the same city has the same hotels everywhere. Hotels
 * cluster around the city's places (more around business districts and tech parks), each standing
 * within a few km of its place. A city is generated once per process and kept.
 */

export const HOTELS_PER_TIER: Readonly<Record<CityTier, number>> = {
  wide: 2000,
  metro: 400,
  business: 400,
  world: 120,
  large: 60,
  small: 20,
};

/** Share in percent of 1 to 5 stars. */
const STAR_SHARES: Readonly<Record<CityTier, readonly number[]>> = {
  wide: [8, 17, 35, 25, 15],
  metro: [8, 17, 35, 25, 15],
  business: [5, 15, 35, 30, 15],
  world: [5, 15, 35, 30, 15],
  large: [12, 25, 38, 18, 7],
  small: [20, 30, 35, 12, 3],
};

/** How many hotels gather around a place of each kind, relative to one another. */
const PLACE_WEIGHT: Readonly<Record<HotelPlaceKind, number>> = {
  city: 3,
  business: 3,
  techpark: 3,
  convention: 1,
  landmark: 1.5,
  airport: 1,
};
const STARS: readonly Stars[] = [1, 2, 3, 4, 5];
type Chain = (typeof CHAINS)[number];

/** How far from its place a hotel may stand, km; nearer is likelier (the radius is drawn evenly). */
function spreadKm(place: HotelPlace, tier: CityTier): number {
  if (place.kind === 'city') return tier === 'wide' || tier === 'metro' || tier === 'business' ? 9 : 5;
  return place.kind === 'airport' ? 3 : 2.5;
}

const round5 = (n: number) => Math.round(n * 100_000) / 100_000;

function scatter(draws: Draws, place: HotelPlace, km: number) {
  const r = km * draws.next();
  const angle = 2 * Math.PI * draws.next();
  const lat = place.lat + (r / 111.32) * Math.cos(angle);
  const lon = place.lon + (r / (111.32 * Math.cos((place.lat * Math.PI) / 180))) * Math.sin(angle);
  return { lat: round5(lat), lon: round5(lon) };
}

/** The area a hotel is in, and the words its name ends with. */
function areaOf(draws: Draws, place: HotelPlace, city: SoldCity): { area: string; nameEnd: string } {
  if (place.kind === 'airport') return { area: 'Airport Road', nameEnd: `${city.city} Airport` };
  if (place.kind === 'city') {
    const area = draws.pick(city.countrycode === 'IN' ? AREAS_IN : AREAS_ABROAD);
    return { area, nameEnd: area === 'City Centre' ? city.city : area };
  }
  const district = place.placename.split(', ').slice(0, -2).at(-1)!;
  return { area: district, nameEnd: district };
}

/**
 * A name no other hotel of the city has: '<brand word> <hotel word> <area>'. A group's hotel takes
 * the group's word while one is free; after that it is drawn as an independent hotel.
 */
function uniqueName(draws: Draws, stars: Stars, nameEnd: string, chain: Chain | null, taken: Set<string>) {
  const words = HOTEL_WORDS[stars - 1]!;
  for (let attempt = 0; attempt < 60; attempt++) {
    const ofChain = chain !== null && attempt < 6;
    const name = `${ofChain ? chain.word : draws.pick(BRAND_WORDS)} ${draws.pick(words)} ${nameEnd}`;
    if (taken.has(name)) continue;
    taken.add(name);
    return { name, chain: ofChain ? chain.name : null };
  }
  // Only when every word has been tried: a second brand word makes the name new.
  const name = `${draws.pick(BRAND_WORDS)} ${draws.pick(BRAND_WORDS)} ${draws.pick(words)} ${nameEnd}`;
  taken.add(name);
  return { name, chain: null };
}

function buildHotel(draws: Draws, city: SoldCity, n: number, places: readonly HotelPlace[], taken: Set<string>): Hotel {
  const hotelcode = hotelCode(city.baseid, n);
  const scenario = SCENARIO_HOTELS[hotelcode];
  const stars = scenario?.stars ?? draws.weighted(STARS, (s) => STAR_SHARES[city.tier][s - 1]!);
  const place = (scenario && placeById(scenario.placeid)) || draws.weighted(places, (p) => PLACE_WEIGHT[p.kind]);
  const { lat, lon } = scatter(draws, place, spreadKm(place, city.tier));
  const { area, nameEnd } = areaOf(draws, place, city);
  const group = stars >= 3 && draws.next() < 0.3 ? draws.pick(CHAINS) : null;
  const { name, chain } = scenario
    ? { name: scenario.name, chain: null }
    : uniqueName(draws, stars, nameEnd, group, taken);
  const streets = city.countrycode === 'IN' ? STREETS_IN : STREETS_ABROAD;
  const address = `${draws.int(1, 240)} ${draws.pick(streets)}, ${area}, ${city.city}`;
  const amenities = drawAmenities(draws, stars);
  const airports = places
    .filter((p) => p.kind === 'airport')
    .map((p) => ({ name: p.placename.split(', ')[0]!, km: distanceKm({ lat, lon }, p) }));
  const nearestAirport = airports.sort((a, b) => a.km - b.km)[0] ?? null;
  return {
    hotelcode,
    cityid: city.baseid,
    name,
    stars,
    chain,
    address,
    area,
    city: city.city,
    country: city.country,
    countrycode: city.countrycode,
    lat,
    lon,
    placeid: place.baseid,
    amenities,
    photos: drawPhotos(draws, hotelcode, amenities),
    ...drawTimes(draws, stars),
    description: describeHotel({ name, stars, area, city: city.city, amenities, nearest: nearestAirport }),
    ...drawRating(draws, stars),
  };
}

function generateCity(city: SoldCity): Hotel[] {
  const draws = new Draws(`catalogue:${city.baseid}`);
  const places = placesOf(city.baseid);
  const taken = new Set<string>();
  return Array.from({ length: HOTELS_PER_TIER[city.tier] }, (_, i) => buildHotel(draws, city, i + 1, places, taken));
}

const generated = new Map<string, readonly Hotel[]>();

/** Every hotel of a city, numbered from 0001; [] when hotels are not sold there. */
export function hotelsOf(cityid: string): readonly Hotel[] {
  const known = generated.get(cityid);
  if (known) return known;
  const city = soldCity(cityid);
  if (!city) return [];
  const hotels = generateCity(city);
  generated.set(cityid, hotels);
  return hotels;
}

/** The hotel of a code, or null when the catalogue has none. */
export function hotelByCode(code: string): Hotel | null {
  const parsed = parseHotelCode(code);
  if (!parsed || parsed.n < 1) return null;
  return hotelsOf(parsed.cityid)[parsed.n - 1] ?? null;
}
