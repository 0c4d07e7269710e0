import type { Executor } from '../../store/db';
import type { TripRow } from '../../workflow/trip-access';
import { loadTripSettings } from '../../workflow/trip-settings';

/**
 * Which documents a trip needs before travel (docs/operations.md getrequireuploaddocumentfortrip leaves
 * the answer open). Decision: an international trip needs a passport and a visa document; a
 * domestic trip needs none. International = the trip says so (domint), or a destination country
 * lies outside the company's home country (corporate trip settings, default IN).
 */
export const INTERNATIONAL_DOCUMENTS = [
  { documenttype: 'passport', label: 'Passport' },
  { documenttype: 'visa', label: 'Visa' },
] as const;

export async function isInternationalTrip(db: Executor, trip: TripRow): Promise<boolean> {
  if (trip.domInt) return trip.domInt.toLowerCase().startsWith('int');
  const { homeCountry } = await loadTripSettings(db, trip.corporateId);
  return trip.destinationCountries.some((country) => country.toUpperCase() !== homeCountry.toUpperCase());
}

export async function requiredDocuments(db: Executor, trip: TripRow, presentTypes: ReadonlySet<string>) {
  const international = await isInternationalTrip(db, trip);
  const required = international ? INTERNATIONAL_DOCUMENTS.map((d) => ({ ...d, present: presentTypes.has(d.documenttype) })) : [];
  return { international, required };
}
