import type { RequiredTripDetails } from '../../../domain/required-trip-details';
import { useRequiredTripDetails } from '../../components/use-required-trip-details';
import type { Project } from './book-masters';
import type { TripDetailsForm } from './booking-form';

/**
 * The company's required trip details on the flight book page (src/ui/components/use-required-trip-details.ts):
 * the project chosen brings its cost centre.
 */
export function useRequiredDetails(
  required: RequiredTripDetails,
  trip: TripDetailsForm | undefined,
  project: Project | undefined,
) {
  return useRequiredTripDetails(required, trip && { ...trip, costcenterid: project?.costcenterid ?? '' });
}
