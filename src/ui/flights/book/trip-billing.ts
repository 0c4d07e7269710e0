import type { CorporateTripWire } from '../../../contract/trips/shapes';
import { BILLABLE } from '../../../domain/required-trip-details';
import type { FlightBookForm } from './booking-form';

/**
 * A flight booked inside a trip starts billed as the trip is (docs/features/masters.md): billable to
 * the trip's customer. Until the user changes it; a form already billable keeps its own choice.
 */
export function withTripBilling(
  form: FlightBookForm,
  trip: Pick<CorporateTripWire, 'billabletype' | 'billableid'> | undefined,
): FlightBookForm {
  if (!trip || trip.billabletype !== BILLABLE || form.trip.billabletype === BILLABLE) return form;
  return { ...form, trip: { ...form.trip, billabletype: BILLABLE, customerid: trip.billableid } };
}
