/*
 * Words and icons of the hotelier's amenity codes. The search answer carries codes only (the labels
 * come with a hotel's details), so the list shows these; a code not listed shows as it came.
 * The list is the sandbox hotelier's fixed one (docs/sandbox-hotels.md "Catalogue").
 */
const AMENITIES: Readonly<Record<string, { label: string; icon: string }>> = {
  wifi: { label: 'Free Wi-Fi', icon: '📶' },
  breakfast: { label: 'Breakfast available', icon: '🍳' },
  pool: { label: 'Swimming pool', icon: '🏊' },
  gym: { label: 'Fitness centre', icon: '🏋' },
  parking: { label: 'Parking', icon: '🅿' },
  airportshuttle: { label: 'Airport shuttle', icon: '🚐' },
  spa: { label: 'Spa', icon: '💆' },
  restaurant: { label: 'Restaurant', icon: '🍽' },
  bar: { label: 'Bar', icon: '🍸' },
  businesscentre: { label: 'Business centre', icon: '💼' },
  evcharging: { label: 'EV charging', icon: '🔌' },
  roomservice: { label: 'Room service', icon: '🛎' },
};

export const amenityLabel = (code: string) => AMENITIES[code]?.label ?? code;
export const amenityIcon = (code: string) => AMENITIES[code]?.icon ?? '•';
