import { type SoldCity, soldCity } from './cities';
import type { Hotel } from './hotel';
import { type StayCalendar, nightlyRoomRate, roomsLeft, stayCalendar } from './pricing';
import { type RateChoice, rateKey } from './rate-key';
import { BOARD_NAMES, type Board, ROOM_TYPE_NAMES, type RoomType, fitsRoom, roomTypesFor } from './rooms';
import { PRICE_RISE_HOTEL, PRICE_RISE_PER_NIGHT_PAISE } from './scenarios';
import type { RoomGuests, Stay } from './stay';

/*
 * A hotel's rates for a stay (docs/sandbox-hotels.md "Availability"): each room type the hotel sells
 * that holds every room's guests and has enough rooms left every night, in each board, refundable
 * or not. Amounts are paise; GST comes on top (charges.ts).
 */

export interface HotelRate extends RateChoice {
  ratekey: string;
  roomname: string;
  boardname: string;
  checkin: string;
  checkout: string;
  rooms: RoomGuests[];
  /** Each night: the day it begins and each room's rate, paise. */
  nights: { night: string; rooms: bigint[] }[];
  /** Every room, every night, paise. */
  base: bigint;
  pricedon: string;
  revision: number;
}

/** The revision of a hotel's rates the supplier sells now: the price-rise hotel has raised them once. */
export const currentRevision = (hotelcode: string) => (hotelcode === PRICE_RISE_HOTEL ? 2 : 1);

/** Room types of the hotel that hold every room of the stay and have enough left every night, cheapest first. */
export function availableRoomTypes(hotel: Hotel, stay: Stay, calendar: StayCalendar): RoomType[] {
  return roomTypesFor(hotel.stars).filter(
    (type) =>
      stay.rooms.every((room) => fitsRoom(type, room)) &&
      calendar.nights.every(({ night }) => roomsLeft(hotel, type, night) >= stay.rooms.length),
  );
}

export interface RatePricing {
  hotel: Hotel;
  city: SoldCity;
  stay: Stay;
  pricedon: string;
  revision: number;
  /** stayCalendar(stay, pricedon): a search works it out once for all its hotels. */
  calendar: StayCalendar;
}

export function buildRate(p: RatePricing, roomtype: RoomType, board: Board, refundable: boolean): HotelRate {
  const { hotel, city, stay, pricedon, revision, calendar } = p;
  const rise = revision > 1 && hotel.hotelcode === PRICE_RISE_HOTEL ? PRICE_RISE_PER_NIGHT_PAISE : 0n;
  const nights = calendar.nights.map((night) => ({
    night: night.night,
    rooms: stay.rooms.map(
      (room) =>
        nightlyRoomRate({ hotel, city, roomtype, board, refundable, night, daysAhead: calendar.daysAhead, room }) +
        rise,
    ),
  }));
  const { hotelcode } = hotel;
  const { checkin, checkout, rooms } = stay;
  let base = 0n;
  for (const n of nights) for (const paise of n.rooms) base += paise;
  // Written out rather than spread: a search builds thousands of rates, and object spreads here made
  // V8 take a slow path that cost ten times the rest of the work (npm run bench:hotel-search).
  return {
    hotelcode,
    roomtype,
    board,
    refundable,
    ratekey: rateKey({ hotelcode, roomtype, board, refundable, checkin, checkout, rooms, pricedon, revision }),
    roomname: ROOM_TYPE_NAMES[roomtype],
    boardname: BOARD_NAMES[board],
    checkin,
    checkout,
    rooms,
    nights,
    base,
    pricedon,
    revision,
  };
}

/** Every rate of the hotel for the stay: per available room type, room only then breakfast, non-refundable first. */
export function ratesOf(hotel: Hotel, stay: Stay, pricedon: string): HotelRate[] {
  const calendar = stayCalendar(stay, pricedon);
  const pricing = { hotel, city: soldCity(hotel.cityid)!, stay, pricedon, revision: 1, calendar };
  return availableRoomTypes(hotel, stay, calendar).flatMap((type) =>
    (['RO', 'BB'] as const).flatMap((board) => [
      buildRate(pricing, type, board, false),
      buildRate(pricing, type, board, true),
    ]),
  );
}
