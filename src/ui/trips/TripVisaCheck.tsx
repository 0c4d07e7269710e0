import type { CorporateTripWire } from '../../contract/trips/shapes';
import { VisaWarnings } from '../shared/VisaWarnings';

/**
 * The visa warnings of a synced trip, before anything is booked (docs/features/visas.md
 * "Coverage"). A trip typed domestic goes nowhere a visa is needed, so it asks nothing.
 */
export function TripVisaCheck({ trip }: { trip: CorporateTripWire }) {
  if (trip.domint.toLowerCase() === 'domestic') return null;
  return <VisaWarnings request={{ tripid: trip.tripid }} />;
}
