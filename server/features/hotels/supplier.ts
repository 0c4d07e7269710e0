import type {
  SupplierCancel,
  SupplierPrice,
  SupplierRefusal,
  SupplierSearch,
  SupplierTicket,
} from '../../booking/supplier';
import { AMENITY_LABELS } from '../../suppliers/hotelier/amenities';
import {
  type HotelOffer,
  type HotelSearch,
  type HotelSearchResult,
  hotelContent,
  hotelRates,
  searchHotels,
} from '../../suppliers/hotelier/availability';
import {
  CANCELLATION_TIERS,
  type CancellationPenalty,
  NON_REFUNDABLE_TEXT,
  cancellationPenalty,
  checkInAt,
  confirmedAt,
} from '../../suppliers/hotelier/cancellation';
import { type StayCharges, stayCharges } from '../../suppliers/hotelier/charges';
import { type SoldCity, soldCities } from '../../suppliers/hotelier/cities';
import type { Hotel, HotelPhoto } from '../../suppliers/hotelier/hotel';
import {
  type HotelPlace,
  type NearestHotelCity,
  nearestHotelCity,
  placeById,
  placesOf,
} from '../../suppliers/hotelier/places';
import type { HotelRate } from '../../suppliers/hotelier/rates';
import { type Recheck, quotedRate, recheckRate } from '../../suppliers/hotelier/recheck';
import type { RoomGuests, Stay } from '../../suppliers/hotelier/stay';

/*
 * The hotelier the hotels feature books with, as the lifecycle's steps (server/booking/supplier.ts)
 * typed with hotels: search (a place checked, then every hotel of its city with a room priced on
 * the search's day), price (a rate key rechecked before booking), ticket (the hotel confirms a
 * paid booking later) and cancel (the penalty tiers of a rate); plus what only a hotelier has:
 * content, one hotel's rates, its cities and places, a rate's charges with GST and the nearest
 * city to a point. It is the only file of the feature that reaches server/suppliers/: the sandbox
 * hotelier (docs/sandbox-hotels.md) unless the composition root chose another (buildApp's
 * `suppliers`). Refusals are values: {problem} naming the field (400) or {supplierDown} (502).
 */

export type {
  CancellationPenalty,
  Hotel,
  HotelOffer,
  HotelPhoto,
  HotelPlace,
  HotelRate,
  HotelSearch,
  HotelSearchResult,
  NearestHotelCity,
  Recheck,
  RoomGuests,
  SoldCity,
  Stay,
  StayCharges,
};

/** A rate key rechecked as the supplier would sell it on `today` ('YYYY-MM-DD'). */
export interface RateRecheck {
  ratekey: string;
  today: string;
}

export interface HotelSupplier {
  search: SupplierSearch<HotelSearch, HotelPlace, HotelSearchResult | SupplierRefusal>;
  price: SupplierPrice<RateRecheck, Recheck | SupplierRefusal> & {
    /** A key's rate exactly as it was quoted (its pricing day and revision), or a refusal naming `ratekey`. */
    quoted(ratekey: string): HotelRate | SupplierRefusal;
  };
  /** The hotel confirms a paid booking (and a cancellation) some time after it is asked. */
  ticket: SupplierTicket<HotelRate>;
  /** The penalty of cancelling a whole stay `hoursBefore` its check-in (negative: after it, a no-show). */
  cancel: SupplierCancel<HotelRate, CancellationPenalty> & {
    /** The instant of check-in: the hotel's check-in time on the check-in day, its local time. */
    checkInAt(rate: HotelRate): Date;
    /** The rate's cancellation terms, one line per tier, as a traveller reads them. */
    terms(rate: Pick<HotelRate, 'refundable'>): string[];
  };
  /** A hotel's content (no stay, no prices), or a refusal naming `hotelcode`. */
  content(hotelcode: string): Hotel | SupplierRefusal;
  /** A hotel's content and every rate it has for the stay priced on `today` ([] when it has no room). */
  rates(hotelcode: string, stay: Stay, today: string): { hotel: Hotel; rates: HotelRate[] } | SupplierRefusal;
  /** What each amenity code is called ('wifi' → 'Free Wi-Fi'). */
  amenityLabels: Readonly<Record<string, string>>;
  /** Every city hotels are sold in. */
  cities(): readonly SoldCity[];
  /** A city's places: the city first, then its airports, then its popular places. */
  placesOf(cityid: string): readonly HotelPlace[];
  /** What a rate charges per night and in total: room value, GST and the sum, in paise. */
  charges(rate: HotelRate): StayCharges;
  /** The city nearest a point (of `countrycode` when it has one), or a refusal naming lat or lon. */
  nearestCity(lat: number, lon: number, countrycode?: string): NearestHotelCity | SupplierRefusal;
}

const HOUR_MS = 3_600_000;

/** The sandbox hotelier (docs/sandbox-hotels.md): every step delegates to server/suppliers/hotelier/. */
export const sandboxHotels: HotelSupplier = {
  search: {
    // The stay is checked by `results` against the day it is priced on, so a stored search read again stays valid.
    async start(_db, query) {
      return placeById(query.placeid) ?? { problem: 'placeid: not a city or place we sell hotels in' };
    },
    results: async (_db, _place, query, pricedOn) => searchHotels(query, pricedOn),
  },
  price: {
    price: async (_db, { ratekey, today }) => recheckRate(ratekey, today),
    quoted: quotedRate,
  },
  ticket: { dueAt: (_rate, paidAt) => confirmedAt(paidAt) },
  cancel: {
    penalty: (rate, hoursBefore) => cancellationPenalty(rate, new Date(0), new Date(hoursBefore * HOUR_MS)),
    dueAt: confirmedAt,
    checkInAt,
    terms: (rate) => (rate.refundable ? CANCELLATION_TIERS.map((t) => t.text) : [NON_REFUNDABLE_TEXT]),
  },
  content: hotelContent,
  amenityLabels: AMENITY_LABELS,
  rates: hotelRates,
  cities: soldCities,
  placesOf,
  charges: stayCharges,
  nearestCity: nearestHotelCity,
};

let chosen: HotelSupplier = sandboxHotels;

/** The hotelier the hotels feature uses now: the sandbox until the composition root picks one. */
export const hotelSupplier = (): HotelSupplier => chosen;

/** Only the composition root calls this (server/features/suppliers.ts, from buildApp). */
export function chooseHotelSupplier(supplier: HotelSupplier): void {
  chosen = supplier;
}
