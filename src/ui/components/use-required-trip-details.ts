import { useState } from 'react';
import {
  tripDetailProblems,
  type RequiredTripDetails,
  type TripDetailValues,
} from '../../domain/required-trip-details';
import { focusTripDetail } from './trip-detail-focus';

/**
 * The company's required trip details on a book page (src/domain/required-trip-details.ts): shown
 * as missing only once the user tried to go on, then live, so a field's message goes as it is filled.
 * `values` is undefined while the page's form is not there yet.
 */
export function useRequiredTripDetails(required: RequiredTripDetails, values: TripDetailValues | undefined) {
  const [checked, setChecked] = useState(false);
  const problems = values ? tripDetailProblems(required, values) : [];
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
