import { useState } from 'react';
import { tripDetailProblems, type RequiredTripDetails } from '../../../domain/required-trip-details';
import type { Project } from './book-masters';
import type { TripDetailsForm } from './booking-form';
import { focusTripDetail } from './trip-detail-focus';

/**
 * The company's required trip details on the book page (src/domain/required-trip-details.ts): shown
 * as missing only once the user tried to go on, then live, so a field's message goes as it is filled.
 */
export function useRequiredDetails(
  required: RequiredTripDetails,
  trip: TripDetailsForm | undefined,
  project: Project | undefined,
) {
  const [checked, setChecked] = useState(false);
  const problems = trip ? tripDetailProblems(required, { ...trip, costcenterid: project?.costcenterid ?? '' }) : [];
  return {
    errors: checked ? problems : [],
    /** Marks the details checked; false (and the first missing field focused) when one is missing. */
    check(): boolean {
      setChecked(true);
      const [first] = problems;
      if (first) focusTripDetail(first.field);
      return !first;
    },
  };
}
