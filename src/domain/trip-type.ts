import { daysBetween } from './calendar-days';

/*
 * Trip type validation (docs/product.md#validation-rules "uses the destination countries"): destinations all in the
 * company's home country make a domestic trip, any other country an international one.
 */
export type DomInt = 'domestic' | 'international';

export function tripDomInt(destinationCountries: readonly string[], homeCountry: string): DomInt {
  const home = homeCountry.toUpperCase();
  return destinationCountries.every((c) => c.toUpperCase() === home) ? 'domestic' : 'international';
}

export function tripTypeMismatch(typeName: string, typeDomInt: DomInt, tripDomIntValue: DomInt): string | null {
  if (typeDomInt === tripDomIntValue) return null;
  return tripDomIntValue === 'domestic'
    ? `triptypeid: ${typeName} is for international trips, and every destination is in the home country`
    : `triptypeid: ${typeName} is for domestic trips, and a destination is abroad`;
}

/** Whole days from the first to the last day of a trip, both counted (YYYY-MM-DD strings). */
export function tripLengthDays(fromdate: string, todate: string): number {
  return daysBetween(fromdate, todate) + 1;
}
