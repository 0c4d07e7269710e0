import { tripLengthDays } from './trip-type';
import { addDays } from './calendar-days';

/** A company's trip rules (TG-GETTRIPVALIDATIONS) as submit applies them. */
export interface TripRules {
  minDaysBeforeTravel: number;
  maxTripDays: number;
  purposeRequired: boolean;
  projectRequired: boolean;
}

export interface TripForRules {
  fromDate: string;
  toDate: string;
  tripPurpose: string;
  projectId: string;
}

/** The first rule the trip breaks, as a message naming the field, or null. `today` is YYYY-MM-DD. */
export function tripRuleProblem(trip: TripForRules, rules: TripRules, today: string): string | null {
  const earliest = addDays(today, rules.minDaysBeforeTravel);
  if (trip.fromDate < earliest) {
    return rules.minDaysBeforeTravel === 0
      ? 'fromdate: the trip must not start in the past'
      : `fromdate: trips must be submitted at least ${rules.minDaysBeforeTravel} days before travel`;
  }
  if (tripLengthDays(trip.fromDate, trip.toDate) > rules.maxTripDays) return `todate: a trip may last at most ${rules.maxTripDays} days`;
  if (rules.purposeRequired && trip.tripPurpose.trim() === '') return 'trip_purpose: a travel reason is required';
  if (rules.projectRequired && trip.projectId === '') return 'trip_projectid: a project is required';
  return null;
}
