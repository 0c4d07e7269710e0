/*
 * Words the catalogue builds hotels from (docs/sandbox-hotels.md "Catalogue"): made-up brand words
 * and groups (no real chains), what a hotel calls itself by star rating, and the street and area
 * names of hotels away from any named place.
 */

export const BRAND_WORDS = [
  'Amber', 'Saffron', 'Lotus', 'Banyan', 'Peacock', 'Coral', 'Indigo', 'Jasmine', 'Marigold', 'Monsoon',
  'Sandalwood', 'Tamarind', 'Cardamom', 'Orchid', 'Ivory', 'Emerald', 'Silver Oak', 'Palm Grove',
  'Riverstone', 'Sapphire', 'Crescent', 'Horizon', 'Harbourlight', 'Summit', 'Heritage', 'Urban Nest',
  'Skyline', 'Lakeview', 'Neem Tree', 'Kesar', 'Chandan', 'Gulmohar', 'Ashoka Leaf', 'Mango Tree',
  'Blue Pebble', 'Copper Kettle', 'Teakwood', 'Moonstone', 'Sunbird', 'Kingfisher Bay', 'Pearl',
  'Granite', 'Velvet', 'Maple', 'Olive', 'Cedar', 'Juniper', 'Bluebell', 'Starling', 'Nightingale',
] as const;

/** Made-up hotel groups; a group's hotels share its brand word. */
export const CHAINS = [
  { name: 'Banyan Hospitality', word: 'Banyan' },
  { name: 'Lotus Stays', word: 'Lotus' },
  { name: 'Coral Crown Hotels', word: 'Coral' },
  { name: 'Monsoon Collection', word: 'Monsoon' },
  { name: 'Tamarind Hotels & Resorts', word: 'Tamarind' },
  { name: 'Skyline Suites Group', word: 'Skyline' },
] as const;

/** What a hotel calls itself, by stars (index 0 = 1 star). */
export const HOTEL_WORDS: readonly (readonly string[])[] = [
  ['Lodge', 'Guest House', 'Stay', 'Rooms'],
  ['Inn', 'Residency', 'Stay', 'Lodge'],
  ['Hotel', 'Residency', 'Suites', 'Inn', 'Comforts'],
  ['Hotel', 'Suites', 'Plaza', 'Grand', 'Regency'],
  ['Palace', 'Grand Hotel', 'Towers', 'Resort & Spa', 'Hotel & Residences'],
];

export const STREETS_IN = [
  'Main Road', '1st Cross Road', '2nd Main Road', 'Service Road', 'Link Road', 'Church Street',
  'Hospital Road', 'Temple Street', 'College Road', 'Market Road', 'Park Road', 'Nehru Marg',
];
export const STREETS_ABROAD = [
  'High Street', 'Park Lane', 'Station Road', 'Church Street', 'Market Street', 'King Street',
  'Queen Street', 'Bridge Road', 'Harbour Road', 'Garden Avenue',
];

/** Areas of hotels anchored at the city centre rather than a named place. */
export const AREAS_IN = [
  'Civil Lines', 'Station Road', 'Gandhi Nagar', 'Nehru Nagar', 'Old City', 'Ring Road', 'Cantonment',
  'Model Town', 'Rajendra Nagar', 'Shastri Nagar', 'Lake Road', 'City Centre',
];
export const AREAS_ABROAD = ['City Centre', 'Old Town', 'Riverside', 'Station Quarter', 'Midtown', 'Park District', 'Harbourside'];

export const PHOTO_KINDS = ['exterior', 'lobby', 'room', 'bathroom', 'restaurant', 'pool', 'gym', 'view'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
