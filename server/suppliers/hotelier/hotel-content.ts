import { AMENITIES, AMENITY_CHANCE, AMENITY_LABELS, type Amenity } from './amenities';
import { PHOTO_KINDS } from './catalogue-words';
import type { Draws } from './seeded';
import type { HotelPhoto, Stars } from './hotel';

/*
 * The parts of a hotel's content drawn for it alone (docs/sandbox-hotels.md "Catalogue"):
 * amenities, photos, check-in and check-out times, guest rating and the description.
 */

export function drawAmenities(draws: Draws, stars: Stars): Amenity[] {
  return AMENITIES.filter((a) => draws.next() * 100 < AMENITY_CHANCE[a][stars - 1]!);
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** A muted colour from a hue (0–360): the placeholder's background. */
function colourOf(hue: number): string {
  // HSL with saturation 35 % and lightness 55 %, converted with the standard formula.
  const s = 0.35;
  const l = 0.55;
  const a = s * Math.min(l, 1 - l);
  const channel = (k: number) => {
    const t = (k + hue / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(t - 3, 9 - t, 1)));
  };
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`;
}

export function drawPhotos(draws: Draws, hotelcode: string, amenities: readonly Amenity[]): HotelPhoto[] {
  const kinds = PHOTO_KINDS.filter(
    (k) =>
      (k !== 'pool' || amenities.includes('pool')) &&
      (k !== 'gym' || amenities.includes('gym')) &&
      (k !== 'restaurant' || amenities.includes('restaurant')),
  );
  const count = draws.int(3, kinds.length);
  return kinds.slice(0, count).map((kind, i) => ({
    id: `${hotelcode}-p${i + 1}`,
    kind,
    colour: colourOf(draws.int(0, 359)),
    seed: draws.int(0, 2 ** 31 - 1),
  }));
}

export function drawTimes(draws: Draws, stars: Stars): { checkintime: string; checkouttime: string } {
  if (stars === 5) return { checkintime: '15:00', checkouttime: '12:00' };
  return {
    checkintime: draws.pick(['12:00', '13:00', '14:00', '14:00']),
    checkouttime: draws.pick(['11:00', '12:00', '12:00']),
  };
}

/** Guest rating: better with stars, 2.5 to 4.9; reviews more with stars. */
export function drawRating(draws: Draws, stars: Stars): { rating: number; reviewcount: number } {
  const tenths = 33 + 3 * stars + draws.int(-5, 5);
  return { rating: Math.max(25, Math.min(49, tenths)) / 10, reviewcount: draws.int(20, 600) * stars };
}

const KIND_WORDS = ['budget hotel', 'value hotel', 'comfortable hotel', 'upscale hotel', 'luxury hotel'];

export function describeHotel(h: {
  name: string;
  stars: Stars;
  area: string;
  city: string;
  amenities: readonly Amenity[];
  nearest: { name: string; km: number } | null;
}): string {
  const where = `${h.name} is a ${h.stars}-star ${KIND_WORDS[h.stars - 1]} in ${h.area}, ${h.city}.`;
  const near = h.nearest ? ` It is ${h.nearest.km.toFixed(1)} km from ${h.nearest.name}.` : '';
  const offers = h.amenities.slice(0, 5).map((a) => AMENITY_LABELS[a].toLowerCase());
  const what = offers.length > 0 ? ` Guests enjoy ${offers.join(', ')}.` : '';
  return `${where}${near}${what}`;
}
