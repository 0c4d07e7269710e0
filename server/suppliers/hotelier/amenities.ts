/*
 * The fixed list of hotel amenities (docs/sandbox-hotels.md "Catalogue"): codes the wire carries
 * and the words a screen shows, and how likely a hotel of each star rating has each one.
 */

export const AMENITIES = [
  'wifi',
  'breakfast',
  'pool',
  'gym',
  'parking',
  'airportshuttle',
  'spa',
  'restaurant',
  'bar',
  'businesscentre',
  'evcharging',
  'roomservice',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const AMENITY_LABELS: Readonly<Record<Amenity, string>> = {
  wifi: 'Free Wi-Fi',
  breakfast: 'Breakfast available',
  pool: 'Swimming pool',
  gym: 'Fitness centre',
  parking: 'Parking',
  airportshuttle: 'Airport shuttle',
  spa: 'Spa',
  restaurant: 'Restaurant',
  bar: 'Bar',
  businesscentre: 'Business centre',
  evcharging: 'EV charging',
  roomservice: 'Room service',
};

/** Chance in percent of each amenity at 1 to 5 stars; every hotel has Wi-Fi. */
export const AMENITY_CHANCE: Readonly<Record<Amenity, readonly [number, number, number, number, number]>> = {
  wifi: [100, 100, 100, 100, 100],
  breakfast: [40, 60, 85, 100, 100],
  pool: [0, 5, 25, 70, 95],
  gym: [0, 10, 45, 90, 100],
  parking: [30, 50, 75, 90, 100],
  airportshuttle: [5, 10, 30, 55, 75],
  spa: [0, 0, 10, 45, 90],
  restaurant: [20, 45, 80, 100, 100],
  bar: [0, 10, 35, 80, 100],
  businesscentre: [0, 10, 40, 80, 100],
  evcharging: [0, 5, 15, 35, 60],
  roomservice: [10, 30, 70, 100, 100],
};
