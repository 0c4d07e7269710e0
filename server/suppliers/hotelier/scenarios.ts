/*
 * Scenario hotels and cities (docs/sandbox-hotels.md "Scenario hotels"): fixed places where the
 * sandbox behaves like a supplier's edge case, so tests and demos reproduce them. Each scenario
 * hotel is hotel 0001 of its city, with the name, stars and area given here; the rest of the
 * catalogue is generated as usual.
 */

/** Searching, reading or rechecking any hotel of this city answers that the supplier is down. */
export const SUPPLIER_DOWN_CITY = 'in-visakhapatnam';

/** Every recheck of a rate this hotel answered in a search costs PRICE_RISE_PER_NIGHT_PAISE more per room per night. */
export const PRICE_RISE_HOTEL = 'in-pune-0001';
/** ₹750 per room per night, on the base rate (GST follows the new value). */
export const PRICE_RISE_PER_NIGHT_PAISE = 75_000n;

/** Searches show this hotel's rooms, but every recheck answers that the room is sold out. */
export const SOLD_OUT_HOTEL = 'in-mumbai-0001';

export interface ScenarioHotel {
  name: string;
  stars: 1 | 2 | 3 | 4 | 5;
  /** The place (places.ts baseid) the hotel stands at. */
  placeid: string;
}

export const SCENARIO_HOTELS: Readonly<Record<string, ScenarioHotel>> = {
  [PRICE_RISE_HOTEL]: { name: 'Sandbox Rate Rise Hotel Hinjewadi', stars: 4, placeid: 'in-pune.hinjewadi' },
  [SOLD_OUT_HOTEL]: { name: 'Sandbox Last Room Hotel Andheri East', stars: 3, placeid: 'in-mumbai.andheri-east' },
};

export const supplierIsDownIn = (cityid: string) => cityid === SUPPLIER_DOWN_CITY;
