import { hotelByCode } from './catalogue';
import { soldCity } from './cities';
import type { Hotel } from './hotel';
import { roomsLeft, stayCalendar } from './pricing';
import { type RateKeyParts, decodeRateKey } from './rate-key';
import { type HotelRate, buildRate, currentRevision } from './rates';
import type { HotelierRefusal } from './refusal';
import { fitsRoom, roomTypesFor } from './rooms';
import { SOLD_OUT_HOTEL, supplierIsDownIn } from './scenarios';
import { checkStay } from './stay';

/*
 * Rate keys priced again (docs/sandbox-hotels.md "Recheck"): `quotedRate` rebuilds a key's rate
 * exactly as it was quoted (its pricing day and revision), refusing keys the supplier never
 * issued; `recheckRate` is the re-price before booking: the same price, a changed one (a later
 * pricing day, or the price-rise hotel), or sold out.
 */

const NOT_A_KEY = { problem: 'ratekey: not a rate key of this supplier' } as const;

interface Quoted {
  key: RateKeyParts;
  hotel: Hotel;
  rate: HotelRate;
}

function quoted(ratekey: string): Quoted | HotelierRefusal {
  const key = decodeRateKey(ratekey);
  const hotel = key && hotelByCode(key.hotelcode);
  if (!key || !hotel) return NOT_A_KEY;
  const stay = { checkin: key.checkin, checkout: key.checkout, rooms: key.rooms };
  const sells =
    roomTypesFor(hotel.stars).includes(key.roomtype) && key.rooms.every((room) => fitsRoom(key.roomtype, room));
  if (!sells || checkStay(stay, key.pricedon) || key.revision > currentRevision(hotel.hotelcode)) return NOT_A_KEY;
  const pricing = {
    hotel,
    city: soldCity(hotel.cityid)!,
    stay,
    pricedon: key.pricedon,
    revision: key.revision,
    calendar: stayCalendar(stay, key.pricedon),
  };
  const rate = buildRate(pricing, key.roomtype, key.board, key.refundable);
  return { key, hotel, rate };
}

/** A key's rate as it was quoted, or a refusal naming the key. */
export function quotedRate(ratekey: string): HotelRate | HotelierRefusal {
  const found = quoted(ratekey);
  return 'rate' in found ? found.rate : found;
}

export type Recheck =
  | { status: 'unchanged'; rate: HotelRate }
  | { status: 'pricechanged'; rate: HotelRate; previousbase: bigint }
  | { status: 'soldout' };

/** The rate of a key priced on `today` as the supplier sells it now. */
export function recheckRate(ratekey: string, today: string): Recheck | HotelierRefusal {
  const found = quoted(ratekey);
  if (!('rate' in found)) return found;
  const { key, hotel, rate } = found;
  if (supplierIsDownIn(hotel.cityid)) return { supplierDown: true };
  const stay = { checkin: key.checkin, checkout: key.checkout, rooms: key.rooms };
  const refusal = checkStay(stay, today);
  if (refusal) return refusal;
  const calendar = stayCalendar(stay, today);
  const left = calendar.nights.every(({ night }) => roomsLeft(hotel, key.roomtype, night) >= key.rooms.length);
  if (!left || hotel.hotelcode === SOLD_OUT_HOTEL) return { status: 'soldout' };
  const pricing = {
    hotel,
    city: soldCity(hotel.cityid)!,
    stay,
    pricedon: today,
    revision: currentRevision(hotel.hotelcode),
    calendar,
  };
  const now = buildRate(pricing, key.roomtype, key.board, key.refundable);
  return now.base === rate.base
    ? { status: 'unchanged', rate: now }
    : { status: 'pricechanged', rate: now, previousbase: rate.base };
}
