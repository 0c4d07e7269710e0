import type { CityTier, SoldCity } from './cities';
import type { Hotel } from './hotel';
import { ROOM_FACTOR, type Board, type RoomType } from './rooms';
import { unitOf } from './seeded';
import { type RoomGuests, type Stay, daysBetween, nightsOf } from './stay';

/*
 * The nightly rate of one room (docs/sandbox-hotels.md "Pricing"), in paise, whole rupees. The base
 * is the stars' rate in a metro, times per-mille factors: the city's tier, weekend or weekday, days
 * from the pricing day to check-in, the hotel's own standing, the city's demand that night, the
 * room type and the guests. A non-refundable rate is 12 % cheaper; breakfast is added per guest.
 * Computed in whole milli-rupees, each factor rounded half up: integer arithmetic, exact in a double
 * (every intermediate stays far below 2^53), so it is the same on every machine and quicker than
 * bigint, which matters to a search pricing thousands of hotels.
 */

/** A metro's standard room for two, room only, refundable, by stars (index 0 = 1 star), rupees. */
const STAR_BASE_RUPEES = [1400, 2200, 3600, 6500, 11500];

/** Per mille of a metro. International cities are dearer in rupees; smaller Indian cities cheaper. */
const TIER_FACTOR: Readonly<Record<CityTier, number>> = {
  wide: 1000,
  metro: 1000,
  business: 2300,
  world: 2000,
  large: 750,
  small: 650,
};
/** Small cities abroad: dearer than small Indian ones. */
const SMALL_ABROAD_FACTOR = 1500;

/** Cities travellers visit for leisure: their weekends cost more; business cities' weekends less. */
const LEISURE_CITIES = new Set([
  'in-panaji',
  'in-udaipur',
  'in-jaipur',
  'in-agra',
  'in-shimla',
  'in-kochi',
  'in-puducherry',
  'in-jodhpur',
  'in-srinagar',
  'in-varanasi',
]);
const BUSINESS_TIERS: ReadonlySet<CityTier> = new Set(['wide', 'metro', 'business']);

/** Non-refundable rates cost this per mille of the refundable one. */
export const NON_REFUNDABLE_FACTOR = 880;

/** Breakfast per adult per night, by stars, rupees; children from 6 pay half, younger ones nothing. */
const BREAKFAST_RUPEES = [250, 300, 400, 550, 900];
/** Children from this age pay for a bed and breakfast. */
export const CHILD_PAYING_AGE = 6;

function tierFactor(city: SoldCity): number {
  return city.tier === 'small' && city.countrycode !== 'IN' ? SMALL_ABROAD_FACTOR : TIER_FACTOR[city.tier];
}

function weekendFactor(city: SoldCity, weekend: boolean): number {
  if (!weekend) return 1000;
  if (LEISURE_CITIES.has(city.baseid)) return 1150;
  return BUSINESS_TIERS.has(city.tier) ? 880 : 1000;
}

/** Per mille: 1,250 when priced on the day of check-in, about 1,010 a month ahead, 960 three months ahead. */
export function daysAheadFactor(daysAhead: number): number {
  return 930 + Math.floor(3200 / (10 + Math.max(0, daysAhead)));
}

/** The hotel's standing among hotels of its stars: 850 to 1,149 per mille. */
const hotelFactor = (hotel: Hotel) => 850 + Math.floor(300 * unitOf(`standing:${hotel.hotelcode}`));

/** The city's demand on a night (fairs, festivals): 900 to 1,099 per mille, the same for every hotel there. */
const demandFactor = (cityid: string, night: string) => 900 + Math.floor(200 * unitOf(`demand:${cityid}:${night}`));

/** One adult pays 90 %, three 125 %, four 150 % of two; each child from CHILD_PAYING_AGE adds 10 %. */
function guestsFactor(room: RoomGuests): number {
  const adults = [900, 1000, 1250, 1500][room.adults - 1]!;
  return adults + 100 * room.childages.filter((age) => age >= CHILD_PAYING_AGE).length;
}

/** The nights of a stay as pricing needs them, worked out once per stay and pricing day. */
export interface StayCalendar {
  nights: readonly { night: string; weekend: boolean }[];
  /** Days from the pricing day to check-in. */
  daysAhead: number;
}

/** Friday and Saturday nights are the weekend. */
export function stayCalendar(stay: Pick<Stay, 'checkin' | 'checkout'>, pricedon: string): StayCalendar {
  const nights = nightsOf(stay).map((night) => ({
    night,
    weekend: [5, 6].includes(new Date(`${night}T00:00:00Z`).getUTCDay()),
  }));
  return { nights, daysAhead: daysBetween(pricedon, stay.checkin) };
}

export interface NightPricing {
  hotel: Hotel;
  city: SoldCity;
  roomtype: RoomType;
  board: Board;
  refundable: boolean;
  night: StayCalendar['nights'][number];
  daysAhead: number;
  room: RoomGuests;
}

/** value × perMille / 1000, rounded half up: every step of the price. */
const applyPerMille = (value: number, perMille: number) => Math.floor((value * perMille + 500) / 1000);

/** One room for one night, paise (whole rupees). */
export function nightlyRoomRate(p: NightPricing): bigint {
  const factors = [
    tierFactor(p.city),
    weekendFactor(p.city, p.night.weekend),
    daysAheadFactor(p.daysAhead),
    hotelFactor(p.hotel),
    demandFactor(p.city.baseid, p.night.night),
    ROOM_FACTOR[p.roomtype],
    guestsFactor(p.room),
  ];
  if (!p.refundable) factors.push(NON_REFUNDABLE_FACTOR);
  const milliRupees = factors.reduce(applyPerMille, STAR_BASE_RUPEES[p.hotel.stars - 1]! * 1000);
  let rupees = Math.floor((milliRupees + 500) / 1000);
  if (p.board === 'BB') {
    const adult = BREAKFAST_RUPEES[p.hotel.stars - 1]!;
    const children = p.room.childages.filter((age) => age >= CHILD_PAYING_AGE).length;
    rupees += adult * p.room.adults + (adult / 2) * children;
  }
  return BigInt(rupees) * 100n;
}

/** Rooms of a type left on a night (0 to 8), fixed per hotel, type and night: 0 on about 7 % of nights. */
export function roomsLeft(hotel: Hotel, roomtype: RoomType, night: string): number {
  const r = unitOf(`rooms:${hotel.hotelcode}:${roomtype}:${night}`);
  return r < 0.07 ? 0 : 1 + Math.floor(((r - 0.07) / 0.93) * 8);
}
