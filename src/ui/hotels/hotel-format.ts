import { formatMoney, parseMinorUnits } from '../../domain/money';

/* How the hotel screens word stars, distances, ratings and amounts. */

export const starsText = (stars: number) => `${stars}-star`;
export const starGlyphs = (stars: number) => '★'.repeat(stars);

/** 0.4 → '400 m', 3.25 → '3.3 km'. */
export function distanceText(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1)} km`;
}

/** One formatter for every card: making one costs more than the rest of a card's text. */
const reviewCount = new Intl.NumberFormat('en-IN');

export const ratingText = (rating: number, reviews: number) =>
  `Guest rating ${rating.toFixed(1)} out of 5 (${reviewCount.format(reviews)} reviews)`;

/** A decimal amount of the wire in rupees, rounded to the rupee: the list compares, the details page shows exact. */
export const rupees = (decimal: string) => formatMoney(parseMinorUnits(decimal), 'INR');
