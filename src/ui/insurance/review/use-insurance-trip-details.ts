import { useState } from 'react';
import type { CorporateTripWire } from '../../../contract/trips/shapes';
import type { ProfileMaster } from '../../../contract/login';
import type { InsuranceReviewQuery } from '../../../domain/insurance-query';
import { BILLABLE } from '../../../domain/required-trip-details';
import type { BillableChoice } from '../../components/BillableCustomerFields';
import type { TripDetailChoice } from '../../components/TripDetailFields';
import { useTripDetailMasters } from '../../components/trip-detail-masters';
import { NO_TRIP_DETAILS, tripDetailsOfTrip, useTripOf } from '../../components/trip-detail-prefill';
import { useRequiredTripDetails } from '../../components/use-required-trip-details';
import type { BookingTripDetails } from './booking-request';

const NOT_BILLABLE: BillableChoice = { billable: false, customerid: '' };

/** A cover bought inside a trip is billed as the trip is: to the trip's customer when it is billable. */
const billingOfTrip = (trip: Pick<CorporateTripWire, 'billabletype' | 'billableid'>): BillableChoice =>
  trip.billabletype === BILLABLE ? { billable: true, customerid: trip.billableid } : NOT_BILLABLE;

/**
 * The review page's 'Trip Details': the masters over the cover's dates, the choices (the trip's own
 * until the user changes one), and the company's required details, checked before review.
 */
export function useInsuranceTripDetails(profile: ProfileMaster, query: InsuranceReviewQuery, tripid: string) {
  const masters = useTripDetailMasters(profile, 'insurance', query.startdate, query.enddate);
  const trip = useTripOf(profile, tripid);
  const [edited, setEdited] = useState<TripDetailChoice | null>(null);
  const [billingEdited, setBilling] = useState<BillableChoice | null>(null);
  const value = edited ?? (trip ? tripDetailsOfTrip(trip, masters) : NO_TRIP_DETAILS);
  const billing = billingEdited ?? (trip ? billingOfTrip(trip) : NOT_BILLABLE);
  const project = masters.projects.find((p) => p.projectid === value.projectid);
  const booking: BookingTripDetails = {
    ...value,
    costcenterid: project?.costcenterid ?? '',
    departmentid: project?.departmentid ?? '',
    billabletype: billing.billable ? BILLABLE : 'nonbillable',
    customerid: billing.billable ? billing.customerid : '',
  };
  const details = useRequiredTripDetails(masters.required, booking);
  return {
    value,
    billing,
    masters,
    required: masters.required,
    errors: details.errors,
    /** False, with the first missing detail focused, while a required one is on "Select". */
    check: details.check,
    /** What the booking request carries. */
    booking,
    setField: (field: keyof TripDetailChoice, text: string) => setEdited({ ...value, [field]: text }),
    setBilling,
  };
}
